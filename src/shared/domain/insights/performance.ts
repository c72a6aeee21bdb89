import type { PerformanceMonth, UnitPerformance } from '../../schemas/insights';
import type { InquiryStatus, RequestStatus } from '../bookings/statuses';
import { isInYear, MONTHS, monthOfInstant, shareOf } from './calendar-year';

// How a unit sells in a year (AS §2.7; views are not recorded, so this is what the
// stays themselves tell). Requests (commission hosts) and inquiries (subscription hosts) are
// counted in the month they were received; each ends as one of:
//   converted - a request CONFIRMED (its booking row points back through source_request_id), an
//               inquiry confirmed or any status after it (review collection);
//   rejected  - REJECTED / rejected;
//   expired   - EXPIRED (no answer in time) / expired_checkout (check-out passed unanswered);
//   open      - REQUESTED / requested, action_needed (still waiting for the host).
// Response time = decided_at - created_at of the converted and rejected ones (an expiry is no answer).
// Bookings are counted in the month they were made: instant = booked onLine without a request,
// fromRequests = made by confirming a request. The year's `cancelled` are the bookings made that
// year that were cancelled since (so the rate is a share of the year's bookings); the months'
// `cancellations` count cancellations by the month they happened.

export interface PerformanceStay {
  kind: 'booking' | 'request' | 'inquiry';
  status: string;
  createdAt: Date;
  /** When the host (or guest) decided: confirm, reject, cancel. */
  decidedAt: Date | null;
  /** Fallback time of a cancellation written without a decision time. */
  updatedAt: Date;
  bookingType: 'onLine' | 'onRequest' | null;
  sourceRequestId: string | null;
  cancelledBy: 'guest' | 'owner' | null;
}

export type RequestOutcome = 'converted' | 'rejected' | 'expired' | 'open';

const REQUEST_OUTCOME: Record<RequestStatus, RequestOutcome> = { REQUESTED: 'open', CONFIRMED: 'converted', REJECTED: 'rejected', EXPIRED: 'expired' };
const INQUIRY_OUTCOME: Record<InquiryStatus, RequestOutcome> = {
  requested: 'open',
  action_needed: 'open',
  confirmed: 'converted',
  in_review_collection: 'converted',
  review_collected: 'converted',
  no_review_collected: 'converted',
  expired_checkout: 'expired',
  rejected: 'rejected',
  // It was confirmed (answered and won) before it was cancelled, as a request whose booking is cancelled.
  cancelled: 'converted',
};

/** What became of a request or an inquiry (null for a booking or an unknown status). */
export function requestOutcome(stay: Pick<PerformanceStay, 'kind' | 'status'>): RequestOutcome | null {
  if (stay.kind === 'request') return REQUEST_OUTCOME[stay.status as RequestStatus] ?? null;
  if (stay.kind === 'inquiry') return INQUIRY_OUTCOME[stay.status as InquiryStatus] ?? null;
  return null;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The median (mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const cancelledAt = (s: PerformanceStay) => s.decidedAt ?? s.updatedAt;

export function performanceOfYear(year: number, stays: readonly PerformanceStay[]): Omit<UnitPerformance, 'unitId' | 'year' | 'years'> {
  const months: PerformanceMonth[] = MONTHS.map((month) => ({ month, requests: 0, converted: 0, bookings: 0, cancellations: 0 }));
  const requests = { received: 0, converted: 0, rejected: 0, expired: 0, open: 0 };
  const bookings = { made: 0, instant: 0, fromRequests: 0, cancelled: 0, cancelledByGuest: 0, cancelledByHost: 0 };
  const responseMinutes: number[] = [];

  for (const s of stays) {
    const madeThisYear = isInYear(s.createdAt, year);
    const month = months[monthOfInstant(s.createdAt) - 1];
    if (s.kind === 'booking') {
      if (s.status === 'CANCELLED' && isInYear(cancelledAt(s), year)) months[monthOfInstant(cancelledAt(s)) - 1].cancellations += 1;
      if (!madeThisYear) continue;
      month.bookings += 1;
      bookings.made += 1;
      if (s.sourceRequestId !== null) bookings.fromRequests += 1;
      else if (s.bookingType === 'onLine') bookings.instant += 1;
      if (s.status === 'CANCELLED') {
        bookings.cancelled += 1;
        if (s.cancelledBy === 'guest') bookings.cancelledByGuest += 1;
        if (s.cancelledBy === 'owner') bookings.cancelledByHost += 1;
      }
      continue;
    }
    const outcome = requestOutcome(s);
    if (!madeThisYear || outcome === null) continue;
    month.requests += 1;
    requests.received += 1;
    requests[outcome] += 1;
    if (outcome === 'converted') month.converted += 1;
    if ((outcome === 'converted' || outcome === 'rejected') && s.decidedAt) responseMinutes.push(Math.max(0, (s.decidedAt.getTime() - s.createdAt.getTime()) / MINUTE_MS));
  }

  const medianMinutes = median(responseMinutes);
  return {
    months,
    requests: { ...requests, conversionRate: shareOf(requests.converted, requests.received - requests.open) },
    response: {
      answered: responseMinutes.length,
      medianMinutes: medianMinutes === null ? null : Math.round(medianMinutes),
      within24HoursRate: shareOf(responseMinutes.filter((m) => m <= DAY_MINUTES).length, responseMinutes.length),
    },
    bookings: { ...bookings, cancellationRate: shareOf(bookings.cancelled, bookings.made) },
  };
}
