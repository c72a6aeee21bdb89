import type { UnitCopyEvent } from './unit-copy.machine';

// Payloads for walking the copy panel: two units of the list (the second to pick another unit than the
// one shown) and the select's empty placeholder (guard both ways), and both outcomes of reading the source unit.
export const unitCopyEvents = {
  'copy.open': [{ type: 'copy.open' }],
  'source.select': [
    { type: 'source.select', unitId: 'unit-2' },
    { type: 'source.select', unitId: 'unit-3' },
    { type: 'source.select', unitId: '' },
  ],
  'copy.confirm': [{ type: 'copy.confirm' }],
  'copy.undo': [{ type: 'copy.undo' }],
  'copy.close': [{ type: 'copy.close' }],
  retry: [{ type: 'retry' }],
} satisfies { [K in UnitCopyEvent['type']]: Extract<UnitCopyEvent, { type: K }>[] };

export const unitCopyActorOutcomes = [
  { type: 'xstate.done.actor.loadSource', output: { nightlyPrice: 120 } },
  { type: 'xstate.error.actor.loadSource', error: { status: 0 } },
] as const;
