import type { SnapshotFrom } from 'xstate';
import {
  GUEST_PROFILE_STEPS,
  guestProfileStepNumber,
  isGuestProfileQuestion,
  type GuestProfileQuestion,
  type GuestProfileStep,
} from '../../src/shared/domain/guest-profile/questions';
import type { guestProfileFlowMachine } from './guest-profile-flow.machine';

type Snapshot = SnapshotFrom<typeof guestProfileFlowMachine>;

const topState = (s: Snapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]);

/** The modal showing (introduction, a question, the summary), or null while the flow is closed. */
export const selectStep = (s: Snapshot): GuestProfileStep | null => {
  const top = topState(s);
  return (GUEST_PROFILE_STEPS as readonly string[]).includes(top) ? (top as GuestProfileStep) : null;
};
export const selectOpen = (s: Snapshot) => selectStep(s) !== null;
export const selectQuestion = (s: Snapshot): GuestProfileQuestion | null => {
  const step = selectStep(s);
  return step && isGuestProfileQuestion(step) ? step : null;
};
/** "Step n of 5" on the questions; null on the introduction and the summary. */
export const selectStepNumber = (s: Snapshot) => {
  const question = selectQuestion(s);
  return question ? guestProfileStepNumber(question) : null;
};
export const selectChoice = (s: Snapshot) => s.context.choice;
export const selectAnswers = (s: Snapshot) => s.context.answers;
export const selectSaving = (s: Snapshot) => s.hasTag('busy');
export const selectCompleted = (s: Snapshot) => s.matches('done');
/** Confirm is enabled only when the machine would take it (an answer the contract accepts). */
export const selectCanConfirm = (s: Snapshot) => s.can({ type: 'step.confirm' });
/** Why the save failed, while the failure shows. */
export const selectFailure = (s: Snapshot) => {
  const question = selectQuestion(s);
  return question && s.matches({ [question]: 'failed' } as never) ? (s.context.error ?? 'saveFailed') : null;
};
