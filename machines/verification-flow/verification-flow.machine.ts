import { and, assign, fromPromise, setup } from 'xstate';
import { FRESH_STEP, type StepOnScreen } from '../step-flow/step-form';
import { stepFlowStates } from '../step-flow/step-flow-chart';
import { canOpenVerificationStep, followingVerificationStep, landingVerificationStep, previousVerificationStep } from '../../src/shared/domain/verification-steps';

export interface VerificationFlowContext extends StepOnScreen<'loadFailed' | 'saveFailed'> {
  /** The step the address named when the flow opened (null: none); honoured once, if the host sees it. */
  requestedStep: string | null;
  /** The ids of the steps this host sees, in order (shared/domain/verification-steps visibleVerificationSteps). */
  steps: string[];
  /** The ids of the completed steps (what the server holds). */
  completed: string[];
  /** The step on screen (the URL after /verification/); null until loaded. */
  stepId: string | null;
  // form: Save needs a valid change (or a valid step not complete yet); Continue without saving
  // needs no change on a completed step.
}

export type VerificationFlowEvent =
  | { type: 'flow.retry' }
  | { type: 'form.change'; dirty: boolean; valid: boolean }
  /** Save and continue: the values only travel to the saveStep actor. */
  | { type: 'step.save'; values: Record<string, unknown> }
  /** Continue without saving (nothing changed on a completed step). */
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goTo'; stepId: string };

/** What loading the flow answers: the steps this host sees and those already complete. */
export interface LoadedFlow {
  steps: string[];
  completed: string[];
}
export interface SaveStepInput {
  stepId: string;
  values: Record<string, unknown>;
}
/** A save answers what is complete now (a save can complete more than its own step). */
export interface SavedStep {
  completed: string[];
}

export interface VerificationFlowInput {
  requestedStep?: string | null;
}

const loaded = (event: unknown) => (event as { output: LoadedFlow }).output;
const saved = (event: unknown) => (event as { output: SavedStep }).output;

const verification = setup({
  types: {
    context: {} as VerificationFlowContext,
    events: {} as VerificationFlowEvent,
    input: {} as VerificationFlowInput | undefined,
  },
  actors: {
    startKyc: fromPromise<void, void>(async () => {
      throw new Error('startKyc is not provided');
    }),
    loadFlow: fromPromise<LoadedFlow, void>(async () => {
      throw new Error('loadFlow is not provided');
    }),
    saveStep: fromPromise<SavedStep, SaveStepInput>(async () => {
      throw new Error('saveStep is not provided');
    }),
  },
  guards: {
    nothingToVerify: ({ event }) => loaded(event).steps.length === 0,
    // A valid change, or a valid step not yet complete (documents save as they are chosen: coming
    // back to a step whose files are on file, nothing has changed, yet the step is still to pass).
    canSave: ({ context }) => context.form.valid && (context.form.dirty || !context.completed.includes(context.stepId ?? '')),
    // Continue without saving: nothing changed and the step is complete already.
    canContinue: ({ context }) => !context.form.dirty && !!context.stepId && context.completed.includes(context.stepId),
    // Every step is complete once this one is passed: success.
    allDone: ({ context }) => !!context.stepId && followingVerificationStep(context.steps, context.completed, context.stepId) === null,
    allDoneAfterSave: ({ context, event }) => !!context.stepId && followingVerificationStep(context.steps, saved(event).completed, context.stepId) === null,
    canGoBack: ({ context }) => !!context.stepId && previousVerificationStep(context.steps, context.stepId) !== null,
    canGoTo: ({ context, event }) => event.type === 'step.goTo' && event.stepId !== context.stepId && canOpenVerificationStep(context.steps, context.completed, event.stepId),
  },
});

/**
 * The verification flow (/verification/{step}, AS §2.1, AS §2.2, AS §4): marks identity
 * verification as started (kyc/set-start-at, first entry only: the server keeps the first date),
 * loads the steps this host sees and what is complete, opens the step the address names (when
 * the host sees it) or the first, saves each step and moves on, goes back or to a completed step,
 * and ends on /verification/success. The step rules are in shared/domain/verification-steps.ts;
 * its step states are the step flows' chart (machines/step-flow/step-flow-chart.ts).
 */
export const verificationFlowMachine = verification.createMachine({
  id: 'verificationFlow',
  initial: 'starting',
  context: ({ input }) => ({ requestedStep: input?.requestedStep ?? null, steps: [], completed: [], stepId: null, ...FRESH_STEP }),
  states: {
    // Entering the flow starts identity verification (AS §6: it applies once initiated). A failure is
    // not the host's concern (AS §8 "failed verification queries are silently ignored"): go on.
    starting: {
      tags: ['busy'],
      invoke: { id: 'startKyc', src: 'startKyc', onDone: 'loading', onError: 'loading' },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFlow',
        src: 'loadFlow',
        onDone: [
          { guard: 'nothingToVerify', target: 'finished', actions: assign({ steps: [], completed: [], stepId: null }) },
          {
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { steps, completed } = loaded(event);
              return { steps, completed, stepId: landingVerificationStep(steps, context.requestedStep), ...FRESH_STEP };
            }),
          },
        ],
        onError: { target: 'loadFailed', actions: assign({ errorCode: 'loadFailed' }) },
      },
    },
    loadFailed: {
      on: { 'flow.retry': { target: 'loading', actions: assign({ errorCode: null }) } },
    },
    ...stepFlowStates<VerificationFlowContext, SaveStepInput>({
      // Continue without saving: to the following step, or to success once every step is complete.
      next: [
        { guard: and(['canContinue', 'allDone']), target: 'finished', actions: verification.assign(FRESH_STEP) },
        {
          guard: 'canContinue',
          target: 'editing',
          actions: verification.assign(({ context }) => ({ stepId: followingVerificationStep(context.steps, context.completed, context.stepId!), ...FRESH_STEP })),
        },
      ],
      previousStep: (context) => previousVerificationStep(context.steps, context.stepId!),
      saveInput: (context, values) => ({ stepId: context.stepId!, values }),
      // A save answers what is complete now: the following step not complete, or success.
      saved: [
        { guard: 'allDoneAfterSave', target: 'finished', actions: verification.assign(({ event }) => ({ completed: saved(event).completed, ...FRESH_STEP })) },
        {
          target: 'editing',
          actions: verification.assign(({ context, event }) => {
            const completed = saved(event).completed;
            return { completed, stepId: followingVerificationStep(context.steps, completed, context.stepId!), ...FRESH_STEP };
          }),
        },
      ],
    }),
    /** /verification/success: a page, not a final state (the router leaves it). */
    finished: {},
  },
});
