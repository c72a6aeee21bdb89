import { BOOKING_CANCEL_SUB_REASONS, REQUEST_REJECT_SUB_REASONS, type BookingCancelReason, type InquiryRejectReason, type RequestRejectReason } from './reasons';

// What the browser sends when the host says no (HC §5 reject rules), and the checks the server
// applies to the same bodies (src/shared/schemas/bookings.ts uses them). Blank text counts as absent.

const text = (s: string | null | undefined) => {
  const t = (s ?? '').trim();
  return t ? t : undefined;
};

export interface RequestRejectForm {
  reason: RequestRejectReason;
  subReason?: string | null;
  explanation?: string | null;
}

/**
 * HC §5: the explanation is sent only when the reason is OTHER, or when a sub-reason is given
 * together with an explanation; the sub-reason is optional.
 */
export function requestRejectPayload(form: RequestRejectForm): { reason: RequestRejectReason; subReason?: string; explanation?: string } {
  const subReason = text(form.subReason);
  const explanation = text(form.explanation);
  const sendExplanation = explanation !== undefined && (form.reason === 'OTHER' || subReason !== undefined);
  return { reason: form.reason, ...(subReason ? { subReason } : {}), ...(sendExplanation ? { explanation } : {}) };
}

export interface InquiryRejectForm {
  reason: InquiryRejectReason;
  explanation?: string | null;
  message?: string | null;
}

/** HC §5: the inquiry's explanation is sent only when the reason is OTHER; the message to the guest is optional. */
export function inquiryRejectPayload(form: InquiryRejectForm): { reason: InquiryRejectReason; explanation?: string; message?: string } {
  const explanation = form.reason === 'OTHER' ? text(form.explanation) : undefined;
  const message = text(form.message);
  return { reason: form.reason, ...(explanation ? { explanation } : {}), ...(message ? { message } : {}) };
}

export interface BookingCancelForm {
  reason: BookingCancelReason;
  subReason?: string | null;
  explanation?: string | null;
}

/** HC §3: cancel sends reason, sub-reason and an optional explanation. */
export function bookingCancelPayload(form: BookingCancelForm): { reason: BookingCancelReason; subReason?: string; explanation?: string } {
  const subReason = text(form.subReason);
  const explanation = text(form.explanation);
  return { reason: form.reason, ...(subReason ? { subReason } : {}), ...(explanation ? { explanation } : {}) };
}

/** OTHER says nothing by itself: an explanation is required then (requests, inquiries, cancellations). */
export const explanationRequired = (reason: string) => reason === 'OTHER';

export const isRequestSubReason = (reason: RequestRejectReason, subReason: string) => (REQUEST_REJECT_SUB_REASONS[reason] ?? []).includes(subReason);
export const isCancelSubReason = (reason: BookingCancelReason, subReason: string) => (BOOKING_CANCEL_SUB_REASONS[reason] ?? []).includes(subReason);

/** HC §3 inquiry: a phone number without a single digit is no phone number (sent as null). */
export const phoneOrNull = (phone: string | null | undefined): string | null => (phone && /\d/.test(phone) ? phone.trim() : null);
