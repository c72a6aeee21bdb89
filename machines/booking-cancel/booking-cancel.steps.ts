import type { MachineStory } from '../story';

// The booking-cancel machine told as plain steps (Gherkin export, machine page).
const reasons: Record<string, string> = { OTHER: 'Other reason', PROPERTY_UNAVAILABLE: 'The property is not available' };
const details: Record<string, string> = { DOUBLE_BOOKED: 'Booked twice', PAYMENT_FAILED: 'The payment failed', '': 'No detail' };
const status = (e: Record<string, unknown>) => (e.error as { status: number }).status;

export const bookingCancelStory = {
  actor: 'the host',
  events: {
    'cancel.start': 'the host clicks Cancel booking',
    'reason.select': (e) => `the host chooses the reason "${reasons[e.reason as string] ?? e.reason}"`,
    'subReason.select': (e) => `the host picks "${details[e.subReason as string] ?? e.subReason}" under Detail`,
    'explanation.change': (e) => (e.explanation ? `the host types "${e.explanation}" in Explanation` : 'the host empties Explanation'),
    'cancel.request': 'the host clicks Continue',
    'confirm.accept': 'the host clicks Yes, cancel booking',
    'confirm.dismiss': 'the host clicks Keep booking in the confirmation',
    'form.close': 'the host clicks Keep booking in the form',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Close',
    'xstate.done.actor.cancelBooking': 'the server cancels the booking',
    'xstate.error.actor.cancelBooking': (e) =>
      status(e) === 409 ? 'the server refuses: the booking can no longer be cancelled (409)' : `the server fails to cancel it (${status(e)})`,
  },
  states: {
    idle: 'the booking shows its Cancel booking button',
    form: 'the "Cancel booking …" dialog shows the reasons, the Detail, the Explanation, any missing field, Keep booking and Continue',
    confirmStep: 'the dialog asks "Cancel booking …?" with Keep booking and Yes, cancel booking',
    cancelling: 'the dialog shows Yes, cancel booking busy and its buttons disabled',
    cancelled: 'the dialog is closed and a notice says "Booking cancelled. The guest is told."',
    refused: 'the dialog says "This booking can no longer be cancelled." and offers Close',
    failed: 'the dialog says "An error occurred, please try again." and offers Close and Try again',
  },
} satisfies MachineStory;
