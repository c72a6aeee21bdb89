import type { BookingCancelEvent } from './booking-cancel.machine';

// Payloads for walking the booking-cancel machine: OTHER (explanation required) and a reason with
// sub-reasons; a sub-reason of it, one of another reason (refused) and none; an explanation and a
// blank one; every outcome of the call (409 included).
export const bookingCancelEvents = {
  'cancel.start': [{ type: 'cancel.start' }],
  'reason.select': [
    { type: 'reason.select', reason: 'OTHER' },
    { type: 'reason.select', reason: 'PROPERTY_UNAVAILABLE' },
  ],
  'subReason.select': [
    { type: 'subReason.select', subReason: 'DOUBLE_BOOKED' },
    { type: 'subReason.select', subReason: 'PAYMENT_FAILED' },
    { type: 'subReason.select', subReason: '' },
  ],
  'explanation.change': [
    { type: 'explanation.change', explanation: 'A pipe burst in the bathroom.' },
    { type: 'explanation.change', explanation: '' },
  ],
  'cancel.request': [{ type: 'cancel.request' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'confirm.dismiss': [{ type: 'confirm.dismiss' }],
  'form.close': [{ type: 'form.close' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in BookingCancelEvent['type']]: Extract<BookingCancelEvent, { type: K }>[] };

export const bookingCancelActorOutcomes = [
  { type: 'xstate.done.actor.cancelBooking', output: { status: 'CANCELLED' } },
  { type: 'xstate.error.actor.cancelBooking', error: { status: 409 } },
  { type: 'xstate.error.actor.cancelBooking', error: { status: 500 } },
] as const;
