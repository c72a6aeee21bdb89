import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { GuestReviewSchema } from '../../src/shared/schemas/reviews';

// The guest's review of the stay on /guest/chat (AS §2.7), while the review window
// is open: choose 1 to 5 stars (required), write a comment if they like (at most REVIEW_TEXT_MAX
// characters, trimmed), submit once. The contract's schema decides what may be sent. A 409 means
// the window closed or the stay was reviewed meanwhile (another tab): nothing to retry, the card
// reads the stay's review state again. Any other failure keeps what was written and offers Retry.

export type GuestReviewProblem = 'ratingRequired' | 'commentTooLong';

export interface GuestReviewContext {
  /** 1..5, null until chosen. */
  rating: number | null;
  comment: string;
  /** Submit was asked for: problems are shown from then on (a too-long comment at once). */
  attempted: boolean;
  /** Why the last submit failed: refused input (400) or anything else; a 409 ends in `closed`. */
  error: 'invalid' | 'failed' | null;
  /** The server's reasons by field (rating, comment) with a 400. */
  fieldReasons: Record<string, string>;
}

export interface GuestReviewSubmitInput {
  rating: number;
  /** Trimmed; '' when the guest wrote none. */
  comment: string;
}

export type GuestReviewEvent =
  | { type: 'rating.choose'; rating: number }
  | { type: 'comment.change'; value: string }
  | { type: 'review.submit' }
  | { type: 'retry' };

/** What the form cannot send yet, by the contract's schema; empty when it can be submitted. */
export function guestReviewProblems(rating: number | null, comment: string): GuestReviewProblem[] {
  const problems: GuestReviewProblem[] = [];
  if (rating === null || !v.is(GuestReviewSchema.entries.rating, rating)) problems.push('ratingRequired');
  if (!v.is(GuestReviewSchema.entries.comment, comment)) problems.push('commentTooLong');
  return problems;
}

const starsOf = (rating: number) => (Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null);

const failureOf = (error: unknown): Pick<GuestReviewContext, 'error' | 'fieldReasons'> => {
  const e = error as { status?: number; fields?: Record<string, string[] | undefined> } | null;
  if (e?.status !== 400) return { error: 'failed', fieldReasons: {} };
  const fieldReasons: Record<string, string> = {};
  for (const [name, reasons] of Object.entries(e.fields ?? {})) if (reasons?.[0]) fieldReasons[name] = reasons[0];
  return { error: 'invalid', fieldReasons };
};

export const guestReviewMachine = setup({
  types: { context: {} as GuestReviewContext, events: {} as GuestReviewEvent },
  actors: {
    submitReview: fromPromise<unknown, GuestReviewSubmitInput>(async () => {
      throw new Error('submitReview is not provided');
    }),
  },
  guards: {
    reviewSendable: ({ context }) => guestReviewProblems(context.rating, context.comment).length === 0,
    // A star of 1 to 5 other than the one chosen: the stars are radios, and the checked one sends
    // no change when clicked again; a number that is no star is ignored.
    anotherStar: ({ context, event }) => event.type === 'rating.choose' && starsOf(event.rating) !== null && event.rating !== context.rating,
    isConflict: ({ event }) => (event as unknown as { error?: { status?: number } }).error?.status === 409,
  },
  actions: {
    choose: assign({ rating: ({ event, context }) => (event.type === 'rating.choose' ? starsOf(event.rating) : null) ?? context.rating }),
  },
}).createMachine({
  id: 'guestReview',
  initial: 'writing',
  context: { rating: null, comment: '', attempted: false, error: null, fieldReasons: {} },
  states: {
    writing: {
      on: {
        'rating.choose': { guard: 'anotherStar', actions: 'choose' },
        'comment.change': { actions: assign({ comment: ({ event }) => event.value }) },
        'review.submit': [{ guard: 'reviewSendable', target: 'submitting' }, { actions: assign({ attempted: true }) }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        input: ({ context }) => ({ rating: context.rating!, comment: context.comment.trim() }),
        onDone: { target: 'written', actions: assign({ error: null, fieldReasons: {} }) },
        onError: [
          { guard: 'isConflict', target: 'closed' },
          { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
        ],
      },
    },
    /** Not stored: stars and comment stay; Retry sends them again, a change edits again. */
    failed: {
      on: {
        retry: { target: 'submitting', actions: assign({ error: null, fieldReasons: {} }) },
        'rating.choose': { guard: 'anotherStar', target: 'writing', actions: ['choose', assign({ error: null, fieldReasons: {} })] },
        'comment.change': { target: 'writing', actions: assign({ comment: ({ event }) => event.value, error: null, fieldReasons: {} }) },
      },
    },
    /** Stored: the card shows the review as the host sees it. */
    written: {},
    /** 409: the window closed or the stay was reviewed meanwhile; the card shows what the server says now. */
    closed: {},
  },
});
