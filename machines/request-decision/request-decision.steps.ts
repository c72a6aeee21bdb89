import type { MachineStory } from '../story';

// The request-decision machine told as plain steps (Gherkin export, machine page).
const reasons: Record<string, string> = { OTHER: 'Other reason', RATES_MISMATCH: 'The price is not right' };
const details: Record<string, string> = { PRICE_TOO_LOW: 'The price shown was too low', REPAIRS: 'Repairs are needed', '': 'No detail' };
const status = (e: Record<string, unknown>) => (e.error as { status: number }).status;

export const requestDecisionStory = {
  actor: 'the host',
  events: {
    'confirm.start': 'the host clicks Confirm on the request',
    'confirm.accept': 'the host clicks Yes, confirm',
    'reject.start': 'the host clicks Reject on the request',
    'reason.select': (e) => `the host chooses the reason "${reasons[e.reason as string] ?? e.reason}"`,
    'subReason.select': (e) => `the host picks "${details[e.subReason as string] ?? e.subReason}" under Detail`,
    'explanation.change': 'the host types {explanation} in Explanation',
    'reject.submit': 'the host clicks Reject request',
    'decision.cancel': 'the host clicks Go back',
    retry: 'the host clicks Try again',
    'failure.dismiss': 'the host clicks Close',
    'xstate.done.actor.confirmRequest': 'the server confirms the request',
    'xstate.error.actor.confirmRequest': (e) =>
      status(e) === 409 ? 'the server refuses: the nights are no longer free (409)' : `the server fails to confirm it (${status(e)})`,
    'xstate.done.actor.rejectRequest': 'the server rejects the request',
    'xstate.error.actor.rejectRequest': (e) =>
      status(e) === 409 ? 'the server refuses: the request was answered meanwhile (409)' : `the server fails to reject it (${status(e)})`,
  },
  states: {
    idle: 'the request shows its Confirm and Reject buttons',
    confirmStep: 'the dialog asks "Confirm request …?" with Go back and Yes, confirm',
    confirming: 'the confirm dialog shows Yes, confirm busy and its buttons disabled',
    confirmed: 'the dialog is closed and a notice says "Request confirmed: booking … is made."',
    rejecting: 'the "Reject request …" dialog shows the reasons, the Detail, the Explanation and any missing field',
    submitting: 'the reject dialog shows Reject request busy and its fields disabled',
    rejected: 'the dialog is closed and a notice says "Request rejected. The guest is told."',
    conflict: 'the dialog says it can no longer be done (nights taken or answered meanwhile) and offers Close',
    failed: 'the dialog says "An error occurred, please try again." and offers Close and Try again',
  },
} satisfies MachineStory;
