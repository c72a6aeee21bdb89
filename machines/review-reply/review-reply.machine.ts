import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { ReviewReplySchema } from '../../src/shared/schemas/reviews';

// The host's reply to one guest review (AS §2.7 "the host can reply to a review";
// AS §7 POST /api/app/reviews/reply/{reviewId}). The editor opens on a review (prefilled with the
// reply already given, which a new one replaces), checks the text with the contract's own schema
// (trimmed, not blank, at most REPLY_TEXT_MAX) so only text the server accepts is sent, and
// saves through an actor the view provides. A refusal of the text (400) is told apart from any
// other failure; both keep the text and offer Retry or Discard.

export type ReplyTextProblem = 'empty' | 'tooLong';

/** Why the text cannot be sent (null: it can), by the contract's schema. */
export function replyTextProblem(text: string): ReplyTextProblem | null {
  if (v.is(ReviewReplySchema, { text })) return null;
  return text.trim() === '' ? 'empty' : 'tooLong';
}

export interface ReviewReplyContext {
  /** The review being answered (its publicId); null while no editor is open. */
  reviewId: string | null;
  text: string;
  /** The reply the review had when the editor opened ('' for none). */
  original: string;
  problem: ReplyTextProblem | null;
  /** Save was asked for with a text that cannot be sent: the problem is shown from then on. */
  attempted: boolean;
  /** Why the last save failed: the text refused (400) or anything else. */
  error: 'textRefused' | 'saveFailed' | null;
  /** The server's reason for the text field with a 400, if it named one. */
  fieldReason: string | null;
}

export interface ReviewReplySaveInput {
  reviewId: string;
  /** Trimmed. */
  text: string;
}

export type ReviewReplyEvent =
  | { type: 'reply.open'; reviewId: string; reply: string | null }
  | { type: 'text.change'; value: string }
  | { type: 'reply.save' }
  | { type: 'reply.cancel' }
  | { type: 'retry' }
  | { type: 'reply.discard' };

const CLOSED = { reviewId: null, text: '', original: '', problem: 'empty', attempted: false, error: null, fieldReason: null } satisfies ReviewReplyContext;

const failureOf = (error: unknown): Pick<ReviewReplyContext, 'error' | 'fieldReason'> => {
  const e = error as { status?: number; fields?: Record<string, string[] | undefined> } | null;
  if (e?.status !== 400) return { error: 'saveFailed', fieldReason: null };
  return { error: 'textRefused', fieldReason: e.fields?.text?.[0] ?? null };
};

export const reviewReplyMachine = setup({
  types: { context: {} as ReviewReplyContext, events: {} as ReviewReplyEvent },
  actors: {
    saveReply: fromPromise<unknown, ReviewReplySaveInput>(async () => {
      throw new Error('saveReply is not provided');
    }),
  },
  guards: {
    textSendable: ({ context }) => context.problem === null,
  },
}).createMachine({
  id: 'reviewReply',
  initial: 'closed',
  context: CLOSED,
  states: {
    closed: {
      on: {
        'reply.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...CLOSED, reviewId: event.reviewId, text: event.reply ?? '', original: event.reply ?? '', problem: replyTextProblem(event.reply ?? '') })),
        },
      },
    },
    editing: {
      on: {
        'text.change': { actions: assign({ text: ({ event }) => event.value, problem: ({ event }) => replyTextProblem(event.value) }) },
        'reply.save': [
          { guard: 'textSendable', target: 'saving', actions: assign({ error: null, fieldReason: null }) },
          { actions: assign({ attempted: true }) },
        ],
        'reply.cancel': { target: 'closed', actions: assign(CLOSED) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveReply',
        src: 'saveReply',
        input: ({ context }) => ({ reviewId: context.reviewId!, text: context.text.trim() }),
        onDone: { target: 'saved', actions: assign(CLOSED) },
        onError: { target: 'failed', actions: assign(({ event }) => failureOf(event.error)) },
      },
    },
    /** Saved: the editor is closed and the list shows the reply; another review (or this one) can be answered. */
    saved: {
      on: {
        'reply.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...CLOSED, reviewId: event.reviewId, text: event.reply ?? '', original: event.reply ?? '', problem: replyTextProblem(event.reply ?? '') })),
        },
      },
    },
    /** Not saved: the text stays; Retry sends it again, changing it edits again, Discard closes the editor. */
    failed: {
      on: {
        retry: { target: 'saving', actions: assign({ error: null, fieldReason: null }) },
        'text.change': {
          target: 'editing',
          actions: assign({ text: ({ event }) => event.value, problem: ({ event }) => replyTextProblem(event.value), error: null, fieldReason: null }),
        },
        'reply.discard': { target: 'closed', actions: assign(CLOSED) },
      },
    },
  },
});
