import type { GuestStayRequest } from '../../../shared/schemas/bookings';
import type { Locale } from '../../../shared/i18n/locales';
import type { GuestStayQuestion } from './api';

// The guest's form as typed (all text) and what it becomes: the quote's question once dates and
// guests make sense, and the body of the stay request. Pure, so it is tested without a view.

export const DRAFT_FIELDS = ['checkIn', 'checkOut', 'guests', 'firstName', 'lastName', 'email', 'phone', 'message'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];
export type StayDraft = Record<DraftField, string>;

export const emptyDraft = (): StayDraft => ({ checkIn: '', checkOut: '', guests: '', firstName: '', lastName: '', email: '', phone: '', message: '' });

/** The fewest guests a stay may have: GuestStayRequestSchema (shared/schemas/bookings.ts) asks for at least 1. */
export const MIN_GUESTS = 1;
/** The form as it opens: one guest already filled in (valid for every unit, whose capacity is the
 *  upper bound only), so the required field is not blank and the price follows the dates alone. */
export const initialDraft = (): StayDraft => ({ ...emptyDraft(), guests: String(MIN_GUESTS) });

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The quote is asked only for dates in order and a whole number of guests. */
export function quoteQuestion(d: StayDraft): GuestStayQuestion | null {
  const guests = Number(d.guests);
  if (!ISO_DAY.test(d.checkIn) || !ISO_DAY.test(d.checkOut) || d.checkIn >= d.checkOut) return null;
  if (!Number.isInteger(guests) || guests < 1 || guests > 99) return null;
  return { checkIn: d.checkIn, checkOut: d.checkOut, guests };
}

/** Optional fields left empty are not sent; the server validates and trims the rest. `language`: the page's, for the guest's mails. */
export function stayRequestOf(d: StayDraft, language: Locale): GuestStayRequest {
  return {
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    guests: Number(d.guests),
    firstName: d.firstName.trim(),
    lastName: d.lastName.trim(),
    email: d.email.trim(),
    ...(d.phone.trim() && { phone: d.phone.trim() }),
    ...(d.message.trim() && { message: d.message.trim() }),
    language,
  };
}

/** What the browser can tell before asking: required fields (keys of texts in scope guest). */
export function missingFields(d: StayDraft): DraftField[] {
  const required: DraftField[] = ['checkIn', 'checkOut', 'guests', 'firstName', 'lastName', 'email'];
  return required.filter((f) => d[f].trim() === '');
}

/** The first field of the form's order among those named: where the focus goes after an error. */
export const firstInFormOrder = (names: Iterable<string>): DraftField | null => {
  const set = new Set(names);
  return DRAFT_FIELDS.find((f) => set.has(f)) ?? null;
};
