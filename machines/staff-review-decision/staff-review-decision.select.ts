import type { SnapshotFrom } from 'xstate';
import { reviewReasonProblem, type staffReviewDecisionMachine } from './staff-review-decision.machine';

type Snapshot = SnapshotFrom<typeof staffReviewDecisionMachine>;

export const selectDialogOpen = (s: Snapshot) => s.matches('rejecting') || s.matches('submitting');
/** What the dialog says under the reason: a local problem once Reject was pressed, or the last call's failure. */
export const selectReasonError = (s: Snapshot): 'tooShort' | 'tooLong' | 'invalid' | 'failed' | null =>
  (s.context.attempted ? reviewReasonProblem(s.context.reason) : null) ?? (selectDialogOpen(s) ? s.context.lastError : null);
/** In conflict, the item someone else decided first: the view takes it off the list. */
export const selectDecidedElsewhere = (s: Snapshot) => (s.matches('conflict') ? s.context.decidedElsewhere : null);
/** The item whose approval failed (its card shows the error). */
export const selectFailedItemId = (s: Snapshot) => (s.matches('idle') && s.context.lastError === 'failed' ? s.context.failedItemId : null);
