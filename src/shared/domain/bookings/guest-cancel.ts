import type { BookingStatus, InquiryStatus } from './statuses';
import { todayIn } from '../time/property-today';

// A guest cancels their own stay from the guest chat (POST /api/guest/stay/cancel): a confirmed
// booking or a confirmed inquiry whose check-in day is still ahead on the property's calendar
// (todayIn the property's zone). The host's own cancel (isCancellableBooking/isCancellableInquiry)
// reaches until the check-out; the guest's stops the day before they arrive. A request is never
// the guest's to cancel: confirmed, it became a booking (the session's stay), and a pending one is
// the host's to answer. The server decides with this rule and tells the chat page (canCancel).

/**
 * The decision reason stored with a guest's cancellation (the guest's own words are its
 * explanation). Not one of BOOKING_CANCEL_REASONS: a host never picks it; the host's pages name it
 * (bookings.reasons.cancel.GUEST_CANCELLED).
 */
export const GUEST_CANCEL_DECISION_REASON = 'GUEST_CANCELLED';

/** The longest reason a guest may give with the cancellation (free text, quoted in the host's mail). */
export const GUEST_CANCEL_REASON_MAX = 500;

export interface GuestCancellableStay {
  kind: 'booking' | 'request' | 'inquiry';
  status: string;
  checkIn: string; // ISO day
}

const isConfirmedStay = (stay: GuestCancellableStay) =>
  (stay.kind === 'booking' && (stay.status as BookingStatus) === 'CONFIRMED') || (stay.kind === 'inquiry' && (stay.status as InquiryStatus) === 'confirmed');

/** May the guest cancel this stay on `today` (the property's day, todayOfUnit / todayIn)? */
export const isGuestCancellableStay = (stay: GuestCancellableStay, today: string): boolean => isConfirmedStay(stay) && today < stay.checkIn;

/** Why not, for the 409's detail: 'status' (not a confirmed booking/inquiry) or 'started' (check-in day has come); null when it may. */
export function guestCancelRefusal(stay: GuestCancellableStay, today: string): 'status' | 'started' | null {
  if (!isConfirmedStay(stay)) return 'status';
  return today < stay.checkIn ? null : 'started';
}

/** The same rule at an instant, in the property's zone. */
export const isGuestCancellableAt = (stay: GuestCancellableStay, zone: string, now: Date): boolean => isGuestCancellableStay(stay, todayIn(zone, now));
