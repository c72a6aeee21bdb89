import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  chooseGuestProfileOption,
  emptyGuestProfileAnswers,
  guestProfileAnswerProblem,
  guestProfileStepNumber,
  GUEST_PROFILE_STEPS,
  isGuestProfileComplete,
  isSingleChoice,
  type GuestProfileAnswers,
} from '../../../src/shared/domain/guest-profile/questions';
import { GuestPreferencesPatchSchema } from '../../../src/shared/schemas/guest-preferences';

const refused = (body: unknown) => {
  const r = v.safeParse(GuestPreferencesPatchSchema, body);
  return r.success ? null : r.issues.map((i) => v.getDotPath(i) ?? '(root)');
};

describe('guest-profile questions', () => {
  it('has the spec order: introduction, five numbered steps, summary', () => {
    expect(GUEST_PROFILE_STEPS).toEqual(['introduction', 'bookingTimes', 'stayDurations', 'startOfStay', 'groupSizes', 'language', 'confirmation']);
    expect(guestProfileStepNumber('bookingTimes')).toBe(1);
    expect(guestProfileStepNumber('language')).toBe(5);
  });

  it('language takes one choice, the others several', () => {
    expect(isSingleChoice('language')).toBe(true);
    expect(isSingleChoice('groupSizes')).toBe(false);
    expect(chooseGuestProfileOption('language', ['hostLanguage'], 'noPreference')).toEqual(['noPreference']);
    expect(chooseGuestProfileOption('language', ['noPreference'], 'noPreference')).toEqual(['noPreference']);
    // Checkboxes toggle, and keep the list's order whatever the click order.
    expect(chooseGuestProfileOption('groupSizes', ['group'], 'solo')).toEqual(['solo', 'group']);
    expect(chooseGuestProfileOption('groupSizes', ['solo', 'group'], 'solo')).toEqual(['group']);
    // An option of another question changes nothing.
    expect(chooseGuestProfileOption('startOfStay', ['weekday'], 'earlyBird')).toEqual(['weekday']);
  });

  it('an answer needs at least one known option, none twice, one for language', () => {
    expect(guestProfileAnswerProblem('bookingTimes', [])).toBe('empty');
    expect(guestProfileAnswerProblem('bookingTimes', ['soon'])).toBe('unknown');
    expect(guestProfileAnswerProblem('bookingTimes', ['earlyBird', 'earlyBird'])).toBe('duplicate');
    expect(guestProfileAnswerProblem('language', ['hostLanguage', 'noPreference'])).toBe('tooMany');
    expect(guestProfileAnswerProblem('bookingTimes', ['earlyBird', 'lastMinute'])).toBeNull();
  });

  it('complete only when every question has an answer', () => {
    const answers: GuestProfileAnswers = { ...emptyGuestProfileAnswers(), bookingTimes: ['earlyBird'], stayDurations: ['longStay'], startOfStay: ['weekday'], groupSizes: ['solo'] };
    expect(isGuestProfileComplete({ ...answers, language: null })).toBe(false);
    expect(isGuestProfileComplete({ ...answers, language: ['noPreference'] })).toBe(true);
  });

  it('the PATCH contract names each refused field', () => {
    expect(refused({ bookingTimes: ['earlyBird'] })).toBeNull();
    expect(refused({ bookingTimes: [] })).toEqual(['bookingTimes']);
    expect(refused({ stayDurations: ['shortStay', 'shortStay'] })).toEqual(['stayDurations']);
    expect(refused({ language: ['hostLanguage', 'noPreference'] })).toEqual(['language']);
    expect(refused({ groupSizes: ['crowd'] })).toEqual(['groupSizes.0']);
    expect(refused({ colour: ['blue'] })).toEqual(['colour']);
    expect(refused({})).toEqual(['(root)']);
  });
});
