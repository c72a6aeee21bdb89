import { assign, fromPromise, setup } from 'xstate';
import type { NormalisedApiError } from '../../src/shared/domain/api-errors';
import { FRESH_STEP, fieldErrorsOf, type StepOnScreen } from '../step-flow/step-form';
import { stepFlowStates } from '../step-flow/step-flow-chart';
import {
  backTarget,
  canPublish,
  canSaveStep,
  canVisit,
  landingStep,
  nextTarget,
  passStep,
  stepAfterSave,
  stepsByIds,
  visibleSteps,
  withCompleted,
  withoutOnboardingSteps,
  type ListingFlow,
  type StepVisibility,
} from '../../src/shared/domain/listing-steps';

export type ListingWizardErrorCode = 'notFound' | 'loadFailed' | 'eligibilityFailed' | 'saveFailed' | 'publishFailed';

export interface ListingWizardContext extends StepOnScreen<ListingWizardErrorCode> {
  /** The unit's flow; null until loaded. */
  flow: ListingFlow | null;
  /**
   * The ids of the steps this unit's wizard shows, in order (visibleSteps of what the load
   * answered). Kept instead of the visibility inputs: shorter, and all the chart needs.
   */
  steps: string[];
  /** Completed step ids, in catalogue order (listing progress, HC §3). */
  completed: string[];
  /** The step on screen (the URL's step segment); null until loaded. */
  stepId: string | null;
  // form: Save follows canSaveStep (valid and changed, unless overridden, HC §4).
}

export type ListingWizardEvent =
  | { type: 'listing.retry' }
  | { type: 'form.change'; dirty: boolean; valid: boolean }
  /** The values stay in the form; they only travel to the saveStep actor. */
  | { type: 'step.save'; values: Record<string, unknown> }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.goTo'; stepId: string }
  | { type: 'listing.publish' };

/** What loading the unit answers: the visibility inputs and its completed steps. */
export interface LoadedListing extends StepVisibility {
  completed: string[];
}
export interface SaveStepInput {
  stepId: string;
  values: Record<string, unknown>;
  /** The completed set once this step is saved, for PUT listing-progress. */
  completed: string[];
}

const isNotFound = (error: unknown) => (error as Partial<NormalisedApiError> | null)?.status === 404;
const savedStep = (event: unknown) => (event as { output: { onboardingFinished: boolean } }).output;

const stepsOf = (context: ListingWizardContext) => (context.flow ? stepsByIds(context.flow, context.steps) : []);
/** The loaded flow, the step on screen and the shown steps: what every step rule takes. */
const at = (context: ListingWizardContext) => ({ flow: context.flow!, steps: stepsOf(context), completed: context.completed, stepId: context.stepId! });

const wizard = setup({
  types: {
    context: {} as ListingWizardContext,
    events: {} as ListingWizardEvent,
  },
  actors: {
    loadListing: fromPromise<LoadedListing, void>(async () => {
      throw new Error('loadListing is not provided');
    }),
    checkEligibility: fromPromise<{ eligible: boolean }, void>(async () => {
      throw new Error('checkEligibility is not provided');
    }),
    saveStep: fromPromise<{ onboardingFinished: boolean }, SaveStepInput>(async () => {
      throw new Error('saveStep is not provided');
    }),
    publishUnit: fromPromise<void, void>(async () => {
      throw new Error('publishUnit is not provided');
    }),
  },
  actions: {
    // The wizard opens on the current step (the first not completed, HC §4).
    openLanding: assign(({ event }) => {
      const { completed, ...visibility } = (event as unknown as { output: LoadedListing }).output;
      const steps = visibleSteps(visibility);
      return { flow: visibility.flow, steps: steps.map((s) => s.id), completed, stepId: landingStep(steps, completed)?.id ?? null, errorCode: null };
    }),
  },
  guards: {
    loadedWhileOnboarding: ({ event }) => !(event as unknown as { output: LoadedListing }).output.onboardingFinished,
    eligible: ({ event }) => (event as unknown as { output: { eligible: boolean } }).output.eligible,
    // A missing property or unit is not coming back: its page offers the homepage instead.
    retryable: ({ context }) => context.errorCode !== 'notFound',
    canSave: ({ context }) => !!context.stepId && canSaveStep(context.form, context.completed.includes(context.stepId)),
    // Moving on without saving never drops the host's changes: a changed form goes on by its save.
    canGoNext: ({ context }) => {
      const { flow, steps, completed, stepId } = at(context);
      return !context.form.dirty && !!stepId && !!nextTarget(flow, steps, completed, stepId);
    },
    canGoBack: ({ context }) => {
      const { flow, steps, completed, stepId } = at(context);
      return !!stepId && !!backTarget(flow, steps, completed, stepId);
    },
    canGoTo: ({ context, event }) => event.type === 'step.goTo' && event.stepId !== context.stepId && canVisit(stepsOf(context), context.completed, event.stepId),
    canPublish: ({ context }) => {
      const steps = stepsOf(context);
      return context.stepId === steps.at(-1)?.id && canPublish(steps, context.completed);
    },
  },
});

