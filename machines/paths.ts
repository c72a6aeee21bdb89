import type { AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import { walkEvents, type MachineEntry } from './index';
import { showValue } from './story';

// Test paths of a machine, for the tests, `npm run paths` and the in-app machine page.
// Pure: no Node, no DOM.

export interface PathStep {
  event: EventObject;
  /** The state value after the event, as a dotted string ('refreshing'). */
  state: string;
}
export interface MachinePath {
  /** Where the path ends and what it proves, e.g. "active --token.check--> refreshing". */
  name: string;
  steps: PathStep[];
  /** false when the last event is ignored there (neither state nor context changes): such paths prove an event is refused. */
  changes?: boolean;
}

/** A state value as a dotted string ('steps.photos'; 'a.b,c.d' for parallel regions). */
export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateName(v)}`)
        .join(',');

type AnySnapshot = ReturnType<AnyStateMachine['transition']>;

const valuePaths = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [`${prefix}${k}`, ...valuePaths(v, `${prefix}${k}.`)]);

/** The ids of the actors invoked in a snapshot's active state nodes. */
function invokedIds(machine: AnyStateMachine, snapshot: AnySnapshot): Set<string> {
  const nodes = [machine.root, ...valuePaths(snapshot.value).map((p) => machine.getStateNodeById(`${machine.root.id}.${p}`))];
  return new Set(nodes.flatMap((n) => n.invoke.map((i) => i.id)));
}

/**
 * The events to try in a snapshot: every payload, and the outcomes (done/error) of the actors
 * running there only: an outcome of an actor that is not running cannot happen.
 */
function walkEventsFor(entry: MachineEntry) {
  const all = walkEvents(entry);
  return (snapshot: AnySnapshot) => {
    const running = invokedIds(entry.machine, snapshot);
    return all.filter((e) => {
      const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type);
      return !m || running.has(m[2]);
    });
  };
}
/** What tells two snapshots apart in the walk: state value and context. */
export const serialize = (s: AnySnapshot) => JSON.stringify({ value: s.value, context: s.context });
const serializeEvent = (e: EventObject) => JSON.stringify(e);

/** Whether an event sent in a snapshot does something; if not, the machine ignores it there. */
export const changesSomething = (from: AnySnapshot, event: EventObject, to: AnySnapshot): boolean =>
  // A transition that re-enters the same snapshot (a reload while loading) still happens.
  serialize(from) !== serialize(to) || Boolean((from as { can?: (e: EventObject) => boolean }).can?.(event));

const toSteps = (path: StatePath<AnySnapshot, EventObject>): PathStep[] =>
  path.steps.slice(1).map((s) => ({ event: s.event, state: stateName(s.state.value) })); // step 0 is xstate.init

/**
 * One path per transition of the adjacency map: the shortest way to its source snapshot, then
 * the event. Walking them all walks every reachable state and every transition.
 */
export function transitionPaths(entry: MachineEntry): MachinePath[] {
  const options = { events: walkEventsFor(entry), serializeState: serialize, serializeEvent } as const;
  const adjacency = getAdjacencyMap(entry.machine, options as never) as Record<string, { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }>;
  const shortest = new Map<string, PathStep[]>();
  for (const p of getShortestPaths(entry.machine, options as never) as StatePath<AnySnapshot, EventObject>[]) shortest.set(serialize(p.state), toSteps(p));
  const paths: MachinePath[] = [];
  for (const [key, node] of Object.entries(adjacency)) {
    const head = shortest.get(key) ?? [];
    for (const { event, state } of Object.values(node.transitions)) {
      paths.push({
        name: `${stateName(node.state.value)} --${event.type}--> ${stateName(state.value)}`,
        steps: [...head, { event, state: stateName(state.value) }],
        changes: changesSomething(node.state, event, state),
      });
    }
  }
  return paths;
}

export type Adjacency = Record<string, { state: AnySnapshot; transitions: Record<string, { event: EventObject; state: AnySnapshot }> }>;

/** Every reachable snapshot (keyed by `serialize`) and what each fixture event there leads to; no actor runs. */
export function adjacencyOf(entry: MachineEntry): Adjacency {
  const options = { events: walkEventsFor(entry), serializeState: serialize, serializeEvent } as const;
  return getAdjacencyMap(entry.machine, options as never) as unknown as Adjacency;
}

export interface SimplePathOptions {
  /** Only the paths that end in this state (a dotted state value, or a parent of it: 'steps'). */
  to?: string;
  /** At most this many paths (the rest are counted in `left`); 2,000 unless told. */
  limit?: number;
}

/**
 * The simple paths through the states: every route from the start that never comes back to a
 * state it has left (a state is its dotted value; staying in one state while its context changes,
 * e.g. typing, is part of a step, not a loop). Each is played with the concrete events that take
 * it, shortest first, so a tester can walk it and the tests can replay it.
 */
export function simplePaths(entry: MachineEntry, options: SimplePathOptions = {}): { paths: MachinePath[]; left: number } {
  const limit = options.limit ?? 2000;
  const adjacency = adjacencyOf(entry);
  const keys = Object.keys(adjacency);
  const valueOf = new Map(keys.map((k) => [k, stateName(adjacency[k].state.value)]));
  const initialKey = keys[0];
  // The state graph: from one state value to another by an event type.
  const moves = new Map<string, Map<string, string>>(); // from value -> "type\u0000to" -> to
  for (const key of keys) {
    const from = valueOf.get(key)!;
    for (const { event, state } of Object.values(adjacency[key].transitions)) {
      const to = stateName(state.value);
      if (to === from) continue;
      if (!moves.has(from)) moves.set(from, new Map());
      moves.get(from)!.set(`${event.type}\u0000${to}`, to);
    }
  }
  const ends = (value: string) => !options.to || value === options.to || value.startsWith(`${options.to}.`) || value.split(',').includes(options.to);
  const routes: { type: string; to: string }[][] = [];
  let found = 0;
  const walk = (at: string, seen: Set<string>, route: { type: string; to: string }[]) => {
    if (route.length && ends(at)) {
      found += 1;
      if (routes.length < limit) routes.push(route);
    }
    for (const [move, to] of moves.get(at) ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      walk(to, seen, [...route, { type: move.split('\u0000')[0], to }]);
      seen.delete(to);
    }
  };
  const start = valueOf.get(initialKey)!;
  walk(start, new Set([start]), []);
  const paths = routes.flatMap((route) => {
    const steps = realise(adjacency, initialKey, route);
    return steps ? [{ name: [start, ...route.map((r) => `--${r.type}--> ${r.to}`)].join(' '), steps }] : [];
  });
  return { paths, left: found - routes.length };
}

/** The shortest concrete walk that follows a route of state changes (breadth first over snapshots). */
function realise(adjacency: Adjacency, initialKey: string, route: { type: string; to: string }[]): PathStep[] | null {
  const queue: { key: string; index: number; steps: PathStep[] }[] = [{ key: initialKey, index: 0, steps: [] }];
  const seen = new Set([`${initialKey}#0`]);
  while (queue.length) {
    const { key, index, steps } = queue.shift()!;
    if (index === route.length) return steps;
    const from = stateName(adjacency[key].state.value);
    for (const { event, state } of Object.values(adjacency[key].transitions)) {
      const to = stateName(state.value);
      const next = to === from ? index : event.type === route[index].type && to === route[index].to ? index + 1 : -1;
      if (next < 0) continue;
      const nextKey = serialize(state);
      const mark = `${nextKey}#${next}`;
      if (seen.has(mark) || !adjacency[nextKey]) continue;
      seen.add(mark);
      queue.push({ key: nextKey, index: next, steps: [...steps, { event, state: to }] });
    }
  }
  return null;
}

