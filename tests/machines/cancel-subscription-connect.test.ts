import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectCancelSubscription } from '../../machines/cancel-subscription/cancel-subscription.connect';
import { cancelSubscriptionMachine } from '../../machines/cancel-subscription/cancel-subscription.machine';
import { checkedSend } from './support/checked-send';

// connectCancelSubscription: what the "Cancel subscription" section shows in each state of the
// real machine, and what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(cancel: (input: { reason: string }) => Promise<{ effectiveAt: string | null }>) {
  return createActor(cancelSubscriptionMachine.provide({ actors: { cancelSubscription: fromPromise<{ effectiveAt: string | null }, { reason: string }>(({ input }) => cancel(input)) } })).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof cancelSubscriptionMachine>, sent: string[] = []) {
  return connectCancelSubscription(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectCancelSubscription', () => {
  it('asks for a reason first: the request waits (and says so) and sends nothing until one is chosen', () => {
    const actor = start(async () => ({ effectiveAt: null }));
    expect(connect(actor)).toMatchObject({
      scheduled: false,
      effectiveAt: null,
      choosing: true,
      reason: '',
      request: { shown: true, enabled: false, reasonRequired: true },
      confirm: { open: false, busy: false },
      failed: false,
    });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    connect(actor, sent).selectReason('tooExpensive');
    expect(sent).toEqual(['reason.select']);
    expect(connect(actor)).toMatchObject({ reason: 'tooExpensive', request: { shown: true, enabled: true, reasonRequired: false } });
  });

  it('confirms: Keep goes back to the reasons, accepting cancels (busy, locked) and tells when it takes effect', async () => {
    const reasons: string[] = [];
    const actor = start(async ({ reason }) => {
      reasons.push(reason);
      return { effectiveAt: '2030-07-01T00:00:00Z' };
    });
    connect(actor).selectReason('tooExpensive');
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(connect(actor)).toMatchObject({ choosing: false, request: { shown: false, reasonRequired: false }, confirm: { open: true, busy: false }, failed: false });
    connect(actor, sent).keep();
    expect(connect(actor)).toMatchObject({ choosing: true, reason: 'tooExpensive', confirm: { open: false } });
    connect(actor, sent).submit();
    connect(actor, sent).accept();
    expect(sent).toEqual(['cancel.request', 'confirm.dismiss', 'cancel.request', 'confirm.accept']);
    expect(connect(actor)).toMatchObject({ choosing: false, scheduled: false, request: { shown: false }, confirm: { open: true, busy: true } });
    await settle();
    expect(reasons).toEqual(['tooExpensive']);
    expect(connect(actor)).toMatchObject({ scheduled: true, effectiveAt: '2030-07-01T00:00:00Z', confirm: { open: false, busy: false }, failed: false });
  });

  it('tells a failure: Try again calls again, Back returns to the reasons', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw new Error('offline');
    });
    connect(actor).selectReason('tooExpensive');
    connect(actor).submit();
    connect(actor).accept();
    await settle();
    expect(connect(actor)).toMatchObject({ scheduled: false, choosing: false, failed: true, request: { shown: false }, confirm: { open: false } });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(connect(actor)).toMatchObject({ failed: false, confirm: { open: true, busy: true } });
    await settle();
    expect(calls).toBe(2);
    connect(actor, sent).dismiss();
    expect(sent).toEqual(['retry', 'failure.dismiss']);
    expect(connect(actor)).toMatchObject({ choosing: true, failed: false, reason: 'tooExpensive', request: { shown: true, enabled: true } });
  });
});
