import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BOOKING_LIST_TABS, bookingTabCriteria, isOnTab } from '../../../src/shared/domain/bookings/tabs';
import { BOOKING_STATUSES, type BookingStatus } from '../../../src/shared/domain/bookings/statuses';
import { addDays } from '../../../src/shared/domain/availability/dates';

// The tabs of /bookings/{tab} (HC §2 Bookings): which booking is listed where.

const today = '2026-11-23';
const stay = (status: BookingStatus, from: number, nights: number) => ({ status, checkIn: addDays(today, from), checkOut: addDays(today, from + nights) });
const tabsOf = (b: ReturnType<typeof stay>) => BOOKING_LIST_TABS.filter((t) => isOnTab(t, b, today));

describe('booking tabs', () => {
  it('a confirmed stay is upcoming before it starts, current while the guest is there, in no time tab once over', () => {
    expect(tabsOf(stay('CONFIRMED', 3, 4))).toEqual(['upcoming', 'all']);
    // Arriving today: both upcoming (check-in today) and current.
    expect(tabsOf(stay('CONFIRMED', 0, 2))).toEqual(['upcoming', 'current', 'all']);
    expect(tabsOf(stay('CONFIRMED', -2, 4))).toEqual(['current', 'all']);
    // Leaving today: no longer current (the night of today is not theirs).
    expect(tabsOf(stay('CONFIRMED', -3, 3))).toEqual(['all']);
  });

  it('completed and the review statuses are on completed; cancelled on cancelled, whatever the dates', () => {
    for (const s of ['COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'] as const) expect(tabsOf(stay(s, -10, 3))).toEqual(['completed', 'all']);
    expect(tabsOf(stay('CANCELLED', 5, 2))).toEqual(['cancelled', 'all']);
    expect(tabsOf(stay('CANCELLED', -5, 2))).toEqual(['cancelled', 'all']);
  });

  it('every booking is on "all", and on exactly one of completed / cancelled / upcoming-or-current (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOOKING_STATUSES), fc.integer({ min: -60, max: 60 }), fc.integer({ min: 1, max: 30 }), (status, from, nights) => {
        const b = stay(status, from, nights);
        expect(isOnTab('all', b, today)).toBe(true);
        const groups = [isOnTab('completed', b, today), isOnTab('cancelled', b, today), isOnTab('upcoming', b, today) || isOnTab('current', b, today)];
        const expectedGroups = status === 'CONFIRMED' ? (b.checkOut > today ? 1 : 0) : 1;
        expect(groups.filter(Boolean)).toHaveLength(expectedGroups);
      }),
      { numRuns: 400 },
    );
  });

  it('orders what comes next first on upcoming and current, the most recent first elsewhere', () => {
    expect(bookingTabCriteria('upcoming', today).order).toBe('checkInAsc');
    expect(bookingTabCriteria('current', today).order).toBe('checkInAsc');
    for (const t of ['completed', 'cancelled', 'all'] as const) expect(bookingTabCriteria(t, today).order).toBe('checkInDesc');
  });
});
