// A recurring season is a span of days of the year (HC §5: compared by month and day). The API
// still takes dates, so the span is written in a reference year: the last day falls in the next
// year when the span crosses New Year (20 Dec - 6 Jan). February has 28 days here: a yearly
// season cannot start or end on a day most years do not have.

export interface MonthDay {
  /** 1-12, or null while not chosen. */
  month: number | null;
  day: number | null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
export const daysInMonth = (month: number) => DAYS_IN_MONTH[month - 1];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd', or a part of one ('2026-07-', '2026--05'), back to month and day. */
export function monthDayOf(date: string): MonthDay {
  const [, m, d] = date.split('-');
  const month = Number(m) || null;
  const day = Number(d) || null;
  return { month, day };
}

export const yearOf = (date: string) => Number(date.slice(0, 4)) || new Date().getFullYear();

/** A month-day in a year; partly chosen gives a partial text the date check refuses. */
const dateIn = (year: number, md: MonthDay) => (md.month == null && md.day == null ? '' : `${year}-${md.month ? pad(md.month) : ''}-${md.day ? pad(md.day) : ''}`);

export function recurringDates(from: MonthDay, to: MonthDay, year: number): { dateFrom: string; dateTo: string } {
  const complete = (md: MonthDay) => md.month != null && md.day != null;
  const crossesNewYear = complete(from) && complete(to) && (to.month! < from.month! || (to.month === from.month && to.day! < from.day!));
  return { dateFrom: dateIn(year, from), dateTo: dateIn(crossesNewYear ? year + 1 : year, to) };
}
