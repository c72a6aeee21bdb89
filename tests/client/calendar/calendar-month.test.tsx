// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { CalendarMonth } from '../../../src/client/features/calendar/calendar-month';
import fc from 'fast-check';
import { addMonths, eventsByNight, eventsOnNight, lastDayOf, visibleRange, weeksOf } from '../../../src/client/features/calendar/month-grid';
import { addDays, eachDay } from '../../../src/shared/domain/availability/dates';
import { calendarEvent } from '../support/calendar-event';
import { scopeTexts } from '../support/step-form';

// The month grid's arithmetic, and one month in the host's locale (German here): Monday first,
// prices in euros the German way, a day outside the month carries nothing.

afterEach(cleanup);

describe('month grid arithmetic', () => {
  it('moves months across years and names the visible range', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(visibleRange('2026-11')).toEqual({ dateFrom: '2026-11-01', dateTo: '2027-01-31' });
  });

  it('weeks start on Monday and fill the first and last week from the months around', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    const weeks = weeksOf('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks[5]![0]).toBe('2026-11-30');
    expect(weeks[5]![6]).toBe('2026-12-06');
  });
});

describe('events by night', () => {
  it('gives every day of the month the same events, in the same order, as eventsOnNight (check-out exclusive, stays across month ends)', () => {
    const stay = fc.record({ start: fc.integer({ min: -40, max: 70 }), nights: fc.integer({ min: 1, max: 45 }) });
    fc.assert(
      fc.property(fc.array(stay, { maxLength: 30 }), fc.constantFrom('2026-02', '2026-03', '2028-02'), (stays, month) => {
        const events = stays.map((s, i) => {
          const dateFrom = addDays(`${month}-01`, s.start);
          return calendarEvent({ id: `e${i}`, dateFrom, dateTo: addDays(dateFrom, s.nights), source: 'booking' });
        });
        const byNight = eventsByNight(events, month);
        for (const day of eachDay(`${month}-01`, lastDayOf(month))) expect(byNight.get(day) ?? []).toEqual(eventsOnNight(events, day));
        // Nothing outside the month.
        expect([...byNight.keys()].every((day) => day.startsWith(month))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('one month in German', () => {
  it('shows German weekdays from Monday, the month title, prices in euros and the closed state', () => {
    const days = new Map([
      ['2026-11-02', { price: 120, state: 'available' as const }],
      ['2026-11-03', { price: 99.5, state: 'blocked' as const }],
    ]);
    render(
      <IntlProvider locale="de-DE" messages={scopeTexts(['app', 'calendar'], 'de-DE')}>
        <CalendarMonth month="2026-11" today="2026-11-02" days={days} events={[]} />
      </IntlProvider>,
    );
    const table = screen.getByRole('table', { name: 'November 2026' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const cell = (d: string) => table.querySelector<HTMLElement>(`td[data-date="${d}"]`)!;
    expect(cell('2026-11-02').textContent).toMatch(/120\s€/);
    expect(cell('2026-11-02').textContent).toContain('Montag, 2. November, heute');
    expect(cell('2026-11-03').textContent).toMatch(/99,50\s€/);
    expect(cell('2026-11-03').textContent).toContain('Geschlossen');
    expect(table.querySelector('td[data-date="2026-10-26"]')).toBeNull();
    expect(table.querySelectorAll('td.calendar-day--other')).toHaveLength(12);
  });

  it('shows days gone by as past, without their price or state; today and later keep theirs', () => {
    const days = new Map([
      ['2026-11-09', { price: 95, state: 'available' as const }],
      ['2026-11-10', { price: 95, state: 'blocked' as const }],
      ['2026-11-11', { price: 95, state: 'available' as const }],
    ]);
    render(
      <IntlProvider locale="de-DE" messages={scopeTexts(['app', 'calendar'], 'de-DE')}>
        <CalendarMonth month="2026-11" today="2026-11-11" days={days} events={[]} onDayClick={() => undefined} />
      </IntlProvider>,
    );
    const cell = (d: string) => document.querySelector<HTMLElement>(`td[data-date="${d}"]`)!;
    for (const past of ['2026-11-09', '2026-11-10']) {
      expect(cell(past).dataset.state).toBe('past');
      expect(cell(past).classList.contains('calendar-day--past')).toBe(true);
      expect(cell(past).textContent).not.toMatch(/95\s€|Verfügbar|Geschlossen/);
      expect(within(cell(past)).getByRole('button').getAttribute('aria-label')).toMatch(/, Vergangen$/);
    }
    expect(cell('2026-11-11').dataset.state).toBe('available');
    expect(cell('2026-11-11').textContent).toMatch(/95\s€/);
  });
});
