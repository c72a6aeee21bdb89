import type { CalendarEvent } from '../../src/shared/schemas/availability';
import type { CalendarSelectionEvent } from './calendar-selection.machine';

// Payloads for walking the calendar-selection machine. Two days, clicked in either order (the
// second click before the first swaps them); Edit with no event in the range, with a booking and with a booking
// request on the first day (so the routed sidebar differs by range and by event); one sidebar to open, and the
// booking a confirmed request's details give way to (the one replace on the screen).
export const FIRST_DAY = '2026-12-05';
export const LATER_DAY = '2026-12-10';

export const bookingOnFirstDay: CalendarEvent = {
  id: 'booking:b-1',
  dateFrom: '2026-12-04',
  dateTo: '2026-12-06',
  source: 'booking',
  booking: 'b-1',
  bookingRequest: null,
  inquiry: null,
  external: false,
  externalName: null,
  label: 'Jane Guest',
  overlapsBooking: false,
  children: [],
};

/** A guest's booking request on the first day: Edit opens its details, where the host confirms it. */
export const requestOnFirstDay: CalendarEvent = {
  ...bookingOnFirstDay,
  id: 'booking_request:r-1',
  source: 'booking_request',
  booking: null,
  bookingRequest: 'r-1',
  label: 'Paula Weg',
};

export const calendarSelectionEvents = {
  'day.click': [
    { type: 'day.click', date: LATER_DAY },
    { type: 'day.click', date: FIRST_DAY },
  ],
  'footer.cancel': [{ type: 'footer.cancel' }],
  'footer.edit': [{ type: 'footer.edit' }, { type: 'footer.edit', events: [bookingOnFirstDay] }, { type: 'footer.edit', events: [requestOnFirstDay] }],
  'sidebar.open': [{ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-1' } }],
  'sidebar.replace': [{ type: 'sidebar.replace', sidebar: 'booking-details', payload: { bookingId: 'b-2' } }],
  'sidebar.close': [{ type: 'sidebar.close' }],
  'sidebar.closeAll': [{ type: 'sidebar.closeAll' }],
  'bottomSheet.close': [{ type: 'bottomSheet.close' }],
} satisfies { [K in CalendarSelectionEvent['type']]: Extract<CalendarSelectionEvent, { type: K }>[] };

/** The machine invokes no actor. */
export const calendarSelectionActorOutcomes = [] as const;
