import type { NightPrice } from './night-prices';
import { addDays, datesFrom, daysBetween, weekdayOf } from './dates';

// Whether a stay may be booked (HC §3 "Price and availability defaults", HC §5, HC §9).
// Each problem names the field the guest (or host) would change and a code the browser translates;
// the values it needs for its sentence travel with it.

export type StayField = 'checkIn' | 'checkOut' | 'guests';

export type StayProblem =
  | { field: 'checkIn'; code: 'inPast' }
  | { field: 'checkIn'; code: 'tooSoon'; minDaysOfNotice: number; earliest: string }
  | { field: 'checkIn'; code: 'checkInDay'; weekday: number; allowed: number[] }
  | { field: 'checkOut'; code: 'checkOutDay'; weekday: number; allowed: number[] }
  | { field: 'checkOut'; code: 'minStay'; nights: number; minStay: number }
  | { field: 'checkOut'; code: 'maxStay'; nights: number; maxStay: number }
  | { field: 'guests'; code: 'overCapacity'; guests: number; capacity: number }
  | { field: 'checkIn'; code: 'unavailable'; dates: string[] }
  | { field: 'checkIn'; code: 'preparationBefore'; preparationTime: number }
  | { field: 'checkOut'; code: 'preparationAfter'; preparationTime: number };

export type StayProblemCode = StayProblem['code'];

export interface StayRequest {
  checkIn: string;
  /** The day the guest leaves; its night is not part of the stay. */
  checkOut: string;
  guests: number;
}

export interface StayRulesContext {
  /** Values of every day from check-in to check-out, check-out day included (for its checkOutDays). */
  days: readonly NightPrice[];
  /** The day the question is asked (yyyy-MM-dd); the server passes its own date. */
  today: string;
  minDaysOfNotice: number;
  preparationTime: number;
  /** The most guests the unit sleeps; null when the host has not said (only 1..99 applies). */
  capacity: number | null;
  /** Nights nobody can book (bookings, blocks, imported events), as yyyy-MM-dd. */
  taken: ReadonlySet<string>;
}

/** Nights whose being free the rules need, both ends included: the stay's and the preparation time on both sides. */
export function nightsToCheck(stay: Pick<StayRequest, 'checkIn' | 'checkOut'>, preparationTime: number) {
  return { dateFrom: addDays(stay.checkIn, -preparationTime), dateTo: addDays(stay.checkOut, preparationTime - 1) };
}

/** Every rule the stay breaks; empty when it can be booked. */
export function stayProblems(stay: StayRequest, ctx: StayRulesContext): StayProblem[] {
  const problems: StayProblem[] = [];
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const byDate = new Map(ctx.days.map((d) => [d.date, d]));
  const first = byDate.get(stay.checkIn);
  const last = byDate.get(stay.checkOut);

  const ahead = daysBetween(ctx.today, stay.checkIn);
  if (ahead < 0) problems.push({ field: 'checkIn', code: 'inPast' });
  // A notice of N days: the earliest check-in is today + N (0 = same day).
  else if (ahead < ctx.minDaysOfNotice) problems.push({ field: 'checkIn', code: 'tooSoon', minDaysOfNotice: ctx.minDaysOfNotice, earliest: addDays(ctx.today, ctx.minDaysOfNotice) });

  if (first && !first.checkInDays.includes(weekdayOf(stay.checkIn))) {
    problems.push({ field: 'checkIn', code: 'checkInDay', weekday: weekdayOf(stay.checkIn), allowed: [...first.checkInDays] });
  }
  if (last && !last.checkOutDays.includes(weekdayOf(stay.checkOut))) {
    problems.push({ field: 'checkOut', code: 'checkOutDay', weekday: weekdayOf(stay.checkOut), allowed: [...last.checkOutDays] });
  }
  // The check-in day's limits decide, as on the usual booking sites.
  if (first && nights < first.minimalLengthOfStay) problems.push({ field: 'checkOut', code: 'minStay', nights, minStay: first.minimalLengthOfStay });
  if (first && nights > first.maximalLengthOfStay) problems.push({ field: 'checkOut', code: 'maxStay', nights, maxStay: first.maximalLengthOfStay });

  if (ctx.capacity != null && stay.guests > ctx.capacity) problems.push({ field: 'guests', code: 'overCapacity', guests: stay.guests, capacity: ctx.capacity });

  const takenNights = datesFrom(stay.checkIn, stay.checkOut).filter((d) => ctx.taken.has(d));
  if (takenNights.length) problems.push({ field: 'checkIn', code: 'unavailable', dates: takenNights });
  // Preparation time: the host needs N free nights before the guest arrives and after they leave.
  if (ctx.preparationTime > 0) {
    const before = datesFrom(addDays(stay.checkIn, -ctx.preparationTime), stay.checkIn);
    const after = datesFrom(stay.checkOut, addDays(stay.checkOut, ctx.preparationTime));
    if (before.some((d) => ctx.taken.has(d))) problems.push({ field: 'checkIn', code: 'preparationBefore', preparationTime: ctx.preparationTime });
    if (after.some((d) => ctx.taken.has(d))) problems.push({ field: 'checkOut', code: 'preparationAfter', preparationTime: ctx.preparationTime });
  }
  return problems;
}
