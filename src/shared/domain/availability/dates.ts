// Calendar day arithmetic on yyyy-MM-dd strings, in UTC so no time zone shifts a day.
// Strings of this form sort like the dates they name, so comparisons use < and <=.

const DAY_MS = 86_400_000;

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

const PLAIN_DAY = /^\d{4}-\d\d-\d\d$/;

/**
 * The day after `date`: addDays(date, 1) without a Date, parsing and formatting (~10 times
 * faster). Loops over every day of a year (calendar days, price list) run it once per day on
 * every request. Anything but a plain valid day goes through addDays, so the answer is the same.
 */
export function nextDay(date: string): string {
  if (!PLAIN_DAY.test(date)) return addDays(date, 1);
  const d = Number(date.slice(8, 10));
  const m = Number(date.slice(5, 7));
  if (d < 1 || m < 1 || m > 12) return addDays(date, 1);
  if (d < 28) return `${date.slice(0, 8)}${d < 9 ? '0' : ''}${d + 1}`;
  const y = Number(date.slice(0, 4));
  const monthDays = m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d < monthDays) return `${date.slice(0, 8)}${d + 1}`;
  if (d > monthDays) return addDays(date, 1);
  if (m < 12) return `${date.slice(0, 5)}${m < 9 ? '0' : ''}${m + 1}-01`;
  return y < 9999 ? `${String(y + 1).padStart(4, '0')}-01-01` : addDays(date, 1);
}

/** Whole days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Every day from first to last, both included. */
export function eachDay(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = nextDay(d)) out.push(d);
  return out;
}

/** Today in UTC: the server's notion of "the past" does not depend on where it runs. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Nights [from, to) (to exclusive, a check-out) as days [dateFrom, dateTo] (both included). */
export const nightsToDays = (r: { from: string; to: string }) => ({ dateFrom: r.from, dateTo: addDays(r.to, -1) });

/** Days [dateFrom, dateTo] (both included) as nights [from, to). */
export const daysToNights = (r: { dateFrom: string; dateTo: string }) => ({ from: r.dateFrom, to: addDays(r.dateTo, 1) });
