import { useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { inspectLive } from './live-machines';

// The one way a view runs a workflow machine (ARCHITECTURE.md, "Machines in views").
//
// `create` is called once, when the view mounts, and returns the machine with its actors provided
// (`machine.provide({ actors: … })`): making it again on a later render would start the workflow
// afresh and lose where the host is. What an actor needs from the view that can change between
// renders (the stay shown, a callback from the parent, the snackbar) is passed as `latest`, and
// `create` reads it through the getter it is given when the call runs, so a call never works on
// what the view showed when it mounted. Every workflow is listed on the machines page while it
// runs (`inspectLive`).
//
//   const [snapshot, send, actor] = useWorkflow((latest) => reviewReplyMachine.provide({
//     actors: { saveReply: fromPromise(({ input }) => latest().save(input)) },
//   }), { latest: { save } });
//
// useWorkflow renders the view again on every change of the machine's state, as a form wants.
// A page or provider that reads a few parts with `useSelector(actor, select…)` (the wizard, the
// session) takes useWorkflowActor, the same without that subscription.

export interface WorkflowOptions<TMachine extends AnyStateMachine, TLatest> {
  /** What the machine's actors read when they run: the value of the last render. */
  latest?: TLatest;
  /** The machine's input, taken when the view mounts (as with `useMachine`). */
  input?: InputFrom<TMachine>;
}

// useActorRef's types ask for `input` only of machines that declare one; the caller's options
// carry it exactly when the machine has one.
const useActorOf = useActorRef as <T extends AnyStateMachine>(machine: T, options: { input?: unknown; inspect: typeof inspectLive }) => Actor<T>;

/** The running actor, made once; the view subscribes to what it needs with `useSelector`. */
export function useWorkflowActor<TMachine extends AnyStateMachine, TLatest = undefined>(
  create: (latest: () => TLatest) => TMachine,
  options: WorkflowOptions<TMachine, TLatest> = {},
): Actor<TMachine> {
  const latest = useRef(options.latest as TLatest);
  latest.current = options.latest as TLatest;
  const [machine] = useState(() => create(() => latest.current));
  return useActorOf(machine, { input: options.input, inspect: inspectLive });
}

const whole = <T,>(snapshot: T) => snapshot;

/** The machine's snapshot (the view renders again on each change), its `send`, and the actor. */
export function useWorkflow<TMachine extends AnyStateMachine, TLatest = undefined>(
  create: (latest: () => TLatest) => TMachine,
  options: WorkflowOptions<TMachine, TLatest> = {},
): [SnapshotFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const actor = useWorkflowActor(create, options);
  const snapshot = useSelector(actor, whole) as SnapshotFrom<TMachine>;
  return [snapshot, actor.send, actor];
}
