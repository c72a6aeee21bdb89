import type { StateValue } from 'xstate';
import { machines, type MachineEntry, type MachineName } from '../../../../machines/index';
import type { LiveMachine } from '../../app/live-machines';

// The registry as the page reads it: entries by name, and the live actors that belong to one.

export const machineNames = Object.keys(machines) as MachineName[];

export function entryOf(name: string): MachineEntry | undefined {
  return Object.hasOwn(machines, name) ? machines[name as MachineName] : undefined;
}

export const actorsOf = (entry: MachineEntry, live: readonly LiveMachine[]) => live.filter((actor) => actor.machineId === entry.machine.id);

/** A state value as the paths write it: 'editing', 'steps.photos', 'a.b,c.d' for parallel regions. */
export const showState = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => (child === undefined ? key : `${key}.${showState(child)}`))
        .join(',');
