import type { OccupancyMonth, UnitOccupancy } from '../../schemas/insights';
import { dayNumber, MONTHS, nightsInMonth, shareOf, yearBounds } from './calendar-year';

// Occupancy of a unit in a year (AS §2.7): every night of the year is one of
// booked (sold through the portal), closed (closed dates), external (an imported calendar) or
// free, and never two of them. Where they overlap, booked wins over closed (a sold night is sold,
// whatever the host closed around it later), and closed wins over external (the host's own
// closing is what the portal knows first-hand); an external event over a booked or closed night
// adds nothing. So booked + closed + external never exceed the nights of a month, and the rates
// stay within 0..1.
// Ranges are half-open nights [from, to): the check-out day is not a night of the stay.

export interface NightRange {
  from: string;
  to: string;
}

export interface OccupancyInput {
  booked: readonly NightRange[];
  closed: readonly NightRange[];
  external: readonly NightRange[];
}

const FREE = 0;
const EXTERNAL = 1;
const CLOSED = 2;
const BOOKED = 3;

/** What each night of the year is (index 0 = 1 January), the strongest claim winning. */
function nightsOfYear(year: number, input: OccupancyInput): Uint8Array {
  const { from, to } = yearBounds(year);
  const first = dayNumber(from);
  const nights = new Uint8Array(dayNumber(to) - first).fill(FREE);
  const mark = (ranges: readonly NightRange[], what: number) => {
    for (const r of ranges) {
      const start = Math.max(dayNumber(r.from), first) - first;
      const end = Math.min(dayNumber(r.to), first + nights.length) - first;
      for (let i = start; i < end; i++) if (nights[i] < what) nights[i] = what;
    }
  };
  mark(input.external, EXTERNAL);
  mark(input.closed, CLOSED);
  mark(input.booked, BOOKED);
  return nights;
}

function monthFigures(month: number, nights: number, closedNights: number, bookedNights: number, externalNights: number): OccupancyMonth {
  const availableNights = nights - closedNights;
  return {
    month,
    nights,
    closedNights,
    availableNights,
    bookedNights,
    externalNights,
    rate: shareOf(bookedNights, availableNights),
    rateWithExternal: shareOf(bookedNights + externalNights, availableNights),
  };
}

/** The twelve months of the year and the year's total. */
export function occupancyOfYear(year: number, input: OccupancyInput): Pick<UnitOccupancy, 'months' | 'total'> {
  const nights = nightsOfYear(year, input);
  let offset = 0;
  const months = MONTHS.map((month) => {
    const length = nightsInMonth(year, month);
    const count = [0, 0, 0, 0];
    for (let i = offset; i < offset + length; i++) count[nights[i]] += 1;
    offset += length;
    return monthFigures(month, length, count[CLOSED], count[BOOKED], count[EXTERNAL]);
  });
  const sum = (key: 'nights' | 'closedNights' | 'bookedNights' | 'externalNights') => months.reduce((s, m) => s + m[key], 0);
  // month 0 stands for the whole year.
  return { months, total: monthFigures(0, sum('nights'), sum('closedNights'), sum('bookedNights'), sum('externalNights')) };
}
