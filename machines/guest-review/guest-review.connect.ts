import type { SnapshotFrom } from 'xstate';
import type { GuestReviewEvent, guestReviewMachine } from './guest-review.machine';
import { selectCounter, selectEditable, selectFailure, selectOutcome, selectProblems } from './guest-review.select';

// The guest's review form's view of the guest-review machine (AS §2.7; ARCHITECTURE.md, "Machines
// in views"): from the snapshot, what the form shows, and from `send`, what each control does, so
// the form (src/client/features/guest-chat/review/guest-review-form.tsx) renders this and decides
// nothing. The errors are named, not worded: the form words them in the guest's language. The
// rules tested on their own (problems by field, the failure, the outcome) stay selectors of
// guest-review.select.ts.

type Snapshot = SnapshotFrom<typeof guestReviewMachine>;

export interface GuestReviewView {
  /** 1..5, null until chosen. */
  rating: number | null;
  comment: string;
  /** The stars and the comment can be changed (not while sending, not once over). */
  editable: boolean;
  /** Characters used (trimmed) of the most allowed, and whether the comment is over. */
  counter: { used: number; max: number; over: boolean };
  /** What the stars say is wrong: none chosen once Send was asked for, or the server's reason (400). */
  ratingError: { kind: 'required' } | { kind: 'server'; reason: string } | null;
  /** What the comment says is wrong: too long (at once), or the server's reason (400). */
  commentError: { kind: 'tooLong'; max: number } | { kind: 'server'; reason: string } | null;
  /** A failure told for the whole form, when the server named no field: refused input or anything else. */
  generalError: 'invalid' | 'failed' | null;
  /** The button: Send, or Try again after a failure; busy while sending, disabled once over. */
  button: { label: 'submit' | 'retry'; busy: boolean; disabled: boolean };
  /** Over: stored (written), or refused because the window closed or the stay was reviewed meanwhile (closed: the card reads the server again). */
  outcome: 'written' | 'closed' | null;
  /** A star: sent only for a star other than the one chosen (the checked radio sends no change). */
  chooseRating: (rating: number) => void;
  changeComment: (value: string) => void;
  /** Send (or Try again after a failure); nothing while sending or once over. */
  submit: () => void;
}

export function connectGuestReview(snapshot: Snapshot, send: (event: GuestReviewEvent) => void): GuestReviewView {
  const { rating, comment } = snapshot.context;
  const counter = selectCounter(snapshot);
  const problems = selectProblems(snapshot);
  const failure = selectFailure(snapshot);
  const outcome = selectOutcome(snapshot);
  const fieldReasons = failure?.fieldReasons ?? {};
  return {
    rating,
    comment,
    editable: selectEditable(snapshot),
    counter: { ...counter, over: counter.used > counter.max },
    ratingError: problems.rating ? { kind: 'required' } : fieldReasons.rating ? { kind: 'server', reason: fieldReasons.rating } : null,
    commentError: problems.comment ? { kind: 'tooLong', max: counter.max } : fieldReasons.comment ? { kind: 'server', reason: fieldReasons.comment } : null,
    generalError: failure && !fieldReasons.rating && !fieldReasons.comment ? failure.error : null,
    button: { label: failure ? 'retry' : 'submit', busy: snapshot.hasTag('busy'), disabled: outcome !== null },
    outcome,
    chooseRating: (star) => {
      const event = { type: 'rating.choose', rating: star } as const;
      if (snapshot.can(event)) send(event);
    },
    changeComment: (value) => send({ type: 'comment.change', value }),
    submit: () => {
      const event = failure ? ({ type: 'retry' } as const) : ({ type: 'review.submit' } as const);
      if (snapshot.can(event)) send(event);
    },
  };
}
