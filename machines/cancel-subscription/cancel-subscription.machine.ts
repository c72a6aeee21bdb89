import { assign, fromPromise, setup } from 'xstate';

export interface CancelSubscriptionContext {
  /** The reason the host chose; the server refuses a cancellation without one. */
  reason: string;
  /** The end of the period, when the cancellation takes effect (ISO or null when unknown). */
  effectiveAt: string | null;
  /** Error code of the last failure, never a message. */
  lastError: string | null;
}

export type CancelSubscriptionEvent =
  | { type: 'reason.select'; reason: string }
  | { type: 'cancel.request' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.dismiss' }
  | { type: 'retry' }
  | { type: 'failure.dismiss' };

/**
 * Cancelling a subscription: a reason is required, then a confirmation, then the call; the
 * cancellation is scheduled for the end of the period. The call is an actor the client provides.
 */
export const cancelSubscriptionMachine = setup({
  types: { context: {} as CancelSubscriptionContext, events: {} as CancelSubscriptionEvent },
  actors: {
    cancelSubscription: fromPromise<{ effectiveAt: string | null }, { reason: string }>(async () => {
      throw new Error('cancelSubscription is not provided');
    }),
  },
  guards: { hasReason: ({ context }) => context.reason.trim().length > 0 },
}).createMachine({
  id: 'cancelSubscription',
  initial: 'choosingReason',
  context: { reason: '', effectiveAt: null, lastError: null },
  states: {
    choosingReason: {
      on: {
        'reason.select': { actions: assign({ reason: ({ event }) => event.reason }) },
        'cancel.request': { guard: 'hasReason', target: 'confirming' },
      },
    },
    confirming: {
      on: { 'confirm.accept': 'cancelling', 'confirm.dismiss': 'choosingReason' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelSubscription',
        src: 'cancelSubscription',
        input: ({ context }) => ({ reason: context.reason.trim() }),
        onDone: { target: 'scheduled', actions: assign({ effectiveAt: ({ event }) => event.output.effectiveAt, lastError: null }) },
        onError: { target: 'failed', actions: assign({ lastError: 'cancelFailed' }) },
      },
    },
    // Not final: the section keeps showing what was scheduled.
    scheduled: {},
    failed: {
      on: { retry: 'cancelling', 'failure.dismiss': 'choosingReason' },
    },
  },
});