/**
 * The listing wizard of one unit (HC §2 to HC §4): loads the unit, checks eligibility
 * while onboarding, then walks the steps (saving each, going next/back or to any step the
 * host may open), publishes and ends on the completed page. Every step rule is in
 * src/shared/domain/listing-steps.ts; this chart only sequences them. Its step states are the
 * step flows' chart (machines/step-flow/step-flow-chart.ts).
 */
export const listingWizardMachine = wizard.createMachine({
  id: 'listingWizard',
  initial: 'loading',
  context: { flow: null, steps: [], completed: [], stepId: null, ...FRESH_STEP },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadListing',
        src: 'loadListing',
        // Only a host still onboarding goes through the eligibility check first.
        onDone: [
          { guard: 'loadedWhileOnboarding', target: 'checkingEligibility', actions: 'openLanding' },
          { target: 'editing', actions: 'openLanding' },
        ],
        // A missing property or unit has its own page (HC §2); anything else offers a retry.
        onError: { target: 'loadFailed', actions: assign({ errorCode: ({ event }) => (isNotFound(event.error) ? 'notFound' : 'loadFailed') }) },
      },
    },
    loadFailed: {
      on: { 'listing.retry': { guard: 'retryable', target: 'loading' } },
    },
    checkingEligibility: {
      tags: ['busy'],
      invoke: {
        id: 'checkEligibility',
        src: 'checkEligibility',
        onDone: [{ guard: 'eligible', target: 'editing' }, { target: 'notEligible' }],
        onError: { target: 'loadFailed', actions: assign({ errorCode: 'eligibilityFailed' }) },
      },
    },
    // Pages, not final states: the actor lives as long as the page, and the router leaves them.
    /** /listing/onboarding-not-eligible */
    notEligible: {},
    ...stepFlowStates<ListingWizardContext, SaveStepInput>({
      // Moving on without saving never drops the host's changes: a changed form goes on by its save.
      next: {
        guard: 'canGoNext',
        target: 'editing',
        actions: wizard.assign(({ context }) => {
          const { flow, steps, completed, stepId } = at(context);
          return { completed: passStep(flow, steps, completed, stepId), stepId: nextTarget(flow, steps, completed, stepId)!.id, ...FRESH_STEP };
        }),
      },
      previousStep: (context) => {
        const { flow, steps, completed, stepId } = at(context);
        return backTarget(flow, steps, completed, stepId)!.id;
      },
      saveInput: (context, values) => ({ stepId: context.stepId!, values, completed: withCompleted(context.flow!, context.completed, context.stepId!) }),
      saved: {
        target: 'editing',
        actions: wizard.assign(({ context, event }) => {
          const { flow, stepId } = at(context);
          // Finishing onboarding (reported by the save) switches to the normal variant (HC §4).
          const steps = savedStep(event).onboardingFinished ? withoutOnboardingSteps(stepsOf(context)) : stepsOf(context);
          const completed = withCompleted(flow, context.completed, stepId);
          return { steps: steps.map((s) => s.id), completed, stepId: stepAfterSave(flow, steps, completed, stepId)?.id ?? null, ...FRESH_STEP };
        }),
      },
      editingOn: { 'listing.publish': { guard: 'canPublish', target: 'publishing' } },
    }),
    publishing: {
      tags: ['busy'],
      entry: assign({ fieldErrors: [], errorCode: null }),
      invoke: {
        id: 'publishUnit',
        src: 'publishUnit',
        onDone: 'completed',
        // e.g. an invalid registrationNumber makes the unit not publishable (HC §3).
        onError: { target: 'editing', actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(event.error), errorCode: 'publishFailed' }) },
      },
    },
    /** /listing/{propertyId}/{unitId}/completed */
    completed: {},
  },
});
