// Calendar day arithmetic on yyyy-MM-dd strings, in UTC so no time zone shifts a day.
// Strings of this form sort like the dates they name, so comparisons use < and <=.

const DAY_MS = 86_400_000;

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** Every day from first to last, both included. */
export function eachDay(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Today in UTC: the server's notion of "the past" does not depend on where it runs. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** Nights [from, to) (to exclusive, a check-out) as days [dateFrom, dateTo] (both included). */
export const nightsToDays = (r: { from: string; to: string }) => ({ dateFrom: r.from, dateTo: addDays(r.to, -1) });

/** Days [dateFrom, dateTo] (both included) as nights [from, to). */
export const daysToNights = (r: { dateFrom: string; dateTo: string }) => ({ from: r.dateFrom, to: addDays(r.dateTo, 1) });
