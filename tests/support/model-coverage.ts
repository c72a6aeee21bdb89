import { expect } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject, type AnyMachineSnapshot } from 'xstate';
import { adjacencyEdges, declaredTransitions, edgeKey, stateNodeIds, transitionPaths, type MachinePath } from '../../machines/paths';
import type { MachineEntry } from '../../machines/index';

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

/**
 * The machine with every actor replaced by one that never settles: the walk delivers the
 * actors' outcomes as their done/error events, exactly as the path says.
 */
export function inertActors(machine: AnyStateMachine): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise(() => {}))]));
  return machine.provide({ actors } as never);
}

/** Sends the path's events to a real actor, checking the state after each; returns what was walked. */
export function replayPath(machine: AnyStateMachine, path: MachinePath, check?: (snapshot: AnyMachineSnapshot) => void): WalkedStep[] {
  const actor = createActor(inertActors(machine)).start();
  const walked: WalkedStep[] = [];
  try {
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      actor.send(step.event);
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

/**
 * Fails unless the walk reached every state node, took every declared transition with an
 * effect, walked every edge of the adjacency map, and every event type has a payload.
 */
export function assertFullCoverage(entry: MachineEntry, walked: WalkedStep[], visited: Set<string>) {
  const { machine } = entry;
  const missingStates = stateNodeIds(machine).filter((id) => !visited.has(id));
  expect(missingStates, 'state nodes never reached').toEqual([]);

  const missingTransitions = declaredTransitions(machine)
    .filter(({ source, eventType }) => !walked.some((w) => w.changed && w.eventType === eventType && w.before.includes(source)))
    .map(({ source, eventType }) => `${source} on ${eventType}`);
  expect(missingTransitions, 'declared transitions never taken').toEqual([]);

  const edges = new Set(walked.map((w) => w.edge));
  const missingEdges = adjacencyEdges(entry).filter((e) => !edges.has(e));
  expect(missingEdges, 'adjacency edges never walked').toEqual([]);

  const declaredTypes = new Set(declaredTransitions(machine).map((t) => t.eventType).filter((t) => !t.startsWith('xstate.')));
  const undriven = [...declaredTypes].filter((t) => !(t in entry.events) || entry.events[t].length === 0);
  expect(undriven, 'event types without a payload').toEqual([]);
}

/** Replays every transition path of a machine; answers what was walked for assertFullCoverage. */
export function walkAll(entry: MachineEntry, check?: (snapshot: AnyMachineSnapshot) => void) {
  const walked: WalkedStep[] = [];
  const visited = new Set<string>();
  const initial = createActor(inertActors(entry.machine)).getSnapshot();
  activeNodeIds(entry.machine, initial).forEach((id) => visited.add(id));
  for (const path of transitionPaths(entry)) {
    const steps = replayPath(entry.machine, path, (s) => {
      activeNodeIds(entry.machine, s).forEach((id) => visited.add(id));
      check?.(s);
    });
    walked.push(...steps);
  }
  return { walked, visited };
}

export type { EventObject };
