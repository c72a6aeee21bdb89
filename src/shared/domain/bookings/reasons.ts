// Reasons a host gives when saying no (HC §8 reasons, HC §5 reject rules).
// Sub-reasons are optional refinements; a reason without a list has none.

export const REQUEST_REJECT_REASONS = ['OUTDATED_BOOKING_CALENDAR', 'RATES_MISMATCH', 'PROPERTY_IN_BAD_CONDITION', 'SELF_MANAGED_BOOKING', 'OTHER'] as const;
export type RequestRejectReason = (typeof REQUEST_REJECT_REASONS)[number];

export const INQUIRY_REJECT_REASONS = ['OUTDATED_BOOKING_CALENDAR', 'OVERBOOKING', 'RATES_MISMATCH', 'PROPERTY_HAS_DAMAGE', 'OTHER'] as const;
export type InquiryRejectReason = (typeof INQUIRY_REJECT_REASONS)[number];

// The spec names cancelling with reason and sub-reason but not the list; these are the reasons
// hosts cancel for on the large platforms, kept short so the choice is quick.
export const BOOKING_CANCEL_REASONS = ['GUEST_ASKED_TO_CANCEL', 'PROPERTY_UNAVAILABLE', 'PAYMENT_ISSUE', 'OTHER'] as const;
export type BookingCancelReason = (typeof BOOKING_CANCEL_REASONS)[number];

export const REQUEST_REJECT_SUB_REASONS: Partial<Record<RequestRejectReason, readonly string[]>> = {
  OUTDATED_BOOKING_CALENDAR: ['BOOKED_ELSEWHERE', 'OWNER_USE'],
  RATES_MISMATCH: ['PRICE_TOO_LOW', 'EXTRA_COSTS_MISSING'],
  PROPERTY_IN_BAD_CONDITION: ['REPAIRS', 'CLEANING'],
};

export const BOOKING_CANCEL_SUB_REASONS: Partial<Record<BookingCancelReason, readonly string[]>> = {
  PROPERTY_UNAVAILABLE: ['DOUBLE_BOOKED', 'DAMAGE', 'OWNER_USE'],
  PAYMENT_ISSUE: ['PAYMENT_FAILED', 'SUSPECTED_FRAUD'],
};

export const EXPLANATION_MAX = 1000;
export const GUEST_MESSAGE_MAX = 2000;
