import { addDays } from '../../../shared/domain/availability/dates';
import type { CalendarEvent } from '../../../shared/schemas/availability';

// The arithmetic of the month grid on yyyy-MM-dd strings (UTC, like the server's days): which
// months are shown, the weeks of a month from Monday, and which events hold a day's night.

/** How many months the page shows at once. */
export const VISIBLE_MONTHS = 3;

/** yyyy-MM of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const firstDayOf = (month: string) => `${month}-01`;
export const lastDayOf = (month: string) => addDays(firstDayOf(addMonths(month, 1)), -1);

/** The days the visible months cover: the first of the first month to the last of the last. */
export function visibleRange(firstMonth: string, count = VISIBLE_MONTHS) {
  return { dateFrom: firstDayOf(firstMonth), dateTo: lastDayOf(addMonths(firstMonth, count - 1)) };
}

/** 0 = Monday … 6 = Sunday. */
const weekdayFromMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The weeks of a month, Monday first; days of the months around it fill the first and last week. */
export function weeksOf(month: string): string[][] {
  const start = addDays(firstDayOf(month), -weekdayFromMonday(firstDayOf(month)));
  const last = lastDayOf(month);
  const weeks: string[][] = [];
  for (let monday = start; monday <= last; monday = addDays(monday, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  return weeks;
}

/** Monday to Sunday of any week (a Monday in UTC: 2024-01-01), for the weekday headers. */
export const WEEK_DAYS = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i));

/** The events whose stay holds the night of the day (check-out is exclusive: that day is free). */
export function eventsOnNight(events: readonly CalendarEvent[], day: string): CalendarEvent[] {
  return events.filter((e) => e.dateFrom <= day && day < e.dateTo);
}

/**
 * The events holding each night of a month, by day (as eventsOnNight of every day, in the
 * events' order), built in one pass over the stays' nights instead of every event per day.
 */
export function eventsByNight(events: readonly CalendarEvent[], month: string): Map<string, CalendarEvent[]> {
  const first = firstDayOf(month);
  const end = firstDayOf(addMonths(month, 1));
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    if (event.dateTo <= first || event.dateFrom >= end) continue;
    const stop = event.dateTo < end ? event.dateTo : end;
    for (let day = event.dateFrom > first ? event.dateFrom : first; day < stop; day = addDays(day, 1)) {
      const list = byDay.get(day);
      if (list) list.push(event);
      else byDay.set(day, [event]);
    }
  }
  return byDay;
}

/**
 * Whether an event's label is written on this day: on its first night, and again at the start of
 * each week row and month, so every row the bar crosses says whose it is.
 */
export function labelsOn(event: CalendarEvent, day: string): boolean {
  return day === event.dateFrom || weekdayFromMonday(day) === 0 || day.endsWith('-01');
}
