import type { CalendarEvent } from '../../../src/shared/schemas/availability';

/** A calendar event as the server answers it: only what a test names differs from a plain stay. */
export const calendarEvent = (over: Partial<CalendarEvent> & Pick<CalendarEvent, 'id' | 'dateFrom' | 'dateTo' | 'source'>): CalendarEvent => ({
  booking: null,
  bookingRequest: null,
  inquiry: null,
  external: false,
  externalName: null,
  label: null,
  overlapsBooking: false,
  children: [],
  ...over,
});
