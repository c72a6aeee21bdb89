import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CalendarEvent, CalendarEventSource } from '../../../src/shared/schemas/availability';
import { CALENDAR_EVENT_SOURCES } from '../../../src/shared/schemas/availability';
import { addDays } from '../../../src/shared/domain/availability/dates';
import { mergeCalendarEvents } from '../../../src/shared/domain/availability/merge-events';
import {
  BOTTOM_SHEET_HEADER_HEIGHT,
  BOTTOM_SHEET_HEIGHTS,
  RANGE_SIDEBARS,
  eventsInRange,
  routeSidebar,
  sidebarForRange,
  upcomingBookingsWindow,
} from '../../../src/shared/domain/calendar/sidebar-routing';

let n = 0;
const event = (source: CalendarEventSource, dateFrom: string, dateTo: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: `${source}:${++n}`,
  dateFrom,
  dateTo,
  source,
  booking: source === 'booking' ? `b-${n}` : null,
  bookingRequest: source === 'booking_request' ? `r-${n}` : null,
  inquiry: source.startsWith('inquiry') ? `i-${n}` : null,
  external: source === 'external',
  externalName: source === 'external' ? 'Airbnb' : null,
  label: null,
  overlapsBooking: false,
  children: [],
  ...extra,
});

// Marked range: days 10 to 12 of December (both included).
const FROM = '2026-12-10';
const TO = '2026-12-12';

describe('eventsInRange: a stay touches day d when dateFrom <= d < dateTo', () => {
  it('keeps stays with a night in the range and drops the one checking out on its first day', () => {
    const checksOutOnFrom = event('booking', '2026-12-07', FROM);
    const checksInOnTo = event('booking', TO, '2026-12-15');
    const around = event('manual', '2026-12-01', '2026-12-31');
    const after = event('booking', '2026-12-13', '2026-12-14');
    expect(eventsInRange([checksOutOnFrom, checksInOnTo, around, after], FROM, TO)).toEqual([checksInOnTo, around]);
  });

  it('takes the ends in either order, and one day as a range', () => {
    const e = event('booking', '2026-12-11', '2026-12-12');
    expect(eventsInRange([e], TO, FROM)).toEqual([e]);
    expect(eventsInRange([e], '2026-12-11', '2026-12-11')).toEqual([e]);
    expect(eventsInRange([e], '2026-12-12', '2026-12-12')).toEqual([]);
  });
});

describe('the sidebar of a marked range (HC §4)', () => {
  it('no event: price and availability; a blocked range alone too (to unblock it)', () => {
    expect(sidebarForRange([], FROM, TO)).toBe('price-and-availability');
    expect(sidebarForRange([event('booking', '2026-12-01', '2026-12-03')], FROM, TO)).toBe('price-and-availability');
    expect(sidebarForRange([event('manual', FROM, '2026-12-20')], FROM, TO)).toBe('price-and-availability');
  });

  it('exactly one event: its details by source (a confirmed inquiry counts as an inquiry)', () => {
    expect(sidebarForRange([event('booking', FROM, TO)], FROM, TO)).toBe('booking-details');
    expect(sidebarForRange([event('booking_request', FROM, TO)], FROM, TO)).toBe('booking-request-details');
    expect(sidebarForRange([event('inquiry_confirmed', FROM, TO)], FROM, TO)).toBe('inquiry-details');
    expect(sidebarForRange([event('inquiry', FROM, TO)], FROM, TO)).toBe('inquiry-details');
  });

  it('a booking overlapping a manual block: overlapping-event details (touching the block is not overlapping)', () => {
    const booking = event('booking', '2026-12-09', '2026-12-12');
    expect(sidebarForRange([booking, event('manual', '2026-12-11', '2026-12-14')], FROM, TO)).toBe('overlapping-event-details');
    expect(sidebarForRange([booking, event('manual', '2026-12-12', '2026-12-14')], FROM, TO)).toBe('booking-details');
  });

  it('a multi event (as the engine merges them): overlapping-event details', () => {
    const merged = mergeCalendarEvents([event('booking', '2026-12-09', '2026-12-11'), event('manual', '2026-12-11', '2026-12-13')]);
    expect(merged).toHaveLength(1);
    expect(merged[0].source).toBe('multi');
    expect(sidebarForRange(merged, FROM, TO)).toBe('overlapping-event-details');
  });

  it('an external event: event details', () => {
    expect(sidebarForRange([event('external', FROM, TO)], FROM, TO)).toBe('event-details');
  });

  it('several events: the selected-bookings list', () => {
    expect(sidebarForRange([event('booking', '2026-12-09', '2026-12-11'), event('booking', '2026-12-11', '2026-12-14')], FROM, TO)).toBe('selected-bookings');
    expect(sidebarForRange([event('booking', FROM, '2026-12-11'), event('external', '2026-12-12', '2026-12-13')], FROM, TO)).toBe('selected-bookings');
  });
});

describe('HC §9 constants', () => {
  it('bottom-sheet heights per sidebar and the header strip', () => {
    expect(BOTTOM_SHEET_HEIGHTS).toEqual({
      'price-and-availability': 305,
      'booking-details': 305,
      'booking-request-details': 305,
      'inquiry-details': 305,
      'overlapping-event-details': 384,
      'event-details': 219,
      'selected-bookings': 384,
    });
    expect(BOTTOM_SHEET_HEADER_HEIGHT).toBe(51);
    expect(Object.keys(BOTTOM_SHEET_HEIGHTS).sort()).toEqual([...RANGE_SIDEBARS].sort());
  });

  it('upcoming bookings look 30 days ahead: the start plus 29 days, across a month end', () => {
    expect(upcomingBookingsWindow('2026-12-15')).toEqual({ dateFrom: '2026-12-15', dateTo: '2027-01-13' });
    expect(upcomingBookingsWindow('2027-02-01')).toEqual({ dateFrom: '2027-02-01', dateTo: '2027-03-02' });
  });
});

describe('routing properties', () => {
  const BASE = '2026-12-01';
  const day = fc.integer({ min: 0, max: 40 }).map((i) => addDays(BASE, i));
  const leaf = fc
    .record({ source: fc.constantFrom(...CALENDAR_EVENT_SOURCES.filter((s) => s !== 'multi')), start: fc.integer({ min: 0, max: 40 }), nights: fc.integer({ min: 1, max: 10 }) })
    .map(({ source, start, nights }) => event(source, addDays(BASE, start), addDays(BASE, start + nights)));
  // Raw events, and the same merged the way the engine answers them (multi events included).
  const eventList = fc.oneof(fc.array(leaf, { maxLength: 6 }), fc.array(leaf, { maxLength: 6 }).map(mergeCalendarEvents));

  it('always answers one of the known sidebars', () => {
    fc.assert(
      fc.property(eventList, day, day, (events, a, b) => {
        expect(RANGE_SIDEBARS).toContain(sidebarForRange(events, a, b));
      }),
    );
  });

  it('depends only on the events touching the range: others added, removed or reordered change nothing', () => {
    fc.assert(
      fc.property(eventList, eventList, day, day, (events, others, a, b) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const outside = others.filter((e) => e.dateTo <= first || e.dateFrom > last);
        const answer = sidebarForRange(events, a, b);
        expect(routeSidebar(eventsInRange(events, a, b))).toBe(answer);
        expect(sidebarForRange([...outside, ...events].reverse(), a, b)).toBe(answer);
        expect(sidebarForRange(eventsInRange(events, a, b), b, a)).toBe(answer);
      }),
    );
  });
});
