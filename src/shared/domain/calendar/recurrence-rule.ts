// Repeat rules (RFC 5545 RRULE) that name only dates which do not exist, such as the 30th of
// February or the 31st of April. Such a rule never yields an occurrence, and a rule iterator asked
// for the next one steps through time for ever. Pure, so the calendar import refuses the rule
// before any iterator runs, and the tests can name every case.

/** The parts of a rule that choose dates; each as the rule lists them (BYMONTH=2,4 -> [2, 4]). */
export interface RecurrenceDateParts {
  byMonth?: readonly number[];
  byMonthDay?: readonly number[];
  byYearDay?: readonly number[];
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The longest each month can be (February in a leap year). */
const MONTH_MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const listOf = (names: string[]) => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** A month day (1..31 or -31..-1, counted from the month's end) that some year's month `month` has. */
const monthHasDay = (month: number, day: number) => Math.abs(day) <= MONTH_MAX_DAYS[month - 1]!;

/** The month (1..12) that day `yearDay` (1..366, or -366..-1 from the year's end) falls in, in a year of `length` days. */
function monthOfYearDay(yearDay: number, length: 365 | 366): number | undefined {
  const dayIndex = yearDay > 0 ? yearDay - 1 : length + yearDay;
  if (dayIndex < 0 || dayIndex >= length) return undefined;
  let start = 0;
  for (let month = 1; month <= 12; month++) {
    const days = month === 2 ? (length === 366 ? 29 : 28) : MONTH_MAX_DAYS[month - 1]!;
    if (dayIndex < start + days) return month;
    start += days;
  }
  return undefined;
}

/**
 * Why the rule can never yield a date, in words that complete "the rule can never occur: ...";
 * undefined when some year has a date it names. Out-of-range values are reasons too (a month 13,
 * a day 32), since they name no date either.
 */
export function neverOccursReason(parts: RecurrenceDateParts): string | undefined {
  const months = parts.byMonth ?? [];
  const badMonth = months.find((m) => !Number.isInteger(m) || m < 1 || m > 12);
  if (badMonth !== undefined) return `BYMONTH ${badMonth} is not a month (1 to 12)`;
  const badDay = (parts.byMonthDay ?? []).find((d) => !Number.isInteger(d) || d === 0 || Math.abs(d) > 31);
  if (badDay !== undefined) return `BYMONTHDAY ${badDay} is not a day of a month (1 to 31, or -1 to -31)`;
  const badYearDay = (parts.byYearDay ?? []).find((d) => !Number.isInteger(d) || d === 0 || Math.abs(d) > 366);
  if (badYearDay !== undefined) return `BYYEARDAY ${badYearDay} is not a day of a year (1 to 366, or -1 to -366)`;
  if (months.length === 0) return undefined;

  const monthNames = listOf(months.map((m) => MONTH_NAMES[m - 1]!));
  const monthDays = parts.byMonthDay ?? [];
  if (monthDays.length > 0 && !months.some((m) => monthDays.some((d) => monthHasDay(m, d)))) {
    return `${monthNames} ${months.length === 1 ? 'has' : 'have'} no day ${listOf(monthDays.map(String))}`;
  }
  const yearDays = parts.byYearDay ?? [];
  const yearDayMonths = yearDays.flatMap((d) => [monthOfYearDay(d, 365), monthOfYearDay(d, 366)]);
  if (yearDays.length > 0 && !yearDayMonths.some((m) => m !== undefined && months.includes(m))) {
    return `day ${listOf(yearDays.map(String))} of the year never falls in ${monthNames}`;
  }
  return undefined;
}
