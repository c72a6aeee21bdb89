import type { MachineStory } from '../story';

// The inquiry-decision machine told as plain steps (Gherkin export, machine page).
const reasons: Record<string, string> = { OTHER: 'Other reason', OVERBOOKING: 'The dates are already booked' };
const status = (e: Record<string, unknown>) => (e.error as { status: number }).status;

export const inquiryDecisionStory = {
  actor: 'the host',
  events: {
    'confirm.start': 'the host clicks Confirm on the inquiry',
    'confirm.accept': 'the host clicks Yes, confirm',
    'reject.start': 'the host clicks Reject on the inquiry',
    'reason.select': (e) => `the host chooses the reason "${reasons[e.reason as string] ?? e.reason}"`,
    'explanation.change': 'the host types {explanation} in Explanation',
    'message.change': (e) => (e.message ? `the host types "${e.message}" in Message to the guest` : 'the host empties Message to the guest'),
    'reject.submit': 'the host clicks Reject inquiry',
    'decision.cancel': 'the host clicks Go back',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Close',
    'xstate.done.actor.confirmInquiry': 'the server confirms the inquiry',
    'xstate.error.actor.confirmInquiry': (e) =>
      status(e) === 409 ? 'the server refuses: the nights are no longer free (409)' : `the server fails to confirm it (${status(e)})`,
    'xstate.done.actor.rejectInquiry': 'the server rejects the inquiry',
    'xstate.error.actor.rejectInquiry': (e) =>
      status(e) === 409 ? 'the server refuses: the inquiry was answered meanwhile (409)' : `the server fails to reject it (${status(e)})`,
  },
  states: {
    idle: 'the inquiry shows its Confirm and Reject buttons',
    confirmStep: 'the dialog asks "Confirm inquiry …?" with Go back and Yes, confirm',
    confirming: 'the confirm dialog shows Yes, confirm busy and its buttons disabled',
    confirmed: 'the dialog is closed and a notice says "Inquiry confirmed. The guest is told."',
    rejecting: 'the "Reject inquiry …" dialog shows the reasons, the Explanation (for Other reason), the Message to the guest and any missing field',
    submitting: 'the reject dialog shows Reject inquiry busy and its fields disabled',
    rejected: 'the dialog is closed and a notice says "Inquiry rejected. The guest is told."',
    conflict: 'the dialog says it can no longer be done (nights taken or answered meanwhile) and offers Close',
    failed: 'the dialog says "An error occurred, please try again." and offers Close and Try again',
  },
} satisfies MachineStory;
