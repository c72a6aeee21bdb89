import { expect } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type AnyMachineSnapshot } from 'xstate';
import { adjacencyEdges, declaredTransitions, edgeKey, stateNodeIds, transitionPaths, type MachinePath } from '../../machines/paths';
import type { MachineEntry } from '../../machines/index';
import { edgeHash, recordWalk, transitionKey } from '../../scripts/lib/machine-coverage';

// Model-based testing support: replay generated paths against the real machine and prove that
// the walk covered every state node, every declared transition and every adjacency edge.

export interface WalkedStep {
  /** State node ids active before the event. */
  before: string[];
  eventType: string;
  /** Did the event change the state value or the context? */
  changed: boolean;
  edge: string;
}

const nodePaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [`${prefix}${k}`, ...nodePaths(v, `${prefix}${k}.`)]);

const activeNodeIds = (machine: AnyStateMachine, s: AnyMachineSnapshot) => [machine.root.id, ...nodePaths(s.value).map((p) => `${machine.root.id}.${p}`)];
const key = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context });

const OUTCOME = /^xstate\.(done|error)\.actor\.(.+)$/;

/**
 * The machine with every actor replaced by one the walk settles: each invocation waits until the
 * path delivers its outcome, then resolves or rejects for real, so onDone/onError run exactly as
 * in the app (the output reaches the machine through xstate, not through a forged event).
 * A callback actor (the session ticker) becomes one that never sends: the path sends its events.
 */
export function controlledActors(machine: AnyStateMachine) {
  const running = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(({ self }) => new Promise((resolve, reject) => running.set(self.id, { resolve, reject }))),
    ]),
  );
  return { machine: machine.provide({ actors } as never), running };
}

/**
 * Lets a settled actor's outcome reach the machine: setImmediate runs after every pending promise
 * callback and xstate's mailbox, without setTimeout(0)'s clamped millisecond per step.
 */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Plays the path's steps on a real actor, checking the state after each; returns what was walked. */
export async function replayPath(machine: AnyStateMachine, path: MachinePath, check?: (snapshot: AnyMachineSnapshot) => void): Promise<WalkedStep[]> {
  const controlled = controlledActors(machine);
  const actor = createActor(controlled.machine).start();
  const walked: WalkedStep[] = [];
  try {
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      const outcome = OUTCOME.exec(step.event.type);
      if (outcome) {
        // The actor must really be running here; then it settles as the path says.
        const [, kind, id] = outcome;
        const pending = controlled.running.get(id);
        expect(pending, `${path.name}: ${id} is not running before ${step.event.type}`).toBeDefined();
        controlled.running.delete(id);
        if (kind === 'done') pending!.resolve((step.event as EventObject & { output?: unknown }).output);
        else pending!.reject((step.event as EventObject & { error?: unknown }).error);
        await settle();
      } else {
        actor.send(step.event);
      }
      const after = actor.getSnapshot();
      expect(JSON.stringify(after.value).replace(/[{}"]/g, '').replace(/:/g, '.'), `${path.name}: after ${step.event.type}`).toBe(step.state);
      check?.(after);
      walked.push({ before: activeNodeIds(machine, before), eventType: step.event.type, changed: key(before) !== key(after), edge: edgeKey(before, step.event) });
    }
  } finally {
    actor.stop();
  }
  return walked;
}

/** Fails unless the per-state checks name exactly the machine's states (no typo, none forgotten). */
export function assertStateChecks(machine: AnyStateMachine, checks: Record<string, unknown>) {
  expect(Object.keys(checks).sort(), 'state checks vs the machine\'s states').toEqual(Object.keys(machine.root.states).sort());
}

/**
 * Fails unless the walk reached every state node, took every declared transition with an
 * effect, walked every edge of the adjacency map, and every event type has a payload.
 */
export function assertFullCoverage(entry: MachineEntry, walked: WalkedStep[], visited: Set<string>) {
  const { machine } = entry;
  const missingStates = stateNodeIds(machine).filter((id) => !visited.has(id));
  expect(missingStates, `state nodes never reached: ${missingStates.join('; ')}`).toEqual([]);

  const missingTransitions = declaredTransitions(machine)
    .filter(({ source, eventType }) => !walked.some((w) => w.changed && w.eventType === eventType && w.before.includes(source)))
    .map(({ source, eventType }) => `${source} on ${eventType}`);
  expect(missingTransitions, `declared transitions never taken: ${missingTransitions.join('; ')}`).toEqual([]);

  const edges = new Set(walked.map((w) => w.edge));
  const missingEdges = adjacencyEdges(entry).filter((e) => !edges.has(e));
  expect(missingEdges, `adjacency edges never walked: ${missingEdges.join('; ')}`).toEqual([]);

  const declaredTypes = new Set(declaredTransitions(machine).map((t) => t.eventType).filter((t) => !t.startsWith('xstate.')));
  const undriven = [...declaredTypes].filter((t) => !(t in entry.fixtures) || entry.fixtures[t].length === 0);
  expect(undriven, `event types without a payload: ${undriven.join('; ')}`).toEqual([]);
}

/** Replays every transition path of a machine; answers what was walked for assertFullCoverage. */
export async function walkAll(entry: MachineEntry, check?: (snapshot: AnyMachineSnapshot) => void, paths: MachinePath[] = transitionPaths(entry)) {
  const walked: WalkedStep[] = [];
  const visited = new Set<string>();
  const initial = createActor(controlledActors(entry.machine).machine).getSnapshot();
  activeNodeIds(entry.machine, initial).forEach((id) => visited.add(id));
  for (const path of paths) {
    const steps = await replayPath(entry.machine, path, (s) => {
      activeNodeIds(entry.machine, s).forEach((id) => visited.add(id));
      check?.(s);
    });
    walked.push(...steps);
  }
  // For `npm run machines -- --coverage`: what this walk reached, by the same keys as the report.
  const declared = declaredTransitions(entry.machine);
  recordWalk({
    machineId: entry.machine.id,
    states: [...visited],
    transitions: declared
      .filter(({ source, eventType }) => walked.some((w) => w.changed && w.eventType === eventType && w.before.includes(source)))
      .map(({ source, eventType }) => transitionKey(source, eventType)),
    edges: [...new Set(walked.map((w) => edgeHash(w.edge)))],
  });
  return { walked, visited };
}

export type { EventObject };
