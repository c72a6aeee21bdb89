import { describe, expect, it } from 'vitest';
import {
  bookingTimeOf,
  groupSizeOf,
  guestMatchLabel,
  guestMatchScore,
  startOfStayOf,
  stayDurationOf,
  type StayForMatch,
} from '../../../src/shared/domain/guest-profile/guest-match';
import type { GuestProfileAnswers } from '../../../src/shared/domain/guest-profile/questions';

// 2026-07-03 is a Friday.
const stay = (over: Partial<StayForMatch> = {}): StayForMatch => ({ createdAt: '2026-04-01T10:00:00Z', checkIn: '2026-07-03', checkOut: '2026-07-06', guests: 2, ...over });

describe('stay traits (our thresholds)', () => {
  it('booking time: under 7 days last minute, 60 or more early bird', () => {
    expect(bookingTimeOf({ createdAt: '2026-07-03T09:00:00Z', checkIn: '2026-07-03' })).toBe('lastMinute'); // same day
    expect(bookingTimeOf({ createdAt: '2026-06-27T08:00:00Z', checkIn: '2026-07-03' })).toBe('lastMinute'); // 6 days
    expect(bookingTimeOf({ createdAt: '2026-06-26T08:00:00Z', checkIn: '2026-07-03' })).toBe('onSchedule'); // 7 days
    expect(bookingTimeOf({ createdAt: '2026-05-05T08:00:00Z', checkIn: '2026-07-03' })).toBe('onSchedule'); // 59 days
    expect(bookingTimeOf({ createdAt: '2026-05-04T08:00:00Z', checkIn: '2026-07-03' })).toBe('earlyBird'); // 60 days
  });

  it('nights: 1-3 short, 4-13 medium, 14+ long', () => {
    expect(stayDurationOf({ checkIn: '2026-07-01', checkOut: '2026-07-04' })).toBe('shortStay');
    expect(stayDurationOf({ checkIn: '2026-07-01', checkOut: '2026-07-05' })).toBe('mediumStay');
    expect(stayDurationOf({ checkIn: '2026-07-01', checkOut: '2026-07-14' })).toBe('mediumStay');
    expect(stayDurationOf({ checkIn: '2026-07-01', checkOut: '2026-07-15' })).toBe('longStay');
  });

  it('Friday and Saturday check-ins are weekend', () => {
    expect(startOfStayOf({ checkIn: '2026-07-02' })).toBe('weekday'); // Thursday
    expect(startOfStayOf({ checkIn: '2026-07-03' })).toBe('weekend');
    expect(startOfStayOf({ checkIn: '2026-07-04' })).toBe('weekend');
    expect(startOfStayOf({ checkIn: '2026-07-05' })).toBe('weekday'); // Sunday
  });

  it('guests: 1 solo, 2 couple, 3-5 family, 6+ group', () => {
    expect([1, 2, 3, 5, 6, 12].map((guests) => groupSizeOf({ guests }))).toEqual(['solo', 'couple', 'family', 'family', 'group', 'group']);
  });
});

describe('guest match', () => {
  const all: GuestProfileAnswers = { bookingTimes: ['onSchedule'], stayDurations: ['shortStay'], startOfStay: ['weekend'], groupSizes: ['couple'], language: ['noPreference'] };

  it('counts matching questions; the label follows the score', () => {
    expect(guestMatchScore(all, stay(), ['en'])).toBe(4); // 93 days ahead: earlyBird, not onSchedule
    expect(guestMatchScore({ ...all, bookingTimes: ['earlyBird', 'onSchedule'] }, stay(), ['en'])).toBe(5);
    expect(guestMatchScore({ ...all, bookingTimes: ['onSchedule'] }, stay({ createdAt: '2026-06-20T00:00:00Z' }), ['en'])).toBe(5);
    expect(guestMatchScore({ ...all, groupSizes: ['family'] }, stay({ createdAt: '2026-06-20T00:00:00Z' }), ['en'])).toBe(4);
    expect([0, 1, 2, 3, 4, 5].map(guestMatchLabel)).toEqual(['potential', 'nice', 'nice', 'good', 'great', 'best']);
  });

  it('unanswered questions never match', () => {
    expect(guestMatchScore({ bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null }, stay(), ['en'])).toBe(0);
  });

  it('hostLanguage matches only a known guest language the host speaks', () => {
    const onlyLanguage: GuestProfileAnswers = { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: ['hostLanguage'] };
    expect(guestMatchScore(onlyLanguage, stay(), ['en', 'de'])).toBe(0); // the stay does not know it
    expect(guestMatchScore(onlyLanguage, stay({ guestLanguage: 'de-DE' }), ['en', 'de'])).toBe(1);
    expect(guestMatchScore(onlyLanguage, stay({ guestLanguage: 'it' }), ['en', 'de'])).toBe(0);
    expect(guestMatchScore({ ...onlyLanguage, language: ['noPreference'] }, stay(), [])).toBe(1);
  });
});
