import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { connectUnitCopy } from '../../machines/unit-copy/unit-copy.connect';
import { unitCopyMachine } from '../../machines/unit-copy/unit-copy.machine';
import { checkedSend } from './support/checked-send';

// connectUnitCopy: what the "Copy from unit …" panel shows in each state of the real machine, what
// each control sends — always an event the machine takes there — and when it calls the step.

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Prices {
  price: number | null;
}

function start(load: (unitId: string) => Promise<Prices>) {
  return createActor(unitCopyMachine.provide({ actors: { loadSource: fromPromise<unknown, { unitId: string }>(({ input }) => load(input.unitId)) } }), { input: { unitId: 'u-self' } }).start();
}

/** The connect of the actor's snapshot now, with a step that shows a price and records what it is asked; its `send` refuses an event the machine does not take there. */
function connect(actor: Actor<typeof unitCopyMachine>, sent: string[] = [], calls: string[] = []) {
  return connectUnitCopy<Prices, string>(actor.getSnapshot(), checkedSend(actor, sent), {
    preview: (data) => (data.price === null ? null : `price ${data.price}`),
    onCopy: (data) => void calls.push(`copy ${data.price}`),
    onUndo: () => void calls.push('undo'),
  });
}

describe('connectUnitCopy', () => {
  it('offers the panel; opening it focuses the unit list, where only another unit is picked', async () => {
    const actor = start(async () => ({ price: 80 }));
    expect(connect(actor)).toMatchObject({ open: false, copied: false, sourceId: null, loading: false, preview: null, nothingToCopy: false, failed: false, canConfirm: false, focus: 'opener' });
    const sent: string[] = [];
    connect(actor, sent).openPanel();
    expect(connect(actor)).toMatchObject({ open: true, copied: false, sourceId: null, loading: false, preview: null, canConfirm: false, focus: 'units' });
    // The placeholder and the unit itself pick nothing.
    connect(actor, sent).selectSource('');
    connect(actor, sent).selectSource('u-self');
    expect(sent).toEqual(['copy.open']);
    connect(actor, sent).selectSource('u-other');
    expect(connect(actor)).toMatchObject({ open: true, sourceId: 'u-other', loading: true, preview: null, canConfirm: false, focus: null });
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, sourceId: 'u-other', loading: false, preview: 'price 80', nothingToCopy: false, failed: false, canConfirm: true, focus: null });
    // The unit already picked is not picked again.
    connect(actor, sent).selectSource('u-other');
    expect(sent).toEqual(['copy.open', 'source.select']);
  });

  it('copies through the step and closes on the notice; Undo copy puts the form back through the step', async () => {
    const actor = start(async () => ({ price: 80 }));
    connect(actor).openPanel();
    connect(actor).selectSource('u-other');
    await settle();
    const sent: string[] = [];
    const calls: string[] = [];
    connect(actor, sent, calls).confirm();
    expect(calls).toEqual(['copy 80']);
    expect(connect(actor)).toMatchObject({ open: false, copied: true, sourceId: 'u-other', preview: null, canConfirm: false, focus: 'notice' });
    connect(actor, sent, calls).undo();
    expect(calls).toEqual(['copy 80', 'undo']);
    expect(sent).toEqual(['copy.confirm', 'copy.undo']);
    expect(connect(actor)).toMatchObject({ open: false, copied: false, sourceId: null, focus: 'opener' });
  });

  it('says when the unit has nothing to copy, and then copies nothing', async () => {
    const actor = start(async () => ({ price: null }));
    connect(actor).openPanel();
    connect(actor).selectSource('u-other');
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, preview: null, nothingToCopy: true, canConfirm: false });
    const sent: string[] = [];
    const calls: string[] = [];
    connect(actor, sent, calls).confirm();
    expect([sent, calls]).toEqual([[], []]);
    expect(actor.getSnapshot().value).toBe('previewing');
  });

  it('tells a failed read: Try again reads again; Cancel closes the panel, also while reading', async () => {
    let reads = 0;
    const actor = start(async () => {
      reads += 1;
      throw new Error('offline');
    });
    connect(actor).openPanel();
    connect(actor).selectSource('u-other');
    await settle();
    expect(connect(actor)).toMatchObject({ open: true, sourceId: 'u-other', loading: false, failed: true, preview: null, canConfirm: false, focus: null });
    const sent: string[] = [];
    connect(actor, sent).retry();
    expect(connect(actor)).toMatchObject({ loading: true, failed: false });
    connect(actor, sent).close();
    expect(sent).toEqual(['retry', 'copy.close']);
    expect(connect(actor)).toMatchObject({ open: false, copied: false, sourceId: null, loading: false, focus: 'opener' });
    await settle();
    expect(reads).toBe(2);
  });
});
