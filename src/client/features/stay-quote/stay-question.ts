import { addDays, daysBetween } from '../../../shared/domain/pricing/dates';
import { QUOTE_MAX_GUESTS, QUOTE_MAX_NIGHTS } from '../../../shared/schemas/stay-quote';
import type { StayQuoteQuestion } from '../../api/stay-quote';

// The price check's form: what the host typed (text, so a field can be cleared) and the checks
// the server would make on it, said before asking so a typo costs no round trip.

export interface StayDraft {
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** Two weeks ahead for two nights: past the usual minimum notice, a stay hosts commonly check. */
/** `today` is the property's day (todayIn its zone). */
export function initialDraft(capacity: number | null, today: string): StayDraft {
  return { checkIn: addDays(today, 14), checkOut: addDays(today, 16), guests: String(Math.min(2, capacity ?? 2)) };
}

export type DraftErrorKey = 'invalid.date' | 'invalid.checkOutOrder' | 'invalid.tooLong' | 'invalid.guests';
export type DraftErrors = Partial<Record<keyof StayDraft, DraftErrorKey>>;

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));

export function draftErrors(d: StayDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!isDate(d.checkIn)) errors.checkIn = 'invalid.date';
  if (!isDate(d.checkOut)) errors.checkOut = 'invalid.date';
  else if (!errors.checkIn && d.checkOut <= d.checkIn) errors.checkOut = 'invalid.checkOutOrder';
  else if (!errors.checkIn && daysBetween(d.checkIn, d.checkOut) > QUOTE_MAX_NIGHTS) errors.checkOut = 'invalid.tooLong';
  const guests = Number(d.guests);
  if (!/^\d+$/.test(d.guests.trim()) || guests < 1 || guests > QUOTE_MAX_GUESTS) errors.guests = 'invalid.guests';
  return errors;
}

export const toQuestion = (d: StayDraft): StayQuoteQuestion => ({ checkIn: d.checkIn, checkOut: d.checkOut, guests: Number(d.guests) });

export const sameQuestion = (d: StayDraft, q: StayQuoteQuestion | null) => q != null && d.checkIn === q.checkIn && d.checkOut === q.checkOut && Number(d.guests) === q.guests;
