import type { SnapshotFrom } from 'xstate';
import { REVIEW_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { guestReviewProblems, type guestReviewMachine } from './guest-review.machine';

type Snapshot = SnapshotFrom<typeof guestReviewMachine>;

/** The form can be changed (not while submitting, not once over). */
export const selectEditable = (s: Snapshot) => s.matches('writing') || s.matches('failed');
export const selectCounter = (s: Snapshot) => ({ used: s.context.comment.trim().length, max: REVIEW_TEXT_MAX });
/** Problems to show by field: a too-long comment at once, missing stars after Submit was asked for. */
export const selectProblems = (s: Snapshot) => {
  const problems = guestReviewProblems(s.context.rating, s.context.comment);
  return {
    rating: s.context.attempted && problems.includes('ratingRequired') ? ('ratingRequired' as const) : null,
    comment: problems.includes('commentTooLong') ? ('commentTooLong' as const) : null,
  };
};
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? { error: s.context.error ?? 'failed', fieldReasons: s.context.fieldReasons } : null);
/** Over: stored (written) or refused by the window (closed); the card reads the server's state again. */
export const selectOutcome = (s: Snapshot) => (s.matches('written') ? 'written' : s.matches('closed') ? 'closed' : null);
