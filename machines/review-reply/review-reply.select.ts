import type { SnapshotFrom } from 'xstate';
import { REPLY_TEXT_MAX } from '../../src/shared/schemas/reviews';
import type { reviewReplyMachine } from './review-reply.machine';

type Snapshot = SnapshotFrom<typeof reviewReplyMachine>;

/** The review whose editor is open (editing, saving or failed), else null. */
export const selectEditingReviewId = (s: Snapshot) => (s.matches('closed') || s.matches('saved') ? null : s.context.reviewId);
/** The counter under the text: characters after trimming, of the limit. */
export const selectCounter = (s: Snapshot) => ({ used: s.context.text.trim().length, max: REPLY_TEXT_MAX });
/** The text's own problem to show: too long at once, blank only after Save was asked for. */
export const selectTextProblem = (s: Snapshot) => {
  const { problem, attempted } = s.context;
  if (!s.matches('editing') || problem === null) return null;
  return problem === 'tooLong' || attempted ? problem : null;
};
/** Why the save failed, with the server's reason for the text when it named one. */
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? { error: s.context.error ?? 'saveFailed', fieldReason: s.context.fieldReason } : null);
