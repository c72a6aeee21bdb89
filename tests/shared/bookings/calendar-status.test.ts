import { describe, expect, it } from 'vitest';
import { CALENDAR_STAY_STATUSES, calendarStayStatus } from '../../../src/shared/domain/bookings/calendar-status';
import { BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../../../src/shared/domain/bookings/statuses';

describe('booking status values on the calendar (HC §4)', () => {
  it('lists the eight values of the spec', () => {
    expect(CALENDAR_STAY_STATUSES).toEqual(['REQUESTED', 'ACTION_NEEDED', 'CONFIRMED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED', 'EXPIRED_CHECKOUT', 'REJECTED']);
  });

  it('gives every inquiry status its upper-case calendar value; a cancelled inquiry, like a cancelled booking, has none', () => {
    const values = INQUIRY_STATUSES.map((status) => calendarStayStatus({ kind: 'inquiry', status }));
    expect(values.filter((v) => v !== null)).toEqual([...CALENDAR_STAY_STATUSES]);
    expect(calendarStayStatus({ kind: 'inquiry', status: 'cancelled' })).toBeNull();
  });

  it('maps booking and request statuses; a cancelled booking has none', () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((status) => [status, calendarStayStatus({ kind: 'booking', status })]))).toEqual({
      CONFIRMED: 'CONFIRMED',
      CANCELLED: null,
      COMPLETED: 'EXPIRED_CHECKOUT',
      IN_REVIEW_COLLECTION: 'IN_REVIEW_COLLECTION',
      REVIEW_COLLECTED: 'REVIEW_COLLECTED',
      NO_REVIEW_COLLECTED: 'NO_REVIEW_COLLECTED',
    });
    expect(Object.fromEntries(REQUEST_STATUSES.map((status) => [status, calendarStayStatus({ kind: 'request', status })]))).toEqual({
      REQUESTED: 'REQUESTED',
      CONFIRMED: 'CONFIRMED',
      REJECTED: 'REJECTED',
      EXPIRED: 'REJECTED',
    });
  });
});
