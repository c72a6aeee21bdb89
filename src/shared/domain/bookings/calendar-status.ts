import type { BookingStatus, InquiryStatus, RequestStatus } from './statuses';

// The booking status values on the calendar (HC §4): one upper-case list for the stays
// of every kind, so the calendar names a booking, a booking request and an inquiry alike. Inquiry
// statuses are the list itself; a booking or a request takes the value that says the same thing.
// A cancelled booking or inquiry frees its dates and has no value on the calendar.

export const CALENDAR_STAY_STATUSES = [
  'REQUESTED',
  'ACTION_NEEDED',
  'CONFIRMED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
  'EXPIRED_CHECKOUT',
  'REJECTED',
] as const;
export type CalendarStayStatus = (typeof CALENDAR_STAY_STATUSES)[number];

export type StayStatus = { kind: 'booking'; status: BookingStatus } | { kind: 'request'; status: RequestStatus } | { kind: 'inquiry'; status: InquiryStatus };

const OF_BOOKING: Record<BookingStatus, CalendarStayStatus | null> = {
  CONFIRMED: 'CONFIRMED',
  // The stay is over and no review is being collected: its check-out has passed.
  COMPLETED: 'EXPIRED_CHECKOUT',
  IN_REVIEW_COLLECTION: 'IN_REVIEW_COLLECTION',
  REVIEW_COLLECTED: 'REVIEW_COLLECTED',
  NO_REVIEW_COLLECTED: 'NO_REVIEW_COLLECTED',
  CANCELLED: null,
};

const OF_REQUEST: Record<RequestStatus, CalendarStayStatus> = {
  REQUESTED: 'REQUESTED',
  CONFIRMED: 'CONFIRMED',
  REJECTED: 'REJECTED',
  // Not answered in time: the guest's request was not accepted, as if turned down.
  EXPIRED: 'REJECTED',
};

export function calendarStayStatus(stay: StayStatus): CalendarStayStatus | null {
  switch (stay.kind) {
    case 'booking':
      return OF_BOOKING[stay.status];
    case 'request':
      return OF_REQUEST[stay.status];
    case 'inquiry':
      // A cancelled inquiry, like a cancelled booking, frees its dates.
      return stay.status === 'cancelled' ? null : (stay.status.toUpperCase() as CalendarStayStatus);
  }
}
