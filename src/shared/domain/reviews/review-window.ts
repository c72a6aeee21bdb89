import { addDays } from '../availability/dates';
import { REVIEW_WINDOW_DAYS } from '../bookings/stay-lifecycle';

// May the guest review this stay now, and until when (AS §2.7; the window of
// shared/domain/bookings/stay-lifecycle.ts). The stay's status decides, not the calendar: the
// lifecycle job opens the window (IN_REVIEW_COLLECTION / in_review_collection) and closes it
// (NO_REVIEW_COLLECTED / no_review_collected), and a review moves it to REVIEW_COLLECTED /
// review_collected. So the server's answer and the job never disagree about one stay. The
// browser uses the same rule to word the guest's review card.

export type ReviewWindowState = 'notYet' | 'open' | 'closed' | 'written';

export interface ReviewableStay {
  kind: 'booking' | 'request' | 'inquiry';
  status: string;
  checkOut: string;
}

/** The statuses in which a review is accepted, and the one a review moves the stay to. */
const COLLECTING = { booking: 'IN_REVIEW_COLLECTION', inquiry: 'in_review_collection' } as const;
const COLLECTED = { booking: 'REVIEW_COLLECTED', inquiry: 'review_collected' } as const;
const MISSED = { booking: 'NO_REVIEW_COLLECTED', inquiry: 'no_review_collected' } as const;
/** Confirmed stays whose window is still ahead (it will open after check-out). */
const AHEAD = { booking: ['CONFIRMED', 'COMPLETED'], inquiry: ['confirmed'] } as const;
/** Stays that may still become confirmed: no window yet, none promised either. */
const UNDECIDED = { request: ['REQUESTED'], inquiry: ['requested', 'action_needed'] } as const;

/** The last day a review of a stay ending on checkOut is accepted (the job closes the window the day after). */
export const reviewWindowLastDay = (checkOut: string) => addDays(checkOut, REVIEW_WINDOW_DAYS);

/** A review is accepted exactly while the stay is in review collection. */
export function acceptsReview(stay: ReviewableStay): boolean {
  return stay.kind !== 'request' && stay.status === COLLECTING[stay.kind];
}

/** The status a stay takes when its review is written (null for a kind that is never reviewed itself: a request's booking is). */
export function reviewCollectedStatus(kind: ReviewableStay['kind']): string | null {
  return kind === 'request' ? null : COLLECTED[kind];
}

/**
 * Where the stay's review stands. `hasReview`: a review of the stay exists. closesOn is the
 * window's last day when the stay has, had or will have one (confirmed), else null; a written
 * review has no window left to show.
 */
export function reviewWindow(stay: ReviewableStay, hasReview: boolean): { state: ReviewWindowState; closesOn: string | null } {
  const lastDay = reviewWindowLastDay(stay.checkOut);
  if (stay.kind === 'request') {
    // A confirmed request lives on as its booking (the caller passes that one); on its own it never opens a window.
    return (UNDECIDED.request as readonly string[]).includes(stay.status) ? { state: 'notYet', closesOn: null } : { state: 'closed', closesOn: null };
  }
  if (hasReview || stay.status === COLLECTED[stay.kind]) return { state: 'written', closesOn: null };
  if (acceptsReview(stay)) return { state: 'open', closesOn: lastDay };
  if ((AHEAD[stay.kind] as readonly string[]).includes(stay.status)) return { state: 'notYet', closesOn: lastDay };
  if (stay.kind === 'inquiry' && (UNDECIDED.inquiry as readonly string[]).includes(stay.status)) return { state: 'notYet', closesOn: null };
  if (stay.status === MISSED[stay.kind]) return { state: 'closed', closesOn: lastDay };
  // Cancelled, rejected, expired: there never was a window.
  return { state: 'closed', closesOn: null };
}

/** Days left to review, counting today and the last day (0 once the last day has passed). */
export function reviewDaysLeft(closesOn: string, today: string): number {
  if (today > closesOn) return 0;
  return Math.round((Date.parse(`${closesOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1;
}
