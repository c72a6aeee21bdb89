import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { changePlanMachine, type ChangePlanRequest } from '../../machines/change-plan/change-plan.machine';
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
  const run = async (coupon: string) => {
    const sent: ChangePlanRequest[] = [];
    const actor = createActor(changePlanMachine.provide({ actors: { changePlan: fromPromise(async ({ input }) => void sent.push(input)) } })).start();
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

  it('cannot be confirmed before a plan is chosen', () => {
    const actor = createActor(changePlanMachine).start();
    actor.send({ type: 'change.request' });
    expect(actor.getSnapshot().value).toBe('choosingPlan');
  });
});
