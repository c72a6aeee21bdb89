import { fieldErrorMap } from '../step-flow/step-form';
import type { SnapshotFrom } from 'xstate';
import type { verificationFlowMachine } from './verification-flow.machine';

type Snapshot = SnapshotFrom<typeof verificationFlowMachine>;

export type VerificationFlowPanel = 'loading' | 'loadFailed' | 'step' | 'finished';

/** Which page the flow shows. */
export const selectPanel = (s: Snapshot): VerificationFlowPanel => {
  if (s.matches('starting') || s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('finished')) return 'finished';
  return 'step'; // editing, saving: the step stays on screen, the button shows busy
};

export const selectStepId = (s: Snapshot) => s.context.stepId;
export const selectSteps = (s: Snapshot) => s.context.steps;

/** "Step 2 of 4": the step's place among the steps this host sees. */
export const selectPosition = (s: Snapshot): { number: number; total: number } => ({
  number: s.context.stepId ? s.context.steps.indexOf(s.context.stepId) + 1 : 0,
  total: s.context.steps.length,
});

/** The one button goes on: saving a change, or passing a completed step unchanged. */
export const selectContinueEvent = (s: Snapshot): 'step.save' | 'step.next' | null => {
  if (s.can({ type: 'step.save', values: {} })) return 'step.save';
  if (s.can({ type: 'step.next' })) return 'step.next';
  return null;
};
export const selectCanBack = (s: Snapshot) => s.can({ type: 'step.back' });
export const selectSaving = (s: Snapshot) => s.matches('saving');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectForm = (s: Snapshot) => s.context.form;
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;

/** Field errors of the last save, field -> error code (translation key). */
export const selectFieldErrors = (s: Snapshot): Record<string, string> => fieldErrorMap(s.context.fieldErrors);
