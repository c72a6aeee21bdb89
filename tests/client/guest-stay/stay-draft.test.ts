import { describe, expect, it } from 'vitest';
import { createIntl } from '../../../src/client/i18n/intl';
import * as v from 'valibot';
import { GuestStayRequestSchema } from '../../../src/shared/schemas/bookings';
import { emptyDraft, firstInFormOrder, initialDraft, missingFields, quoteQuestion, stayRequestOf } from '../../../src/client/features/guest-stay/stay-draft';
import { guestProblemText } from '../../../src/client/features/guest-stay/problem-text';
import { scopeTexts } from '../support/step-form';

// The guest form's pure parts: when the quote is asked, what is sent, which field gets the focus,
// and the rule sentences in the guest's language.

const draft = (over: Partial<ReturnType<typeof emptyDraft>>) => ({ ...emptyDraft(), ...over });

describe('the quote question', () => {
  it.each([
    [{ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '2' }, { checkIn: '2031-05-01', checkOut: '2031-05-04', guests: 2 }],
    [{ checkIn: '2031-05-04', checkOut: '2031-05-04', guests: '2' }, null], // no night
    [{ checkIn: '2031-05-05', checkOut: '2031-05-04', guests: '2' }, null], // reversed
    [{ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '' }, null],
    [{ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '0' }, null],
    [{ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '1.5' }, null],
    [{ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '100' }, null],
    [{ checkIn: '', checkOut: '2031-05-04', guests: '2' }, null],
  ])('%j -> %j', (over, expected) => expect(quoteQuestion(draft(over))).toEqual(expected));
});

describe('the stay request', () => {
  it('trims names, leaves empty optional fields out and names the page language (the guest\'s mails are in it)', () =>
    expect(stayRequestOf(draft({ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: '2', firstName: ' Greta ', lastName: 'Lind', email: ' g@x.example ', phone: '  ', message: '' }), 'de-DE')).toEqual({
      checkIn: '2031-05-01',
      checkOut: '2031-05-04',
      guests: 2,
      firstName: 'Greta',
      lastName: 'Lind',
      email: 'g@x.example',
      language: 'de-DE',
    }));
  it('sends phone and message when given', () => expect(stayRequestOf(draft({ guests: '1', phone: '+43 1', message: 'Hi' }), 'en-US')).toMatchObject({ phone: '+43 1', message: 'Hi' }));
  it('opens with one guest: the smallest number the request schema accepts, so the required field is never blank', () => {
    expect(initialDraft().guests).toBe('1');
    expect(missingFields(initialDraft())).not.toContain('guests');
    // The request the default makes is one the server's schema accepts.
    const request = stayRequestOf({ ...initialDraft(), checkIn: '2031-05-01', checkOut: '2031-05-04', firstName: 'Greta', lastName: 'Lind', email: 'g@x.example' }, 'en-US');
    expect(v.safeParse(GuestStayRequestSchema, request).success).toBe(true);
    expect(quoteQuestion({ ...initialDraft(), checkIn: '2031-05-01', checkOut: '2031-05-04' })).toEqual({ checkIn: '2031-05-01', checkOut: '2031-05-04', guests: 1 });
  });
  it('names the required fields left empty, in form order', () => {
    expect(missingFields(draft({ lastName: 'x' }))).toEqual(['checkIn', 'checkOut', 'guests', 'firstName', 'email']);
    expect(firstInFormOrder(['email', 'guests', 'unknown'])).toBe('guests');
    expect(firstInFormOrder(['unknown'])).toBeNull();
  });
});

describe('rule sentences', () => {
  const intlOf = (locale: string) => createIntl({ locale, messages: scopeTexts(['guest-stay'], locale) });
  it('speak the guest language with the values of the rule', () => {
    expect(guestProblemText(intlOf('en-US'), { field: 'checkOut', code: 'minStay', minStay: 3, nights: 1 })).toBe('The stay must be at least 3 nights.');
    expect(guestProblemText(intlOf('de-DE'), { field: 'checkOut', code: 'minStay', minStay: 1, nights: 0 })).toBe('Der Aufenthalt dauert mindestens 1 Nacht.');
    expect(guestProblemText(intlOf('en-US'), { field: 'checkIn', code: 'checkInDay', weekday: 2, allowed: [6, 0] })).toBe('Check-in is possible on Saturday or Sunday.');
    expect(guestProblemText(intlOf('fr-FR'), { field: 'checkIn', code: 'checkInDay', weekday: 2, allowed: [1] })).toBe('L’arrivée est possible le lundi.');
    expect(guestProblemText(intlOf('it-IT'), { field: 'guests', code: 'overCapacity', guests: 5, capacity: 4 })).toBe('L’alloggio accoglie al massimo 4 ospiti.');
  });
});
