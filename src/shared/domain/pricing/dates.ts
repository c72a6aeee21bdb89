// Calendar arithmetic on yyyy-MM-dd strings, in UTC so a day never depends on the viewer's zone.
import { nextDay } from '../availability/dates';

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const addDays = (iso: string, n: number) => new Date(ms(iso) + n * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS);

/** 0 is Sunday, as Date.getDay() and the price configuration's checkInDays count. */
export const weekdayOf = (iso: string) => new Date(ms(iso)).getUTCDay();

/** Every date in [from, to) — the nights of a stay from check-in to check-out. */
export function datesFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d < to; d = nextDay(d)) out.push(d);
  return out;
}

/** Today's date in UTC; the server and tests pass "today" explicitly everywhere else. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