/** Every edge of the adjacency map, as "snapshot + event" keys (what a walk must cover). */
export function adjacencyEdges(entry: MachineEntry): string[] {
  const options = { events: walkEventsFor(entry), serializeState: serialize, serializeEvent } as const;
  const adjacency = getAdjacencyMap(entry.machine, options as never) as unknown as Record<string, { state: AnySnapshot; transitions: Record<string, { event: EventObject }> }>;
  return Object.values(adjacency).flatMap((node) => Object.values(node.transitions).map(({ event }) => edgeKey(node.state, event)));
}

export const edgeKey = (s: { value: unknown; context: unknown }, event: EventObject) => serialize(s as AnySnapshot) + serializeEvent(event);

/** The shortest path to every reachable snapshot (the readable list in the diagrams). */
export function shortestPaths(entry: MachineEntry): MachinePath[] {
  const options = { events: walkEventsFor(entry), serializeState: serialize, serializeEvent } as const;
  const paths = getShortestPaths(entry.machine, options as never) as StatePath<AnySnapshot, EventObject>[];
  const initial = (paths.find((p) => p.steps.length <= 1)?.state.context ?? {}) as Record<string, unknown>;
  // Snapshots differ by context too ('loading' offline vs online): name what differs from the start.
  const differs = (context: Record<string, unknown>) =>
    Object.entries(context)
      .filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(initial[k]))
      .map(([k, v]) => `${k}: ${showValue(v)}`)
      .join(', ');
  return paths.map((p) => {
    const diff = differs(p.state.context as Record<string, unknown>);
    return { name: `to ${stateName(p.state.value)}${diff ? ` (${diff})` : ''}`, steps: toSteps(p) };
  });
}

/** Every declared transition: source state node id and event type (including actor outcomes). */
export function declaredTransitions(machine: AnyStateMachine): { source: string; eventType: string }[] {
  const out: { source: string; eventType: string }[] = [];
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [eventType, defs] of node.transitions) {
      if (defs.length > 0) out.push({ source: node.id, eventType });
    }
  }
  return out;
}

/** Every state node id (the root included). */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  return [machine.root.id, ...getStateNodes(machine.root).map((n) => n.id)];
}

export function formatStep(step: PathStep): string {
  const { type, ...payload } = step.event;
  const args = Object.keys(payload).length ? ` ${showValue(payload)}` : '';
  return `${type}${args} → ${step.state}`;
}
