import { useSyncExternalStore } from 'react';
import type { InspectionEvent, StateValue } from 'xstate';

// The workflow actors running in this tab, for the machines page: every registered
// machine's useMachine/useActorRef passes `inspect: inspectLive`. Only root actors of state
// machines are kept (invoked children show in their parent's state). Stopped ones stay a while
// (the newest 30), so a tester who opens /machines, which unmounts the page's actors, still
// sees where a flow ended. This module is in the first route: it must stay small.

export interface LiveMachine {
  sessionId: string;
  /** The machine's id (its `id` in createMachine), e.g. 'reviewReply'. */
  machineId: string;
  value: StateValue;
  /** The ids of the active state nodes, e.g. ['reviewReply', 'reviewReply.editing']. */
  activeStateIds: string[];
  status: 'running' | 'stopped';
  updatedAt: number;
}

const KEEP_STOPPED = 30;

const running = new Map<string, LiveMachine>();
let stopped: LiveMachine[] = [];
let list: readonly LiveMachine[] = [];
const listeners = new Set<() => void>();
let notifyQueued = false;

type MachineLogic = { id: string; root: { id: string } };
const isMachineLogic = (logic: unknown): logic is MachineLogic =>
  typeof logic === 'object' && logic !== null && 'root' in logic && typeof (logic as { id?: unknown }).id === 'string';

/** The state node ids of a value, when the snapshot does not carry its nodes. */
const idsOfValue = (value: StateValue, prefix: string): string[] =>
  typeof value === 'string'
    ? [`${prefix}.${value}`]
    : Object.entries(value).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child ? idsOfValue(child, `${prefix}.${key}`) : [])]);

function activeIds(snapshot: { value: StateValue; _nodes?: { id: string }[] }, rootId: string): string[] {
  if (Array.isArray(snapshot._nodes)) return snapshot._nodes.map((node) => node.id);
  return [rootId, ...idsOfValue(snapshot.value, rootId)];
}

// Snapshots also arrive while React renders another component (an actor started in a render):
// listeners hear of them once the current task is done.
function changed() {
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    list = [...running.values(), ...stopped].sort((a, b) => b.updatedAt - a.updatedAt);
    for (const listener of listeners) listener();
  });
}

/** The `inspect` option of the machines' actors. */
export function inspectLive(event: InspectionEvent): void {
  if (event.type !== '@xstate.snapshot') return;
  const { actorRef } = event;
  if (event.rootId !== actorRef.sessionId) return;
  const logic = (actorRef as { logic?: unknown }).logic;
  if (!isMachineLogic(logic)) return;
  const snapshot = event.snapshot as unknown as { status: string; value: StateValue; _nodes?: { id: string }[] };
  const entry: LiveMachine = {
    sessionId: actorRef.sessionId,
    machineId: logic.id,
    value: snapshot.value,
    activeStateIds: activeIds(snapshot, logic.root.id),
    status: snapshot.status === 'active' ? 'running' : 'stopped',
    updatedAt: Date.now(),
  };
  if (entry.status === 'running') {
    running.set(entry.sessionId, entry);
    // React's development double start stops and starts an actor again under the same id.
    stopped = stopped.filter((s) => s.sessionId !== entry.sessionId);
  } else {
    running.delete(entry.sessionId);
    stopped = [entry, ...stopped.filter((s) => s.sessionId !== entry.sessionId)].slice(0, KEEP_STOPPED);
  }
  changed();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getList = () => list;

/** The live and recently stopped actors of this tab, newest first. */
export function useLiveMachines(): readonly LiveMachine[] {
  return useSyncExternalStore(subscribe, getList, getList);
}

/** The current list outside React (tests). */
export const liveMachines = getList;

/** Forget every actor (tests). */
export function resetLiveMachines(): void {
  running.clear();
  stopped = [];
  list = [];
  for (const listener of listeners) listener();
}
