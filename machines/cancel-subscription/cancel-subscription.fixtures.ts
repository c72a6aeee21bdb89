import type { CancelSubscriptionEvent } from './cancel-subscription.machine';

// Payloads for walking the cancel-subscription machine: a real reason and an empty one, so the
// hasReason guard is exercised both ways, and every outcome of the call.
export const cancelSubscriptionEvents = {
  'reason.select': [
    { type: 'reason.select', reason: 'tooExpensive' },
    { type: 'reason.select', reason: '' },
  ],
  'cancel.request': [{ type: 'cancel.request' }],
  'confirm.accept': [{ type: 'confirm.accept' }],
  'confirm.dismiss': [{ type: 'confirm.dismiss' }],
  retry: [{ type: 'retry' }],
  'failure.dismiss': [{ type: 'failure.dismiss' }],
} satisfies { [K in CancelSubscriptionEvent['type']]: Extract<CancelSubscriptionEvent, { type: K }>[] };

export const cancelSubscriptionActorOutcomes = [
  { type: 'xstate.done.actor.cancelSubscription', output: { effectiveAt: '2026-12-31T00:00:00.000Z' } },
  { type: 'xstate.error.actor.cancelSubscription', error: 'server unreachable' },
] as const;
