import { describe, expect, it } from 'vitest';
import { acceptsReview, reviewCollectedStatus, reviewDaysLeft, reviewWindow, reviewWindowLastDay } from '../../../src/shared/domain/reviews/review-window';
import { reviewerName } from '../../../src/shared/domain/reviews/reviewer-name';
import { nextStayStatus, REVIEW_WINDOW_DAYS } from '../../../src/shared/domain/bookings/stay-lifecycle';
import { addDays } from '../../../src/shared/domain/availability/dates';
import { BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../../../src/shared/domain/bookings/statuses';

const checkOut = '2026-05-10';
const booking = (status: string) => ({ kind: 'booking' as const, status, checkOut });
const inquiry = (status: string) => ({ kind: 'inquiry' as const, status, checkOut });

describe('review window', () => {
  it('accepts a review exactly while the stay is in review collection', () => {
    const accepted = [...BOOKING_STATUSES.map(booking), ...INQUIRY_STATUSES.map(inquiry), ...REQUEST_STATUSES.map((status) => ({ kind: 'request' as const, status, checkOut }))].filter(acceptsReview);
    expect(accepted.map((s) => `${s.kind}:${s.status}`)).toEqual(['booking:IN_REVIEW_COLLECTION', 'inquiry:in_review_collection']);
  });

  it('closes on the last day before the lifecycle job would end collection', () => {
    const lastDay = reviewWindowLastDay(checkOut);
    expect(lastDay).toBe(addDays(checkOut, REVIEW_WINDOW_DAYS));
    const now = `${lastDay}T12:00:00Z`;
    // On the last day the job keeps the stay in collection; the day after it closes it.
    expect(nextStayStatus({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', checkOut }, now, lastDay)).toBeNull();
    expect(nextStayStatus({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', checkOut }, now, addDays(lastDay, 1))).toBe('NO_REVIEW_COLLECTED');
    expect(nextStayStatus({ kind: 'inquiry', status: 'in_review_collection', checkOut }, now, lastDay)).toBeNull();
    expect(nextStayStatus({ kind: 'inquiry', status: 'in_review_collection', checkOut }, now, addDays(lastDay, 1))).toBe('no_review_collected');
  });

  it('answers notYet before the window, open in it, closed after, written once reviewed', () => {
    const lastDay = reviewWindowLastDay(checkOut);
    expect(reviewWindow(booking('CONFIRMED'), false)).toEqual({ state: 'notYet', closesOn: lastDay });
    expect(reviewWindow(booking('COMPLETED'), false)).toEqual({ state: 'notYet', closesOn: lastDay });
    expect(reviewWindow(inquiry('confirmed'), false)).toEqual({ state: 'notYet', closesOn: lastDay });
    expect(reviewWindow(inquiry('requested'), false)).toEqual({ state: 'notYet', closesOn: null });
    expect(reviewWindow({ kind: 'request', status: 'REQUESTED', checkOut }, false)).toEqual({ state: 'notYet', closesOn: null });
    expect(reviewWindow(booking('IN_REVIEW_COLLECTION'), false)).toEqual({ state: 'open', closesOn: lastDay });
    expect(reviewWindow(inquiry('in_review_collection'), false)).toEqual({ state: 'open', closesOn: lastDay });
    expect(reviewWindow(booking('NO_REVIEW_COLLECTED'), false)).toEqual({ state: 'closed', closesOn: lastDay });
    expect(reviewWindow(inquiry('no_review_collected'), false)).toEqual({ state: 'closed', closesOn: lastDay });
    for (const s of [booking('CANCELLED'), inquiry('rejected'), inquiry('expired_checkout'), { kind: 'request' as const, status: 'EXPIRED', checkOut }]) {
      expect(reviewWindow(s, false)).toEqual({ state: 'closed', closesOn: null });
    }
    expect(reviewWindow(booking('REVIEW_COLLECTED'), true)).toEqual({ state: 'written', closesOn: null });
    expect(reviewWindow(inquiry('review_collected'), false)).toEqual({ state: 'written', closesOn: null });
    // A review found for a stay still marked in collection counts as written: no second one.
    expect(reviewWindow(booking('IN_REVIEW_COLLECTION'), true).state).toBe('written');
  });

  it('names the status a review moves the stay to', () => {
    expect(reviewCollectedStatus('booking')).toBe('REVIEW_COLLECTED');
    expect(reviewCollectedStatus('inquiry')).toBe('review_collected');
    expect(reviewCollectedStatus('request')).toBeNull();
  });

  it('counts the days left including today and the last day', () => {
    expect(reviewDaysLeft('2026-05-24', '2026-05-24')).toBe(1);
    expect(reviewDaysLeft('2026-05-24', '2026-05-11')).toBe(14);
    expect(reviewDaysLeft('2026-05-24', '2026-05-25')).toBe(0);
  });
});

describe('reviewer name', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Oliver', 'Klein')).toBe('Oliver K.');
    expect(reviewerName(' Élodie ', 'garnier')).toBe('Élodie G.');
    expect(reviewerName('Cher', '')).toBe('Cher');
    expect(reviewerName('', '')).toBe('Guest');
  });
});
