import type { LoadedFlow, VerificationFlowEvent } from './verification-flow.machine';

// Payloads for walking the verification-flow machine. The walk uses a short flow of two steps so
// the state graph stays small (every snapshot times every payload is a path): an individual with
// identity and upload-id. The step rules themselves are tested in tests/shared/verification-steps.
export const WALK_STEPS = ['identity', 'upload-id'] as const;

/** A fresh host: nothing complete yet. */
export const freshFlow: LoadedFlow = { steps: [...WALK_STEPS], completed: [] };
/** A host coming back: the details are on file. */
export const returningFlow: LoadedFlow = { steps: [...WALK_STEPS], completed: ['identity'] };
/** A host who sees no step (e.g. verification and payout switched off). */
export const emptyFlow: LoadedFlow = { steps: [], completed: [] };

export const verificationFlowEvents = {
  'flow.retry': [{ type: 'flow.retry' }],
  'form.change': [
    { type: 'form.change', dirty: true, valid: true },
    { type: 'form.change', dirty: true, valid: false },
    { type: 'form.change', dirty: false, valid: true }, // documents already on file
  ],
  'step.save': [{ type: 'step.save', values: { firstName: 'Anna' } }],
  'step.next': [{ type: 'step.next' }],
  'step.back': [{ type: 'step.back' }],
  'step.goTo': [
    { type: 'step.goTo', stepId: 'identity' },
    { type: 'step.goTo', stepId: 'upload-id' },
    { type: 'step.goTo', stepId: 'owner/info' }, // not a step of this host: never
  ],
} satisfies { [K in VerificationFlowEvent['type']]: Extract<VerificationFlowEvent, { type: K }>[] };

// Errors are what the client's actors reject with: the normalised API error (api-errors.ts).
export const verificationFlowActorOutcomes = [
  { type: 'xstate.done.actor.startKyc', output: undefined },
  { type: 'xstate.error.actor.startKyc', error: { status: 0, general: ['errors.network'], fields: {} } },
  { type: 'xstate.done.actor.loadFlow', output: freshFlow },
  { type: 'xstate.done.actor.loadFlow', output: returningFlow },
  { type: 'xstate.done.actor.loadFlow', output: emptyFlow },
  { type: 'xstate.error.actor.loadFlow', error: { status: 0, general: ['errors.network'], fields: {} } },
  { type: 'xstate.done.actor.saveStep', output: { completed: ['identity'] } },
  { type: 'xstate.done.actor.saveStep', output: { completed: ['identity', 'upload-id'] } },
  { type: 'xstate.error.actor.saveStep', error: { status: 400, general: [], fields: { birthDate: ['must be the birth date of an adult (18 or older)'] } } },
] as const;
