import type { CalendarEvent, CalendarEventSource } from '../../../shared/schemas/availability';
import { addDays } from '../../../shared/domain/availability/dates';

// The closed-dates list shows each thing that holds days on its own row: a multi event of the
// calendar is opened into its children, and stays (check-out exclusive) become days, both ends
// included, as the host closed them.

export interface ClosedRow {
  id: string;
  /** First closed day. */
  dateFrom: string;
  /** Last closed day (the night before the check-out). */
  dateTo: string;
  source: Exclude<CalendarEventSource, 'multi'>;
  /** Booking, request or inquiry code. */
  code: string | null;
  label: string | null;
  externalName: string | null;
}

const flatten = (events: readonly CalendarEvent[]): CalendarEvent[] => events.flatMap((e) => (e.children.length ? flatten(e.children) : [e]));

/** The rows holding a day of [firstDay, lastDay], by first day; only manual rows can be opened again. */
export function closedRows(events: readonly CalendarEvent[], days: { dateFrom: string; dateTo: string }): ClosedRow[] {
  // The calendar also answers stays that only check out on the first day: they hold none of it.
  return flatten(events)
    .filter((e) => e.source !== 'multi' && e.dateFrom <= days.dateTo && e.dateTo > days.dateFrom)
    .map((e) => ({
      id: e.id,
      dateFrom: e.dateFrom,
      dateTo: addDays(e.dateTo, -1),
      source: e.source as ClosedRow['source'],
      code: e.booking ?? e.bookingRequest ?? e.inquiry,
      label: e.label,
      externalName: e.externalName,
    }))
    .sort((a, b) => (a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : 0));
}
