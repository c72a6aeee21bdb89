import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { cancelSubscriptionMachine } from '../../machines/cancel-subscription/cancel-subscription.machine';
import { selectCanRequestCancel } from '../../machines/cancel-subscription/cancel-subscription.select';
import { assertFullCoverage, assertStateChecks, walkAll, settle } from '../support/model-coverage';

const entry = machines['cancel-subscription'];

const stateChecks = {
  choosingReason: (s) => expect(s.hasTag('busy')).toBe(false),
  confirming: (s) => expect(s.context.reason.trim()).not.toBe(''),
  cancelling: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.reason.trim()).not.toBe('');
  },
  scheduled: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.lastError).toBeNull();
  },
  failed: (s) => expect(s.context.lastError).toBe('cancelFailed'),
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('cancel-subscription machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(5);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('cancel-subscription rules', () => {
  it('refuses to go on without a reason, and sends the trimmed reason', async () => {
    const sent: string[] = [];
    const actor = createActor(
      cancelSubscriptionMachine.provide({
        actors: { cancelSubscription: fromPromise(async ({ input }) => (sent.push(input.reason), { effectiveAt: '2026-12-31' })) },
      }),
    ).start();
    actor.send({ type: 'reason.select', reason: '   ' });
    expect(selectCanRequestCancel(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().value).toBe('choosingReason');
    actor.send({ type: 'reason.select', reason: ' tooExpensive ' });
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'confirm.accept' });
    await settle();
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(actor.getSnapshot().context.effectiveAt).toBe('2026-12-31');
    expect(sent).toEqual(['tooExpensive']);
  });
});
