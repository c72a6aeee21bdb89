import type { CalendarEvent } from '../../schemas/availability';

// HC §4 Calendar merging: events that overlap or touch (one's check-out is the other's check-in)
// become one multi event holding them as children, so the calendar draws one bar per stretch.
// Events are stays [dateFrom, dateTo): dateTo is the check-out day.

const byStart = (a: CalendarEvent, b: CalendarEvent) =>
  a.dateFrom < b.dateFrom ? -1 : a.dateFrom > b.dateFrom ? 1 : a.dateTo < b.dateTo ? -1 : a.dateTo > b.dateTo ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A multi event's id is made of its children's, so the same stretch keeps its id between answers. */
export const multiEventId = (children: readonly CalendarEvent[]) => `multi:${children.map((c) => c.id).join('+')}`;

function multiOf(children: CalendarEvent[]): CalendarEvent {
  let dateTo = children[0].dateTo;
  for (const c of children) if (c.dateTo > dateTo) dateTo = c.dateTo;
  return {
    id: multiEventId(children),
    dateFrom: children[0].dateFrom,
    dateTo,
    source: 'multi',
    booking: null,
    bookingRequest: null,
    inquiry: null,
    external: children.every((c) => c.external),
    externalName: null,
    label: null,
    overlapsBooking: children.some((c) => c.overlapsBooking),
    children,
  };
}

/** Sorted by check-in; a lone event stays as it is, a group of two or more becomes a multi event. */
export function mergeCalendarEvents(events: readonly CalendarEvent[]): CalendarEvent[] {
  const sorted = [...events].sort(byStart);
  const out: CalendarEvent[] = [];
  let group: CalendarEvent[] = [];
  let groupEnd = '';
  const flush = () => {
    if (group.length === 1) out.push(group[0]);
    else if (group.length > 1) out.push(multiOf(group));
    group = [];
  };
  for (const e of sorted) {
    // <= : touching (check-out day = next check-in) merges too.
    if (group.length && e.dateFrom <= groupEnd) {
      group.push(e);
      if (e.dateTo > groupEnd) groupEnd = e.dateTo;
    } else {
      flush();
      group = [e];
      groupEnd = e.dateTo;
    }
  }
  flush();
  return out;
}
