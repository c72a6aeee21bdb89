// Calendar arithmetic of the statistics (AS §2.7): a year's months, the nights of a
// month, and ISO dates as day numbers. Dates are ISO calendar days (the property's calendar), so
// everything is computed in UTC, where a day is always 24 hours and leap years come from Date.UTC.

const DAY_MS = 86_400_000;

/** Day number (days since 1970-01-01) of an ISO date. */
export const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;

/** Nights (= days) of a month (1-12) of a year: 28 to 31. */
export const nightsInMonth = (year: number, month: number) => (Date.UTC(year, month, 1) - Date.UTC(year, month - 1, 1)) / DAY_MS;

/** Nights of a year: 365, or 366 in a leap year. */
export const nightsInYear = (year: number) => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / DAY_MS;

/** 1..12. */
export const MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/** The month (1-12) of an instant, in UTC (creation and decision times of stays). */
export const monthOfInstant = (at: Date) => at.getUTCMonth() + 1;

/** Whether an instant falls in a calendar year (UTC). */
export const isInYear = (at: Date, year: number) => at.getUTCFullYear() === year;

/** The first and the after-last day of a year, for half-open range queries. */
export const yearBounds = (year: number) => ({ from: `${year}-01-01`, to: `${year + 1}-01-01` });

/** Ratio rounded to 4 decimals (a share 0..1), or null without a denominator. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
