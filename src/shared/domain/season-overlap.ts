// Season overlap (HC §5): two seasons conflict when their date ranges overlap;
// recurring seasons are compared by month and day. Dates are yyyy-MM-dd and both ends count.

export interface SeasonRange {
  dateFrom: string;
  dateTo: string;
  recurrence: 'one-time' | 'recurring';
}

const monthDay = (d: string) => d.slice(5); // 'MM-dd' sorts like the calendar

/** Month-day intervals a range covers within one calendar year (a range over New Year is split). */
function yearlyIntervals(s: SeasonRange): [string, string][] {
  const from = monthDay(s.dateFrom);
  const to = monthDay(s.dateTo);
  // A one-time season of a year or longer covers every day.
  const days = (Date.parse(s.dateTo) - Date.parse(s.dateFrom)) / 86_400_000;
  if (days >= 365) return [['01-01', '12-31']];
  return from <= to ? [[from, to]] : [[from, '12-31'], ['01-01', to]];
}

export function seasonsOverlap(a: SeasonRange, b: SeasonRange): boolean {
  if (a.recurrence === 'one-time' && b.recurrence === 'one-time') return a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
  return yearlyIntervals(a).some(([af, at]) => yearlyIntervals(b).some(([bf, bt]) => af <= bt && bf <= at));
}

/** Index pairs of every conflicting pair, so a 400 can name each season involved. */
export function overlappingSeasons(seasons: readonly SeasonRange[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < seasons.length; i++) for (let j = i + 1; j < seasons.length; j++) if (seasonsOverlap(seasons[i], seasons[j])) pairs.push([i, j]);
  return pairs;
}

/** Whether the season prices the night of `date` (yyyy-MM-dd). */
export function seasonCovers(s: SeasonRange, date: string): boolean {
  return seasonCoverage(s)(date);
}

/** seasonCovers of one season for many dates: its yearly intervals worked out once (a price list asks 365 days). */
export function seasonCoverage(s: SeasonRange): (date: string) => boolean {
  if (s.recurrence === 'one-time') return (date) => s.dateFrom <= date && date <= s.dateTo;
  const intervals = yearlyIntervals(s);
  return (date) => {
    const md = monthDay(date);
    return intervals.some(([from, to]) => from <= md && md <= to);
  };
}
