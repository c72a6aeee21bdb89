// Statuses of stays (HC §3 Booking, HC §4 request, booking and inquiry statuses).
// One row kind each: a booking (instant, or made by confirming a request), a booking request
// waiting for the host (commission hosts, units booked on request), and an inquiry (subscription
// and hybrid hosts). The server stores them as written here; the browser shows them with the
// tones below.

export const BOOKING_STATUSES = ['CONFIRMED', 'CANCELLED', 'COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const REQUEST_STATUSES = ['REQUESTED', 'CONFIRMED', 'REJECTED', 'EXPIRED'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const INQUIRY_STATUSES = [
  'requested',
  'action_needed',
  'confirmed',
  'in_review_collection',
  'review_collected',
  'no_review_collected',
  'expired_checkout',
  'rejected',
  // Confirmed, then cancelled by the host before its check-out (or by the guest before the check-in): its nights are free again.
  'cancelled',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** HC §3 booking actor roles: who made a decision on a stay. */
export const ACTOR_ROLES = ['OWNER', 'GUEST', 'OWNER_VIA_EXTERNAL_SYSTEM', 'GUEST_VIA_EXTERNAL_SYSTEM', 'EXTERNAL_SYSTEM'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

export type StatusTone = 'warning' | 'success' | 'error' | 'neutral' | 'info';

/** HC §4: REQUESTED is shown as pending (warning), CONFIRMED success, REJECTED error, EXPIRED error with a disabled label. */
export const REQUEST_STATUS_LOOK: Record<RequestStatus, { tone: StatusTone; disabled: boolean }> = {
  REQUESTED: { tone: 'warning', disabled: false },
  CONFIRMED: { tone: 'success', disabled: false },
  REJECTED: { tone: 'error', disabled: false },
  EXPIRED: { tone: 'error', disabled: true },
};

/** HC §4: action needed is an error with extra info; expired checkout and rejected are disabled. */
export const INQUIRY_STATUS_LOOK: Record<InquiryStatus, { tone: StatusTone; disabled: boolean; withInfo: boolean }> = {
  requested: { tone: 'warning', disabled: false, withInfo: false },
  action_needed: { tone: 'error', disabled: false, withInfo: true },
  confirmed: { tone: 'success', disabled: false, withInfo: false },
  in_review_collection: { tone: 'info', disabled: false, withInfo: true },
  review_collected: { tone: 'success', disabled: false, withInfo: false },
  no_review_collected: { tone: 'neutral', disabled: false, withInfo: false },
  expired_checkout: { tone: 'neutral', disabled: true, withInfo: true },
  rejected: { tone: 'error', disabled: true, withInfo: false },
  cancelled: { tone: 'error', disabled: false, withInfo: false },
};

/**
 * HC §4: a cancelled booking is labelled "cancelled by guest", "by owner" or plain cancelled; the
 * other statuses have one label each. Answers the label's key suffix (bookings.status.<key>).
 */
export function bookingStatusKey(status: BookingStatus, cancelledBy: 'guest' | 'owner' | null): string {
  if (status === 'CANCELLED') return cancelledBy === 'guest' ? 'cancelledByGuest' : cancelledBy === 'owner' ? 'cancelledByOwner' : 'cancelled';
  return status;
}

export const BOOKING_STATUS_TONE: Record<BookingStatus, StatusTone> = {
  CONFIRMED: 'success',
  CANCELLED: 'error',
  COMPLETED: 'neutral',
  IN_REVIEW_COLLECTION: 'info',
  REVIEW_COLLECTED: 'success',
  NO_REVIEW_COLLECTED: 'neutral',
};

/** A pending request is the only one the host can still confirm or reject. */
export const isPendingRequest = (status: RequestStatus) => status === 'REQUESTED';
/** Open inquiries can be confirmed or rejected. */
export const isOpenInquiry = (status: InquiryStatus) => status === 'requested' || status === 'action_needed';
/** Only a confirmed booking whose check-out is still ahead can be cancelled by the host. */
export const isCancellableBooking = (status: BookingStatus, checkOut: string, today: string) => status === 'CONFIRMED' && checkOut > today;
/** A confirmed inquiry holds its nights like a booking, and is cancelled by the same rule. */
export const isCancellableInquiry = (status: InquiryStatus, checkOut: string, today: string) => status === 'confirmed' && checkOut > today;
