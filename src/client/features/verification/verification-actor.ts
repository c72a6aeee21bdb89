import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { verificationFlowMachine } from '../../../../machines/verification-flow/verification-flow.machine';

// The flow's actor for the step frame deep inside the forms (the forms know nothing of the flow).
export type VerificationFlowActor = ActorRefFrom<typeof verificationFlowMachine>;

export const VerificationActorContext = createContext<VerificationFlowActor | null>(null);

export function useVerificationActor(): VerificationFlowActor {
  const actor = useContext(VerificationActorContext);
  if (!actor) throw new Error('useVerificationActor needs the verification flow around it');
  return actor;
}

/** A step id as a translation key segment: 'owner-upload/id' -> 'owner-upload-id'. */
export const stepKey = (stepId: string) => stepId.replace(/\//g, '-');
