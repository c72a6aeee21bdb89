import { createContext, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { verificationFlowMachine } from '../../../../machines/verification-flow/verification-flow.machine';
import { connectVerificationFlow, type VerificationFlowView } from '../../../../machines/verification-flow/verification-flow.connect';

// The flow's actor for the step frame deep inside the forms (the forms know nothing of the flow).
export type VerificationFlowActor = ActorRefFrom<typeof verificationFlowMachine>;

export const VerificationActorContext = createContext<VerificationFlowActor | null>(null);

export function useVerificationActor(): VerificationFlowActor {
  const actor = useContext(VerificationActorContext);
  if (!actor) throw new Error('useVerificationActor needs the verification flow around it');
  return actor;
}

/**
 * One part of what the flow shows (machines/verification-flow/verification-flow.connect.ts): the
 * view renders again only when that part changes (by `compare` for a list or an object), as it did
 * with one selector per part.
 */
export function useFlowPart<T>(actor: VerificationFlowActor, pick: (view: VerificationFlowView) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, (s) => pick(connectVerificationFlow(s, actor.send)), compare);
}

/** The flow where the host is now, for a handler: its controls send what the machine takes there. */
export const flowNow = (actor: VerificationFlowActor): VerificationFlowView => connectVerificationFlow(actor.getSnapshot(), actor.send);

/** A step id as a translation key segment: 'owner-upload/id' -> 'owner-upload-id'. */
export const stepKey = (stepId: string) => stepId.replace(/\//g, '-');
