import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { REVIEW_REASON_MAX, ReviewRejectSchema } from '../../src/shared/schemas/staff-review';

export interface StaffReviewDecisionContext {
  /** The verification's host id or the listing's unit id being decided (null when none). */
  itemId: string | null;
  reason: string;
  /** Reject was pressed with a reason that cannot be sent: the view names the field from now on. */
  attempted: boolean;
  /** 'failed' (try again) or 'invalid' (the server refused the reason); never a message. */
  lastError: 'failed' | 'invalid' | null;
  /** The item whose approval failed, so the error shows on it. */
  failedItemId: string | null;
  /** In conflict: the item someone else decided first (409). It has left the list, so it is not decided again. */
  decidedElsewhere: string | null;
}

export type StaffReviewDecisionEvent =
  | { type: 'approve.start'; itemId: string }
  | { type: 'reject.start'; itemId: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'reject.submit' }
  | { type: 'reject.cancel' };

export type ReviewRejectInput = { itemId: string; reason: string };

/** What keeps the reason from being sent: too short (or empty) or too long; null when it can go. */
export function reviewReasonProblem(reason: string): 'tooShort' | 'tooLong' | null {
  if (v.safeParse(ReviewRejectSchema, { reason }).success) return null;
  return reason.trim().length > REVIEW_REASON_MAX ? 'tooLong' : 'tooShort';
}

const statusOf = (event: unknown) => (event as { error?: { status?: unknown } }).error?.status;
const CLEAN = { itemId: null, reason: '', attempted: false, lastError: null } as const;

/**
 * Staff deciding on one review item at a time (a verification or a listing under review):
 * Approve calls at once; Reject opens a dialog that sends only a reason the server accepts
 * (5–500 characters). 409 means another staff member decided first: the view takes the item off
 * the list and reloads it, and the item is not decided again.
 * A 400 on the reason or any other failure keeps the dialog open to try again. Both calls are
 * actors the client provides (they also take the decided item out of the list).
 */
export const staffReviewDecisionMachine = setup({
  types: { context: {} as StaffReviewDecisionContext, events: {} as StaffReviewDecisionEvent },
  actors: {
    approveItem: fromPromise<unknown, { itemId: string }>(async () => {
      throw new Error('approveItem is not provided');
    }),
    rejectItem: fromPromise<unknown, ReviewRejectInput>(async () => {
      throw new Error('rejectItem is not provided');
    }),
  },
  guards: {
    reasonSendable: ({ context }) => reviewReasonProblem(context.reason) === null,
    conflict: ({ event }) => statusOf(event) === 409,
    reasonRefused: ({ event }) => statusOf(event) === 400,
    notDecidedElsewhere: ({ context, event }) => (event as { itemId?: string }).itemId !== context.decidedElsewhere,
  },
}).createMachine({
  id: 'staffReviewDecision',
  initial: 'idle',
  context: { ...CLEAN, failedItemId: null, decidedElsewhere: null },
  states: {
    idle: {
      on: {
        'approve.start': { target: 'approving', actions: assign({ itemId: ({ event }) => event.itemId, lastError: null, failedItemId: null }) },
        'reject.start': { target: 'rejecting', actions: assign({ ...CLEAN, itemId: ({ event }) => event.itemId, failedItemId: null }) },
      },
    },
    approving: {
      tags: ['busy'],
      invoke: {
        id: 'approveItem',
        src: 'approveItem',
        input: ({ context }) => ({ itemId: context.itemId! }),
        onDone: { target: 'idle', actions: assign({ ...CLEAN, failedItemId: null }) },
        onError: [
          { guard: 'conflict', target: 'conflict', actions: assign({ itemId: null, lastError: null, failedItemId: null, decidedElsewhere: ({ context }) => context.itemId }) },
          { target: 'idle', actions: assign({ failedItemId: ({ context }) => context.itemId, itemId: null, lastError: 'failed' }) },
        ],
      },
    },
    rejecting: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason }) },
        'reject.submit': [{ guard: 'reasonSendable', target: 'submitting', actions: assign({ lastError: null }) }, { actions: assign({ attempted: true }) }],
        'reject.cancel': { target: 'idle', actions: assign(CLEAN) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'rejectItem',
        src: 'rejectItem',
        input: ({ context }) => ({ itemId: context.itemId!, reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: assign(CLEAN) },
        onError: [
          { guard: 'conflict', target: 'conflict', actions: assign({ ...CLEAN, decidedElsewhere: ({ context }) => context.itemId }) },
          { guard: 'reasonRefused', target: 'rejecting', actions: assign({ lastError: 'invalid', attempted: true }) },
          { target: 'rejecting', actions: assign({ lastError: 'failed' }) },
        ],
      },
    },
    // Someone else decided first: the view says so (a snackbar, which closes by itself), takes the item
    // off the list at once and reads the list again; the next decision, on another item, ends it.
    // There is nothing to dismiss on the desk.
    conflict: {
      on: {
        'approve.start': {
          guard: 'notDecidedElsewhere',
          target: 'approving',
          actions: assign({ itemId: ({ event }) => event.itemId, lastError: null, decidedElsewhere: null }),
        },
        'reject.start': { guard: 'notDecidedElsewhere', target: 'rejecting', actions: assign({ ...CLEAN, itemId: ({ event }) => event.itemId, decidedElsewhere: null }) },
      },
    },
  },
});
