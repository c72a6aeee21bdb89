import type { MachineStory } from '../story';
import { showValue } from '../story';
import { reviewReasonProblem } from './staff-review-decision.machine';

// The staff-review-decision machine told as plain steps (Gherkin export, machine page).
// Items are verifications or listings; the card's Approve reads "Approve and publish" on a listing.
// Cards show titles, not ids: the id's end is enough to tell two items apart in a scenario.
const item = (e: Record<string, unknown>) => `item …${String(e.itemId).slice(-4)}`;
const REASON_NOTE = { tooShort: ' (too short)', tooLong: ' (too long)' } as const;
const refusal = (status: number, what: string) =>
  status === 409 ? `the server answers that someone else has already decided (409)` : `the server fails to ${what} (${status})`;

export const staffReviewDecisionStory = {
  actor: 'staff',
  events: {
    'approve.start': (e) => `staff click Approve on ${item(e)}`,
    'reject.start': (e) => `staff click Reject on ${item(e)}`,
    'reason.change': (e) => {
      const problem = reviewReasonProblem(e.reason as string);
      return `staff type ${showValue(e.reason)} as the reason${problem ? REASON_NOTE[problem] : ''}`;
    },
    'reject.submit': 'staff click "Reject with this reason"',
    'reject.cancel': 'staff click Cancel in the dialog',
    'xstate.done.actor.approveItem': 'the server records the approval',
    'xstate.error.actor.approveItem': (e) => refusal((e.error as { status: number }).status, 'record the approval'),
    'xstate.done.actor.rejectItem': 'the server records the rejection with its reason',
    'xstate.error.actor.rejectItem': (e) => {
      const status = (e.error as { status: number }).status;
      return status === 400 ? 'the server refuses the reason (400)' : refusal(status, 'record the rejection');
    },
  },
  states: {
    idle: 'the list shows the waiting items with Approve and Reject (a failed approval is said on its card)',
    approving: "the item's Approve button spins and the other buttons are disabled",
    rejecting: 'the Reject dialog asks for a reason of 5 to 500 characters and says what is wrong with it',
    submitting: 'the Reject dialog shows the rejection being sent',
    conflict: 'a notice says "Someone else has already decided on this; the list has been updated."',
  },
} satisfies MachineStory;
