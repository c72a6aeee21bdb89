import { addDays } from '../availability/dates';
import type { BookingStatus, InquiryStatus, RequestStatus } from './statuses';

// How time moves a stay on (HC §4; run by the background jobs, src/server/jobs): a request not
// answered by its expiration time expires; a booking is completed on its check-out day, its review
// collection opens the day after and closes REVIEW_WINDOW_DAYS later unless the guest reviews (the
// reviews work sets REVIEW_COLLECTED). Confirmed inquiries go into review collection at check-out;
// an open inquiry whose check-out passed without an answer becomes expired checkout. One call
// answers one step: a job applies steps until the answer is null (a stay weeks overdue walks
// CONFIRMED -> COMPLETED -> IN_REVIEW_COLLECTION -> NO_REVIEW_COLLECTED in one run).

/** How long a host has to answer a request (spec: expirationTime; the value is ours). */
export const REQUEST_ANSWER_HOURS = 24;
/** Days after check-out in which the guest may review. */
export const REVIEW_WINDOW_DAYS = 14;

export type Stay =
  | { kind: 'booking'; status: BookingStatus; checkOut: string }
  | { kind: 'request'; status: RequestStatus; checkOut: string; expirationTime: string | null }
  | { kind: 'inquiry'; status: InquiryStatus; checkOut: string };

/** The status a stay should have now (`now` an ISO instant, `today` its calendar day), or null when it stays as it is. */
export function nextStayStatus(stay: Stay, now: string, today: string): string | null {
  const reviewOpens = addDays(stay.checkOut, 1);
  const reviewClosed = today >= addDays(reviewOpens, REVIEW_WINDOW_DAYS);
  switch (stay.kind) {
    case 'request':
      return stay.status === 'REQUESTED' && stay.expirationTime !== null && stay.expirationTime <= now ? 'EXPIRED' : null;
    case 'booking':
      if (stay.status === 'CONFIRMED' && today >= stay.checkOut) return 'COMPLETED';
      if (stay.status === 'COMPLETED' && today >= reviewOpens) return 'IN_REVIEW_COLLECTION';
      if (stay.status === 'IN_REVIEW_COLLECTION' && reviewClosed) return 'NO_REVIEW_COLLECTED';
      return null;
    case 'inquiry':
      if ((stay.status === 'requested' || stay.status === 'action_needed') && today >= stay.checkOut) return 'expired_checkout';
      if (stay.status === 'confirmed' && today >= stay.checkOut) return 'in_review_collection';
      if (stay.status === 'in_review_collection' && reviewClosed) return 'no_review_collected';
      return null;
  }
}
