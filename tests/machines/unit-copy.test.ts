import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { unitCopyMachine, type UnitCopyContext } from '../../machines/unit-copy/unit-copy.machine';
import { selectError, selectIsCopied, selectIsOpen, selectPreview } from '../../machines/unit-copy/unit-copy.select';
import { assertFullCoverage, assertStateChecks, settle, walkAll } from '../support/model-coverage';

const entry = machines['unit-copy'];
const ctx = (s: AnyMachineSnapshot) => s.context as UnitCopyContext;

const stateChecks = {
  closed: (s) => {
    expect(selectIsOpen(s as never)).toBe(false);
    expect(ctx(s).sourceId).toBeNull();
    expect(ctx(s).preview).toBeNull();
  },
  choosing: (s) => {
    expect(selectIsOpen(s as never)).toBe(true);
    expect(ctx(s).sourceId).toBeNull();
  },
  loading: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(['unit-2', 'unit-3']).toContain(ctx(s).sourceId);
  },
  previewing: (s) => expect(selectPreview(s as never)).toEqual({ nightlyPrice: 120 }),
  failed: (s) => expect(selectError(s as never)).toBe('loadFailed'),
  copied: (s) => {
    expect(selectIsCopied(s as never)).toBe(true);
    expect(selectIsOpen(s as never)).toBe(false);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

describe('unit-copy machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, (s) => stateChecks[s.value as keyof typeof stateChecks](s));
    expect(walked.length).toBeGreaterThan(20);
    assertFullCoverage(entry, walked, visited);
  });
});

describe('unit-copy rules', () => {
  const start = (load: (unitId: string) => Promise<unknown>) =>
    createActor(unitCopyMachine.provide({ actors: { loadSource: fromPromise(({ input }) => load(input.unitId)) } }), { input: { unitId: 'unit-1' } }).start();

  it('the unit being edited cannot be its own source', () => {
    const actor = start(async () => ({}));
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'source.select', unitId: 'unit-1' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('the unit already shown is not picked again; another unit is read in its place', async () => {
    const read: string[] = [];
    const actor = start(async (unitId) => {
      read.push(unitId);
      return { from: unitId };
    });
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'source.select', unitId: 'unit-2' });
    await settle();
    actor.send({ type: 'source.select', unitId: 'unit-2' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'source.select', unitId: 'unit-3' });
    await settle();
    expect(read).toEqual(['unit-2', 'unit-3']);
    expect(selectPreview(actor.getSnapshot())).toEqual({ from: 'unit-3' });
  });

  it('after a copy the panel is closed: there is nothing to Cancel, only Undo copy or another copy', async () => {
    const actor = start(async () => ({}));
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'source.select', unitId: 'unit-2' });
    await settle();
    actor.send({ type: 'copy.confirm' });
    actor.send({ type: 'copy.close' });
    expect(selectIsCopied(actor.getSnapshot())).toBe(true);
  });

  it('reads the picked unit, and nothing counts as copied before the host confirms', async () => {
    const read: string[] = [];
    const actor = start(async (unitId) => {
      read.push(unitId);
      return { from: unitId };
    });
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'source.select', unitId: 'unit-3' });
    await settle();
    expect(read).toEqual(['unit-3']);
    expect(selectPreview(actor.getSnapshot())).toEqual({ from: 'unit-3' });
    expect(selectIsCopied(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'copy.confirm' });
    expect(selectIsCopied(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'copy.undo' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a failed read is retried for the same unit', async () => {
    let calls = 0;
    const actor = start(async (unitId) => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { from: unitId };
    });
    actor.send({ type: 'copy.open' });
    actor.send({ type: 'source.select', unitId: 'unit-2' });
    await settle();
    expect(selectError(actor.getSnapshot())).toBe('loadFailed');
    actor.send({ type: 'retry' });
    await settle();
    expect(selectPreview(actor.getSnapshot())).toEqual({ from: 'unit-2' });
  });
});
