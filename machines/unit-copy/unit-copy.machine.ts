import { assign, fromPromise, setup } from 'xstate';

// "Copy from unit …" on a step of the listing wizard: the host opens the panel, picks another unit
// of the same property, reads what would be copied, and confirms. Confirming only fills the
// step's form; the host still saves it (or undoes the copy, or leaves without saving), so nothing
// is written to the unit behind the host's back. Reading the other unit is an actor the client
// provides; what is read and how it fills the form is the step's business, not this machine's.

export interface UnitCopyInput {
  /** The unit being edited: it is never a source of its own copy. */
  unitId: string;
}

export interface UnitCopyContext {
  unitId: string | null;
  /** The unit being read, previewed or copied from. */
  sourceId: string | null;
  /** What the source unit holds for this step, as its loader answered; null until read. */
  preview: unknown;
  lastError: 'loadFailed' | null;
}

export type UnitCopyEvent =
  | { type: 'copy.open' }
  | { type: 'source.select'; unitId: string }
  | { type: 'copy.confirm' }
  | { type: 'copy.undo' }
  | { type: 'copy.close' }
  | { type: 'retry' };

export const unitCopyMachine = setup({
  types: { context: {} as UnitCopyContext, events: {} as UnitCopyEvent, input: {} as UnitCopyInput | undefined },
  actors: {
    loadSource: fromPromise<unknown, { unitId: string }>(async () => {
      throw new Error('loadSource is not provided');
    }),
  },
  guards: {
    // Another unit: an empty pick (the select's placeholder) or the unit itself copies nothing, and
    // the unit already picked is not picked again (the unit list sends a pick only when it changes;
    // a failed read of it is read again with Try again).
    knownSource: ({ context, event }) =>
      event.type === 'source.select' && event.unitId !== '' && event.unitId !== context.unitId && event.unitId !== context.sourceId,
  },
  actions: {
    pick: assign({ sourceId: ({ event }) => (event.type === 'source.select' ? event.unitId : null), preview: null, lastError: null }),
    forget: assign({ sourceId: null, preview: null, lastError: null }),
  },
}).createMachine({
  id: 'unitCopy',
  initial: 'closed',
  context: ({ input }) => ({ unitId: input?.unitId ?? null, sourceId: null, preview: null, lastError: null }),
  states: {
    closed: {
      on: { 'copy.open': { target: 'choosing', actions: 'forget' } },
    },
    choosing: {
      on: {
        'source.select': { guard: 'knownSource', target: 'loading', actions: 'pick' },
        'copy.close': { target: 'closed', actions: 'forget' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSource',
        src: 'loadSource',
        input: ({ context }) => ({ unitId: context.sourceId! }),
        onDone: { target: 'previewing', actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ lastError: 'loadFailed' as const }) },
      },
      // Cancel while reading: the read is stopped (its request aborted) and nothing is shown.
      on: { 'copy.close': { target: 'closed', actions: 'forget' } },
    },
    // The panel lists what would be copied; nothing has changed in the form yet.
    previewing: {
      on: {
        'copy.confirm': 'copied',
        'source.select': { guard: 'knownSource', target: 'loading', actions: 'pick' },
        'copy.close': { target: 'closed', actions: 'forget' },
      },
    },
    failed: {
      on: {
        retry: 'loading',
        'source.select': { guard: 'knownSource', target: 'loading', actions: 'pick' },
        'copy.close': { target: 'closed', actions: 'forget' },
      },
    },
    // The form holds the copied values, not yet saved: the host reviews them and saves, or undoes.
    // The panel is closed, so there is nothing to Cancel: the notice offers Undo copy, and leaving
    // the step without saving drops the copy too.
    copied: {
      on: {
        'copy.undo': { target: 'closed', actions: 'forget' },
        'copy.open': { target: 'choosing', actions: 'forget' },
      },
    },
  },
});
