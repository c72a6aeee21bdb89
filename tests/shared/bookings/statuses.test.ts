import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_STATUS_TONE,
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LOOK,
  REQUEST_STATUSES,
  REQUEST_STATUS_LOOK,
  bookingStatusKey,
  isCancellableBooking,
  isCancellableInquiry,
  isOpenInquiry,
  isPendingRequest,
} from '../../../src/shared/domain/bookings/statuses';

// How stays' statuses look and what they allow (HC §4).

describe('booking request statuses (HC §4)', () => {
  it('REQUESTED is pending (warning), CONFIRMED success, REJECTED error, EXPIRED error with a disabled label', () => {
    expect(REQUEST_STATUS_LOOK).toEqual({
      REQUESTED: { tone: 'warning', disabled: false },
      CONFIRMED: { tone: 'success', disabled: false },
      REJECTED: { tone: 'error', disabled: false },
      EXPIRED: { tone: 'error', disabled: true },
    });
  });

  it('only a REQUESTED request can still be answered', () => {
    expect(REQUEST_STATUSES.filter(isPendingRequest)).toEqual(['REQUESTED']);
  });
});

describe('inquiry statuses (HC §4)', () => {
  it('every status has a look; action needed is an error with info, expired checkout and rejected are disabled', () => {
    expect(Object.keys(INQUIRY_STATUS_LOOK).sort()).toEqual([...INQUIRY_STATUSES].sort());
    expect(INQUIRY_STATUS_LOOK.action_needed).toEqual({ tone: 'error', disabled: false, withInfo: true });
    expect(INQUIRY_STATUS_LOOK.in_review_collection.withInfo).toBe(true);
    expect(INQUIRY_STATUSES.filter((s) => INQUIRY_STATUS_LOOK[s].disabled).sort()).toEqual(['expired_checkout', 'rejected']);
    expect(INQUIRY_STATUS_LOOK.expired_checkout.withInfo).toBe(true);
  });

  it('requested and action needed are open (confirm or reject); nothing else is', () => {
    expect(INQUIRY_STATUSES.filter(isOpenInquiry)).toEqual(['requested', 'action_needed']);
  });

  it('only a confirmed inquiry whose check-out is still ahead can be cancelled; cancelled is an error, as for a booking', () => {
    const today = '2026-11-23';
    expect(INQUIRY_STATUSES.filter((s) => isCancellableInquiry(s, '2026-11-24', today))).toEqual(['confirmed']);
    expect(isCancellableInquiry('confirmed', '2026-11-23', today)).toBe(false);
    expect(INQUIRY_STATUS_LOOK.cancelled.tone).toBe(BOOKING_STATUS_TONE.CANCELLED);
  });
});

describe('booking statuses (HC §4)', () => {
  it('a cancelled booking is labelled by who cancelled, or plain; other statuses by themselves', () => {
    expect(bookingStatusKey('CANCELLED', 'guest')).toBe('cancelledByGuest');
    expect(bookingStatusKey('CANCELLED', 'owner')).toBe('cancelledByOwner');
    expect(bookingStatusKey('CANCELLED', null)).toBe('cancelled');
    for (const s of BOOKING_STATUSES.filter((x) => x !== 'CANCELLED')) {
      expect(bookingStatusKey(s, 'guest')).toBe(s);
      expect(bookingStatusKey(s, null)).toBe(s);
    }
  });

  it('every booking status has a tone; confirmed is success, cancelled error', () => {
    expect(Object.keys(BOOKING_STATUS_TONE).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(BOOKING_STATUS_TONE.CONFIRMED).toBe('success');
    expect(BOOKING_STATUS_TONE.CANCELLED).toBe('error');
  });

  it('only a confirmed booking whose check-out is still ahead can be cancelled', () => {
    const today = '2026-11-23';
    expect(isCancellableBooking('CONFIRMED', '2026-11-24', today)).toBe(true);
    // Leaving today: the stay is over (the lifecycle job completes it today).
    expect(isCancellableBooking('CONFIRMED', '2026-11-23', today)).toBe(false);
    expect(isCancellableBooking('CONFIRMED', '2026-11-20', today)).toBe(false);
    for (const s of BOOKING_STATUSES.filter((x) => x !== 'CONFIRMED')) expect(isCancellableBooking(s, '2027-01-01', today)).toBe(false);
  });
});
