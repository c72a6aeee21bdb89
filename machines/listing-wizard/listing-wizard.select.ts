import { fieldErrorMap } from '../step-flow/step-form';
import type { SnapshotFrom } from 'xstate';
import { findStep, progress, stepsByIds, type ListingProgress, type ListingStep } from '../../src/shared/domain/listing-steps';
import type { listingWizardMachine } from './listing-wizard.machine';

type Snapshot = SnapshotFrom<typeof listingWizardMachine>;

/** The steps this unit's wizard shows (step links, group headers). */
export const selectSteps = (s: Snapshot): ListingStep[] => (s.context.flow ? stepsByIds(s.context.flow, s.context.steps) : []);

/** The step on screen (its route segment goes in the URL). */
export const selectCurrentStep = (s: Snapshot): ListingStep | undefined => findStep(selectSteps(s), s.context.stepId);

/** Where the step on screen stands among the shown steps (1-based), for the compact progress bar of a phone. */
export const selectStepPosition = (s: Snapshot): { position: number; count: number; stepId: string | null } => {
  const steps = selectSteps(s);
  const index = steps.findIndex((step) => step.id === s.context.stepId);
  return { position: index + 1, count: steps.length, stepId: index < 0 ? null : steps[index].id };
};

/** Progress per group and in total, from the effort weights. */
export const selectProgress = (s: Snapshot): ListingProgress => progress(selectSteps(s), s.context.completed);

/** Save is enabled by canSaveStep (valid and changed, or a step not yet completed once valid), never during a save. */
export const selectCanSave = (s: Snapshot) => s.can({ type: 'step.save', values: {} });

/**
 * The step's one primary action: saving a change (which moves on, see stepAfterSave), or passing
 * a step unchanged (a completed one, a formless one, or one the next step may be opened ahead of).
 * Null while neither is possible (invalid changes, a step not yet answered, a save under way).
 */
export const selectContinueEvent = (s: Snapshot): 'step.save' | 'step.next' | null => {
  if (s.can({ type: 'step.save', values: {} })) return 'step.save';
  if (s.can({ type: 'step.next' })) return 'step.next';
  return null;
};

export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');

export type ListingWizardPanel = 'loading' | 'notFound' | 'loadFailed' | 'notEligible' | 'step' | 'completed';

/** Which page the listing flow shows. */
export const selectPanel = (s: Snapshot): ListingWizardPanel => {
  if (s.matches('loading') || s.matches('checkingEligibility')) return 'loading';
  if (s.matches('loadFailed')) return s.context.errorCode === 'notFound' ? 'notFound' : 'loadFailed';
  if (s.matches('notEligible')) return 'notEligible';
  if (s.matches('completed')) return 'completed';
  return 'step'; // editing, saving, publishing: the step stays on screen, the buttons show busy
};

/** Field errors of the last save or publish, field -> error code (translation key). */
export const selectFieldErrors = (s: Snapshot): Record<string, string> => fieldErrorMap(s.context.fieldErrors);

/** The step links (sidebar / header): each shown step, whether it is done, on screen, and may be opened. */
export const selectStepLinks = (s: Snapshot) =>
  selectSteps(s).map((step) => ({
    step,
    completed: s.context.completed.includes(step.id),
    active: step.id === s.context.stepId,
    enabled: step.id === s.context.stepId || s.can({ type: 'step.goTo', stepId: step.id }),
  }));
