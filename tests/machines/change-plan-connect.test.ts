import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectChangePlan } from '../../machines/change-plan/change-plan.connect';
import { changePlanMachine, type ChangePlanRequest } from '../../machines/change-plan/change-plan.machine';
import { checkedSend } from './support/checked-send';

// connectChangePlan: what the change-plan form and its confirmation show in each state of the real
// machine, and what each control sends — always an event the machine takes there.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const onStarter = { current: { planId: 'starter-EUR-Monthly', isCancellationScheduled: false, isExpired: false } };

function start(change: (request: ChangePlanRequest) => Promise<unknown>) {
  return createActor(changePlanMachine.provide({ actors: { changePlan: fromPromise<unknown, ChangePlanRequest>(({ input }) => change(input)) } }), { input: onStarter }).start();
}

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof changePlanMachine>, sent: string[] = []) {
  return connectChangePlan(actor.getSnapshot(), checkedSend(actor, sent));
}

describe('connectChangePlan', () => {
  it('asks for a plan, says when the one chosen is the plan the host is on, and sends nothing it would refuse', () => {
    const actor = start(async () => ({}));
    expect(connect(actor)).toMatchObject({
      done: false,
      choosing: true,
      planItemPriceId: null,
      coupon: '',
      plan: 'starter-EUR-Monthly',
      hint: 'choose',
      request: { shown: true, enabled: false },
      failed: false,
      confirm: { open: false, saving: false, hasCoupon: false },
    });
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    connect(actor).selectPlan('starter-EUR-Monthly');
    expect(connect(actor)).toMatchObject({ planItemPriceId: 'starter-EUR-Monthly', hint: 'sameAsNow', request: { shown: true, enabled: false } });
    connect(actor, sent).submit();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('choosingPlan');
    connect(actor).selectPlan('premium-EUR-Monthly');
    connect(actor).changeCoupon(' ');
    expect(connect(actor)).toMatchObject({ planItemPriceId: 'premium-EUR-Monthly', coupon: ' ', plan: 'premium-EUR-Monthly', hint: null, request: { enabled: true }, confirm: { hasCoupon: false } });
    connect(actor).changeCoupon('WELCOME10');
    expect(connect(actor).confirm.hasCoupon).toBe(true);
  });

  it('confirms the change: Keep my plan goes back to the choice, accepting saves (busy, locked) and ends done', async () => {
    const requests: ChangePlanRequest[] = [];
    const actor = start(async (request) => void requests.push(request));
    connect(actor).selectPlan('premium-EUR-Monthly');
    const sent: string[] = [];
    connect(actor, sent).submit();
    expect(sent).toEqual(['change.request']);
    expect(connect(actor)).toMatchObject({ choosing: false, hint: null, request: { shown: false }, failed: false, confirm: { open: true, saving: false } });
    connect(actor, sent).keep();
    expect(sent).toEqual(['change.request', 'confirm.dismiss']);
    expect(connect(actor)).toMatchObject({ choosing: true, planItemPriceId: 'premium-EUR-Monthly', confirm: { open: false } });
    connect(actor).submit();
    connect(actor, sent).accept();
    expect(sent.at(-1)).toBe('confirm.accept');
    expect(connect(actor)).toMatchObject({ choosing: false, request: { shown: false }, confirm: { open: true, saving: true } });
    await settle();
    expect(requests).toEqual([{ planItemPriceId: 'premium-EUR-Monthly' }]);
    expect(connect(actor)).toMatchObject({ done: true, plan: 'premium-EUR-Monthly', confirm: { open: false, saving: false }, failed: false });
  });

  it('tells a failure: Try again calls again, Back to the plans returns to the choice', async () => {
    let calls = 0;
    const actor = start(async () => {
      calls += 1;
      throw new Error('offline');
    });
    connect(actor).selectPlan('premium-EUR-Monthly');
    connect(actor).submit();
    connect(actor).accept();
    await settle();
    expect(connect(actor)).toMatchObject({ done: false, choosing: false, failed: true, request: { shown: false }, confirm: { open: false } });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(connect(actor)).toMatchObject({ failed: false, confirm: { open: true, saving: true } });
    await settle();
    expect(calls).toBe(2);
    connect(actor, sent).dismiss();
    expect(sent).toEqual(['retry', 'failure.dismiss']);
    expect(connect(actor)).toMatchObject({ choosing: true, failed: false, planItemPriceId: 'premium-EUR-Monthly', request: { shown: true, enabled: true } });
  });
});
