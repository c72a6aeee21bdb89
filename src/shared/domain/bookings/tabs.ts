import type { BookingStatus } from './statuses';

// The tabs of /bookings/{tab} (HC §2 Bookings) and what each lists. "today" is the
// host's calendar day (yyyy-MM-dd); stays are nights [checkIn, checkOut).

export const BOOKING_LIST_TABS = ['upcoming', 'current', 'completed', 'cancelled', 'all'] as const;
export type BookingListTab = (typeof BOOKING_LIST_TABS)[number];

export interface BookingTabCriteria {
  statuses: readonly BookingStatus[] | 'any';
  /** Check-in on or after this day. */
  checkInFrom?: string;
  /** Check-in on or before this day. */
  checkInTo?: string;
  /** Check-out after this day. */
  checkOutAfter?: string;
  /** Sorted by check-in ascending (what comes next first) or descending (most recent first). */
  order: 'checkInAsc' | 'checkInDesc';
}

const DONE: readonly BookingStatus[] = ['COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'];

export function bookingTabCriteria(tab: BookingListTab, today: string): BookingTabCriteria {
  switch (tab) {
    case 'upcoming':
      return { statuses: ['CONFIRMED'], checkInFrom: today, order: 'checkInAsc' };
    case 'current':
      return { statuses: ['CONFIRMED'], checkInTo: today, checkOutAfter: today, order: 'checkInAsc' };
    case 'completed':
      return { statuses: DONE, order: 'checkInDesc' };
    case 'cancelled':
      return { statuses: ['CANCELLED'], order: 'checkInDesc' };
    case 'all':
      return { statuses: 'any', order: 'checkInDesc' };
  }
}

/** Does a booking belong on a tab? The same rule as the server's query, for tests and the browser. */
export function isOnTab(tab: BookingListTab, booking: { status: BookingStatus; checkIn: string; checkOut: string }, today: string): boolean {
  const c = bookingTabCriteria(tab, today);
  if (c.statuses !== 'any' && !c.statuses.includes(booking.status)) return false;
  if (c.checkInFrom && booking.checkIn < c.checkInFrom) return false;
  if (c.checkInTo && booking.checkIn > c.checkInTo) return false;
  if (c.checkOutAfter && !(booking.checkOut > c.checkOutAfter)) return false;
  return true;
}
