import type { SnapshotFrom } from 'xstate';
import type { ReviewReplyEvent, reviewReplyMachine } from './review-reply.machine';
import { selectCounter, selectEditingReviewId, selectFailure, selectTextProblem } from './review-reply.select';

// The reviews list's view of the review-reply machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot, which review's editor is open and what it shows, and from `send`, what each
// control does, so the list, its items and the editor (src/client/features/insights/reviews/)
// render this and decide nothing. Named `<workflow>.connect.ts` beside the machine, as every
// per-workflow connect is (decision/decision-connect.ts is named after its shared chart). The rules
// tested on their own (the counter, the problem shown, the failure) stay in review-reply.select.ts.

type Snapshot = SnapshotFrom<typeof reviewReplyMachine>;

export interface ReplyEditorView {
  text: string;
  /** Characters after trimming, of the limit. */
  counter: { used: number; max: number };
  /** The text's own problem to show (blank only after Save was asked for, too long at once), or null. */
  problem: 'empty' | 'tooLong' | null;
  /** Why the save failed (the text refused, with the server's reason if it named one, or anything else); the editor then offers Retry and Discard. */
  failure: { error: 'textRefused' | 'saveFailed'; fieldReason: string | null } | null;
  saving: boolean;
  change: (value: string) => void;
  /** Save, or Retry after a failure. */
  submit: () => void;
  /** Cancel, or Discard after a failure (Escape too). */
  close: () => void;
}

export interface ReviewReplyItemView {
  /** This review's editor is open. */
  editing: boolean;
  /** A reply is being saved: no second editor meanwhile. */
  locked: boolean;
  /** Reply or Edit: opens the editor on this review, prefilled with its reply. */
  open: () => void;
}

export interface ReviewReplyView {
  /** A reply was just saved (the list announces it). */
  saved: boolean;
  /** What one review shows of the workflow. */
  item: (review: { publicId: string; reply: string | null }) => ReviewReplyItemView;
  editor: ReplyEditorView;
}

export function connectReviewReply(snapshot: Snapshot, send: (event: ReviewReplyEvent) => void): ReviewReplyView {
  const editingId = selectEditingReviewId(snapshot);
  const saving = snapshot.hasTag('busy');
  const failure = selectFailure(snapshot);
  return {
    saved: snapshot.matches('saved'),
    item: (review) => ({
      editing: editingId === review.publicId,
      locked: saving,
      open: () => send({ type: 'reply.open', reviewId: review.publicId, reply: review.reply }),
    }),
    editor: {
      text: snapshot.context.text,
      counter: selectCounter(snapshot),
      problem: selectTextProblem(snapshot),
      failure,
      saving,
      change: (value) => send({ type: 'text.change', value }),
      submit: () => send(failure ? { type: 'retry' } : { type: 'reply.save' }),
      close: () => send(failure ? { type: 'reply.discard' } : { type: 'reply.cancel' }),
    },
  };
}
