import { describe, expect, it } from 'vitest';
import { guestCancelRefusal, isGuestCancellableAt, isGuestCancellableStay } from '../../../src/shared/domain/bookings/guest-cancel';

// Which of their stays a guest may cancel from the chat: a confirmed booking or inquiry whose
// check-in day is still ahead on the property's calendar.

const today = '2026-11-23';
const booking = (status: string, checkIn: string) => ({ kind: 'booking' as const, status, checkIn });
const inquiry = (status: string, checkIn: string) => ({ kind: 'inquiry' as const, status, checkIn });

describe('isGuestCancellableStay', () => {
  it('a confirmed booking or inquiry before its check-in day', () => {
    expect(isGuestCancellableStay(booking('CONFIRMED', '2026-11-24'), today)).toBe(true);
    expect(isGuestCancellableStay(inquiry('confirmed', '2027-01-10'), today)).toBe(true);
    expect(guestCancelRefusal(booking('CONFIRMED', '2026-11-24'), today)).toBeNull();
  });

  it('not on the check-in day or after it', () => {
    expect(isGuestCancellableStay(booking('CONFIRMED', today), today)).toBe(false);
    expect(isGuestCancellableStay(inquiry('confirmed', '2026-11-20'), today)).toBe(false);
    expect(guestCancelRefusal(booking('CONFIRMED', today), today)).toBe('started');
  });

  it('not a stay that is not confirmed, nor a request (a confirmed one became a booking)', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'IN_REVIEW_COLLECTION']) expect(isGuestCancellableStay(booking(status, '2027-01-10'), today)).toBe(false);
    for (const status of ['requested', 'action_needed', 'rejected', 'cancelled']) expect(isGuestCancellableStay(inquiry(status, '2027-01-10'), today)).toBe(false);
    // The status words are the kind's own: an inquiry is never 'CONFIRMED', a booking never 'confirmed'.
    expect(isGuestCancellableStay(inquiry('CONFIRMED', '2027-01-10'), today)).toBe(false);
    expect(isGuestCancellableStay(booking('confirmed', '2027-01-10'), today)).toBe(false);
    expect(isGuestCancellableStay({ kind: 'request', status: 'REQUESTED', checkIn: '2027-01-10' }, today)).toBe(false);
    expect(isGuestCancellableStay({ kind: 'request', status: 'CONFIRMED', checkIn: '2027-01-10' }, today)).toBe(false);
    expect(guestCancelRefusal(booking('CANCELLED', '2027-01-10'), today)).toBe('status');
  });

  it("decides on the property's day: the evening before check-in in Europe is already the day in Tokyo", () => {
    const now = new Date('2026-11-23T20:00:00Z'); // 21:00 in Vienna, 05:00 the next day in Tokyo
    const stay = booking('CONFIRMED', '2026-11-24');
    expect(isGuestCancellableAt(stay, 'Europe/Vienna', now)).toBe(true);
    expect(isGuestCancellableAt(stay, 'Asia/Tokyo', now)).toBe(false);
  });
});
