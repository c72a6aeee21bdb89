import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { changePlanMachine, type ChangePlanRequest, type CurrentPlan } from '../../machines/change-plan/change-plan.machine';
import { selectCanRequestChange, selectIsSameAsNow } from '../../machines/change-plan/change-plan.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['change-plan'];

const stateChecks = {
  choosingPlan: (s) => expect(s.hasTag('busy')).toBe(false),
  confirming: (s) => expect(s.context.planItemPriceId).not.toBeNull(),
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.planItemPriceId).not.toBeNull();
  },
  done: (s) => expect(s.hasTag('busy')).toBe(false),
  failed: (s) => expect(s.context.lastError).toBe('changeFailed'),
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('change-plan machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(5);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('change-plan request', () => {
  const onStarter = { current: { planId: 'starter-EUR-Monthly', isCancellationScheduled: false, isExpired: false } };
  const run = async (coupon: string) => {
    const sent: ChangePlanRequest[] = [];
    const actor = createActor(changePlanMachine.provide({ actors: { changePlan: fromPromise(async ({ input }) => void sent.push(input)) } }), { input: onStarter }).start();
    actor.send({ type: 'plan.select', planItemPriceId: 'premium-EUR-Monthly' });
    actor.send({ type: 'coupon.change', coupon });
    actor.send({ type: 'change.request' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    return sent[0];
  };

  it('leaves a blank coupon out and trims a given one', async () => {
    expect(await run('  ')).toEqual({ planItemPriceId: 'premium-EUR-Monthly' });
    expect(await run(' WELCOME10 ')).toEqual({ planItemPriceId: 'premium-EUR-Monthly', couponCode: 'WELCOME10' });
  });

  it('is not requested for the plan the host is on, unless that plan has ended or its cancellation is scheduled', () => {
    const requestFor = (current: CurrentPlan, planItemPriceId: string) => {
      const actor = createActor(changePlanMachine, { input: { current } }).start();
      actor.send({ type: 'plan.select', planItemPriceId });
      const allowed = selectCanRequestChange(actor.getSnapshot());
      expect(selectIsSameAsNow(actor.getSnapshot())).toBe(!allowed);
      actor.send({ type: 'change.request' });
      expect(actor.getSnapshot().value).toBe(allowed ? 'confirming' : 'choosingPlan');
      return actor.getSnapshot().value;
    };
    const running = { planId: 'starter-monthly', isCancellationScheduled: false, isExpired: false };
    expect(requestFor(running, 'starter-monthly')).toBe('choosingPlan');
    expect(requestFor(running, 'premium-monthly')).toBe('confirming');
    expect(requestFor({ ...running, isCancellationScheduled: true }, 'starter-monthly')).toBe('confirming');
    expect(requestFor({ ...running, isExpired: true }, 'starter-monthly')).toBe('confirming');
  });

  it('cannot be confirmed before a plan is chosen', () => {
    const actor = createActor(changePlanMachine, { input: onStarter }).start();
    actor.send({ type: 'change.request' });
    expect(actor.getSnapshot().value).toBe('choosingPlan');
  });
});
