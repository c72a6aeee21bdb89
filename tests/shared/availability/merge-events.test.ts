import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../../src/shared/domain/availability/dates';
import { mergeCalendarEvents } from '../../../src/shared/domain/availability/merge-events';
import { dayStates, markingState, sharesNight } from '../../../src/shared/domain/availability/day-states';
import { nightsOf, normaliseNights } from '../../../src/shared/domain/availability/nights';
import type { CalendarEvent } from '../../../src/shared/schemas/availability';

const BASE = '2027-06-01';
const event = (id: string, from: number, to: number, source: CalendarEvent['source'] = 'booking', overlapsBooking = false): CalendarEvent => ({
  id,
  dateFrom: addDays(BASE, from),
  dateTo: addDays(BASE, to),
  source,
  booking: null,
  bookingRequest: null,
  inquiry: null,
  external: source === 'external',
  externalName: null,
  label: null,
  overlapsBooking,
  children: [],
});
const eventsArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom('booking', 'manual', 'external' as const)), { maxLength: 12 })
  .map((xs) => xs.map(([start, len, source], i) => event(`e${i}`, start, start + len, source as CalendarEvent['source'])));
const flat = (events: CalendarEvent[]) => events.flatMap((e) => (e.children.length ? e.children : [e]));
const nights = (events: CalendarEvent[]) => new Set(nightsOf(events.map((e) => ({ from: e.dateFrom, to: e.dateTo }))));

describe('calendar merging', () => {
  it('merged events never overlap or touch, and are sorted', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const merged = mergeCalendarEvents(events);
        merged.forEach((e, i) => i > 0 && expect(merged[i - 1].dateTo < e.dateFrom).toBe(true));
      }),
    );
  });

  it('every input event appears exactly once, itself or as a child, and the nights are unchanged', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const merged = mergeCalendarEvents(events);
        expect(flat(merged).map((e) => e.id).sort()).toEqual(events.map((e) => e.id).sort());
        expect(nights(merged)).toEqual(nights(events));
        for (const m of merged) {
          expect(m.children.length === 0 || m.children.length >= 2).toBe(true);
          if (m.children.length) {
            expect(m.source).toBe('multi');
            for (const c of m.children) expect(c.dateFrom >= m.dateFrom && c.dateTo <= m.dateTo).toBe(true);
          }
        }
      }),
    );
  });

  it('touching events merge (check-out day = next check-in); a day apart they do not', () => {
    const merged = mergeCalendarEvents([event('b', 3, 5, 'manual'), event('a', 0, 3), event('c', 6, 8, 'external', true)]);
    expect(merged.map((e) => [e.source, e.dateFrom, e.dateTo])).toEqual([
      ['multi', addDays(BASE, 0), addDays(BASE, 5)],
      ['external', addDays(BASE, 6), addDays(BASE, 8)],
    ]);
    expect(merged[0].id).toBe('multi:a+b');
    expect(merged[0].children.map((c) => c.id)).toEqual(['a', 'b']);
    expect(merged[0].overlapsBooking).toBe(false);
    expect(mergeCalendarEvents([event('x', 0, 2), event('y', 1, 3, 'external', true)])[0]).toMatchObject({ overlapsBooking: true, external: false });
  });
});

describe('day states and marking', () => {
  it('a day is blocked when a range holds its night; the check-out day is not', () => {
    const states = dayStates([{ from: addDays(BASE, 1), to: addDays(BASE, 3) }], BASE, addDays(BASE, 3));
    expect(states.map((s) => s.state)).toEqual(['available', 'blocked', 'blocked', 'available']);
  });

  it('agrees with the nights of the events', () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const taken = nights(events);
        const ranges = events.map((e) => ({ from: e.dateFrom, to: e.dateTo }));
        for (const { date, state } of dayStates(ranges, BASE, addDays(BASE, 50))) expect(state === 'blocked').toBe(taken.has(date));
      }),
    );
  });

  it('a range is blocked when every day is, available when none is, mixed otherwise', () => {
    expect(markingState(['blocked', 'blocked'])).toBe('blocked');
    expect(markingState(['available', 'available'])).toBe('available');
    expect(markingState(['available', 'blocked'])).toBe('mixed');
    expect(markingState([])).toBe('available');
  });

  it('sharesNight finds any overlap with normalised ranges', () => {
    fc.assert(
      fc.property(eventsArb, fc.integer({ min: 0, max: 45 }), fc.integer({ min: 1, max: 5 }), (events, start, len) => {
        const ranges = normaliseNights(events.map((e) => ({ from: e.dateFrom, to: e.dateTo })));
        const probe = { from: addDays(BASE, start), to: addDays(BASE, start + len) };
        const taken = nights(events);
        expect(sharesNight(ranges, probe)).toBe(nightsOf([probe]).some((n) => taken.has(n)));
      }),
    );
  });
});
