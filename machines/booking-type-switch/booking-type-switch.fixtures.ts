import type { BookingTypeSwitchEvent } from './booking-type-switch.machine';

// Payloads for walking the booking-type-switch machine: both booking types (the walk starts with
// both allowed), every outcome of the switch and of the task update.
export const bookingTypeSwitchEvents = {
  'modal.open': [{ type: 'modal.open' }],
  'type.select': [
    { type: 'type.select', bookingType: 'onRequest' },
    { type: 'type.select', bookingType: 'onLine' },
  ],
  'switch.apply': [{ type: 'switch.apply' }],
  'request.keep': [{ type: 'request.keep' }],
  'modal.close': [{ type: 'modal.close' }],
  'banner.dismiss': [{ type: 'banner.dismiss' }],
  retry: [{ type: 'retry' }],
} satisfies { [K in BookingTypeSwitchEvent['type']]: Extract<BookingTypeSwitchEvent, { type: K }>[] };

export const bookingTypeSwitchActorOutcomes = [
  { type: 'xstate.done.actor.applyBookingType', output: { bookingType: 'onLine', updatedUnitIds: ['u-1'] } },
  { type: 'xstate.error.actor.applyBookingType', error: { status: 500 } },
  { type: 'xstate.done.actor.updateTask', output: { taskType: 'bulk_switch_to_instant_booking', status: 'done' } },
  { type: 'xstate.error.actor.updateTask', error: { status: 500 } },
] as const;
