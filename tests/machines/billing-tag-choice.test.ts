import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { billingTagChoiceMachine, type BillingTagSaveRequest } from '../../machines/billing-tag-choice/billing-tag-choice.machine';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['billing-tag-choice'];

const stateChecks = {
  choosing: (s) => expect(s.hasTag('busy')).toBe(false),
  confirming: (s) => {
    expect(s.context.selected).not.toBeNull();
    expect(s.context.selected).not.toBe(s.context.current);
  },
  saving: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.selected).not.toBeNull();
  },
  saved: (s) => {
    expect(s.context.selected).toBeNull();
    expect(s.context.lastError).toBeNull();
  },
  failed: (s) => expect(['tagRefused', 'saveFailed']).toContain(s.context.lastError),
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('billing-tag-choice machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(5);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('billing-tag-choice request', () => {
  const start = (save: (input: BillingTagSaveRequest) => Promise<unknown>) =>
    createActor(billingTagChoiceMachine.provide({ actors: { saveBillingTag: fromPromise(({ input }) => save(input)) } }), { input: { current: 'split' } }).start();

  it('sends the picked plan and the option, then the answered plan is current', async () => {
    const sent: BillingTagSaveRequest[] = [];
    const actor = start(async (input) => {
      sent.push(input);
      return { effectivePlan: input.tag };
    });
    actor.send({ type: 'plan.select', plan: 'host_only' });
    actor.send({ type: 'apply.toggle', apply: true });
    actor.send({ type: 'save.request' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(sent).toEqual([{ tag: 'host_only', applyToExistingProperties: true }]);
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ current: 'host_only', selected: null, applyToExisting: false });
  });

  it('cannot save the current plan again', () => {
    const actor = start(async () => ({}));
    actor.send({ type: 'plan.select', plan: 'split' });
    actor.send({ type: 'save.request' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a pick of the plan shown as picked is no move: after a save, another plan leads back to choosing', async () => {
    const actor = start(async (input) => ({ effectivePlan: input.tag }));
    actor.send({ type: 'plan.select', plan: 'host_only' });
    actor.send({ type: 'save.request' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'plan.select', plan: 'host_only' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'plan.select', plan: '' })).toBe(false);
    actor.send({ type: 'plan.select', plan: 'host_only' });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'plan.select', plan: 'split' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.selected).toBe('split');
    expect(actor.getSnapshot().can({ type: 'plan.select', plan: 'split' })).toBe(false);
    // The current plan's card puts the pick back to none.
    actor.send({ type: 'plan.select', plan: 'host_only' });
    expect(actor.getSnapshot().context.selected).toBeNull();
  });

  it('tells a refused tag (400) from another failure', async () => {
    const refused = start(async () => Promise.reject({ status: 400 }));
    refused.send({ type: 'plan.select', plan: 'host_only' });
    refused.send({ type: 'save.request' });
    refused.send({ type: 'confirm.accept' });
    await settle();
    expect(refused.getSnapshot().context.lastError).toBe('tagRefused');
    const down = start(async () => Promise.reject(new Error('offline')));
    down.send({ type: 'plan.select', plan: 'host_only' });
    down.send({ type: 'save.request' });
    down.send({ type: 'confirm.accept' });
    await settle();
    expect(down.getSnapshot().context.lastError).toBe('saveFailed');
  });
});
