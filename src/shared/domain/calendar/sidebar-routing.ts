import type { CalendarEvent } from '../../schemas/availability';
import { addDays } from '../availability/dates';

// HC §4 Calendar sidebar routing and HC §9 calendar constants. Pure, so the
// calendar-selection machine, the view and the tests share one answer.
//
// Dates: a marked range names DAYS [from, to], both included; an event names a STAY
// [dateFrom, dateTo) with dateTo the check-out day (see src/shared/schemas/availability.ts).

/** The sidebars a marked range can open (HC §4). */
export const RANGE_SIDEBARS = [
  'price-and-availability',
  'inquiry-details',
  'booking-details',
  'booking-request-details',
  'overlapping-event-details',
  'event-details',
  'selected-bookings',
] as const;
export type RangeSidebar = (typeof RANGE_SIDEBARS)[number];

/** Every sidebar of the calendar: the range's, the default list, and the import (onboarding task). */
export const CALENDAR_SIDEBARS = [...RANGE_SIDEBARS, 'upcoming-bookings', 'calendar-import'] as const;
export type CalendarSidebar = (typeof CALENDAR_SIDEBARS)[number];

/** HC §9: bottom-sheet height in px of each range sidebar on mobile, below a header strip. */
export const BOTTOM_SHEET_HEIGHTS = {
  'price-and-availability': 305,
  'booking-details': 305,
  'booking-request-details': 305,
  'inquiry-details': 305,
  'overlapping-event-details': 384,
  'event-details': 219,
  'selected-bookings': 384,
} as const satisfies Record<RangeSidebar, number>;
export const BOTTOM_SHEET_HEADER_HEIGHT = 51;

/** HC §9: the upcoming-bookings sidebar looks 30 days ahead. */
export const UPCOMING_BOOKINGS_DAYS = 30;

/** Days [dateFrom, dateTo] (both included) of the upcoming-bookings list: the start plus 29 days. */
export const upcomingBookingsWindow = (start: string) => ({ dateFrom: start, dateTo: addDays(start, UPCOMING_BOOKINGS_DAYS - 1) });

/**
 * The events touching days [from, to] (both included, either order): a stay touches day d when
 * dateFrom <= d < dateTo, so a stay whose check-out is `from` does not touch the range.
 */
export function eventsInRange(events: readonly CalendarEvent[], from: string, to: string): CalendarEvent[] {
  const [first, last] = from <= to ? [from, to] : [to, from];
  return events.filter((e) => e.dateFrom <= last && e.dateTo > first);
}

// HC §4 Calendar merging: manual events are blocked days, everything else counts as a booking. A
// multi event made only of blocks (not produced by the engine, which keeps blocks apart) is a block.
const isBlock = (e: CalendarEvent) => e.source === 'manual' || (e.source === 'multi' && e.children.length > 0 && e.children.every(isBlock));
const shareNight = (a: CalendarEvent, b: CalendarEvent) => a.dateFrom < b.dateTo && b.dateFrom < a.dateTo;

/**
 * The sidebar for the events touching a marked range (HC §4). Blocks are not events of their
 * own here: a blocked range with nothing else opens price and availability (to unblock it).
 */
export function routeSidebar(touching: readonly CalendarEvent[]): RangeSidebar {
  const blocks = touching.filter(isBlock);
  const events = touching.filter((e) => !isBlock(e));
  if (events.length === 0) return 'price-and-availability';
  if (events.length > 1) return 'selected-bookings';
  const [event] = events;
  if (event.source === 'multi' || blocks.some((b) => shareNight(b, event))) return 'overlapping-event-details';
  if (event.source === 'external' || event.external) return 'event-details';
  switch (event.source) {
    case 'inquiry':
    case 'inquiry_confirmed':
      return 'inquiry-details';
    case 'booking':
      return 'booking-details';
    case 'booking_request':
      return 'booking-request-details';
    default:
      return 'selected-bookings';
  }
}

/** The sidebar a marked range of days [from, to] opens, given the calendar's events. */
export const sidebarForRange = (events: readonly CalendarEvent[], from: string, to: string): RangeSidebar => routeSidebar(eventsInRange(events, from, to));
