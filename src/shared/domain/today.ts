import { isHybrid, type CommercialModel } from './commercial-model';
import { addDays, daysBetween } from './availability/dates';

// The Today page ('/', GET /api/app/today): what needs the host now. The rules both sides need,
// once: which sections a commercial model sees (as the shell's counts did: requests are the
// commission host's, inquiries the subscription and hybrid host's), which stays hold their nights,
// and how a stay stands on the property's today (arriving, departing, staying).

export interface TodaySections {
  /** Booking requests waiting for an answer (guests book on request: commission). */
  requests: boolean;
  /** Open inquiries (subscription and hybrid hosts). */
  inquiries: boolean;
}

export function todaySections(host: { commercialModel: CommercialModel; biddingTag?: number | null }): TodaySections {
  return { requests: host.commercialModel === 'commission', inquiries: host.commercialModel === 'subscription' || isHybrid(host) };
}

/** Booking statuses whose nights were (or are) the guest's: everything but a cancelled booking. */
export const STAYED_BOOKING_STATUSES = ['CONFIRMED', 'COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'] as const;
/** Inquiry statuses whose nights are taken: confirmed, and the statuses after the stay (as the occupancy statistics count them). */
export const STAYED_INQUIRY_STATUSES = ['confirmed', 'in_review_collection', 'review_collected', 'no_review_collected'] as const;

/** A stay that holds its nights: a booking not cancelled, or a confirmed inquiry (and its later statuses). */
export function isHeldStay(stay: { kind: string; status: string }): boolean {
  if (stay.kind === 'booking') return (STAYED_BOOKING_STATUSES as readonly string[]).includes(stay.status);
  if (stay.kind === 'inquiry') return (STAYED_INQUIRY_STATUSES as readonly string[]).includes(stay.status);
  return false;
}

export type TodayDay = 'today' | 'tomorrow';
export type StayMovement = { section: 'arrivals' | 'departures'; day: TodayDay } | { section: 'staying' };

/**
 * How a held stay stands on the property's `today` (nights [checkIn, checkOut)): arriving today or
 * tomorrow (check-in), departing today or tomorrow (check-out), staying (check-in < today <
 * check-out). A stay can be several at once (arriving today and departing tomorrow; staying and
 * departing tomorrow).
 */
export function stayMovements(stay: { checkIn: string; checkOut: string }, today: string): StayMovement[] {
  const tomorrow = addDays(today, 1);
  const out: StayMovement[] = [];
  if (stay.checkIn === today) out.push({ section: 'arrivals', day: 'today' });
  if (stay.checkIn === tomorrow) out.push({ section: 'arrivals', day: 'tomorrow' });
  if (stay.checkOut === today) out.push({ section: 'departures', day: 'today' });
  if (stay.checkOut === tomorrow) out.push({ section: 'departures', day: 'tomorrow' });
  if (stay.checkIn < today && today < stay.checkOut) out.push({ section: 'staying' });
  return out;
}

export const nightsOf = (stay: { checkIn: string; checkOut: string }) => daysBetween(stay.checkIn, stay.checkOut);

/** The month of a day (yyyy-MM), the first day of it, and the month before. */
export const monthOfDay = (day: string) => day.slice(0, 7);
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
export function monthAfter(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** How many items of a list the page shows; the count says how many there are. */
export const TODAY_LIST_LIMIT = 10;
export const TODAY_UNREAD_LIMIT = 3;
/** The newest reviews without a reply shown, so the host sees who wrote before opening them. */
export const TODAY_REVIEW_LIMIT = 3;
/** The longest snippet of a message shown (characters). */
export const TODAY_SNIPPET_LENGTH = 120;

export function snippetOf(text: string, max = TODAY_SNIPPET_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
