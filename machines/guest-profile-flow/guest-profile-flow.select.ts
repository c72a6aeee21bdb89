import type { SnapshotFrom } from 'xstate';
import {
  GUEST_PROFILE_STEPS,
  guestProfileStepNumber,
  isGuestProfileQuestion,
  type GuestProfileQuestion,
  type GuestProfileStep,
} from '../../src/shared/domain/guest-profile/questions';
import type { GuestProfileFlowEvent, guestProfileFlowMachine } from './guest-profile-flow.machine';

type Snapshot = SnapshotFrom<typeof guestProfileFlowMachine>;

const topState = (s: Snapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]);

/** The step showing (introduction, a question, the summary), or null while loading and once closed. */
export const selectStep = (s: Snapshot): GuestProfileStep | null => {
  const top = topState(s);
  return (GUEST_PROFILE_STEPS as readonly string[]).includes(top) ? (top as GuestProfileStep) : null;
};
/** The answers are loading (a spinner and Close). */
export const selectLoading = (s: Snapshot) => s.matches('loading');
/** The answers could not be loaded (the error, Retry and Close). */
export const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
/** The flow has ended (discarded, done or closed while loading): the dialog closes. */
export const selectClosed = (s: Snapshot) => s.status === 'done';
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
/** Confirm is enabled only when the machine would take it (an answer the contract accepts). */
export const selectCanConfirm = (s: Snapshot) => s.can({ type: 'step.confirm' });
/** Why the save failed, while the failure shows. */
export const selectFailure = (s: Snapshot) => {
  const question = selectQuestion(s);
  return question && s.matches({ [question]: 'failed' } as never) ? (s.context.error ?? 'saveFailed') : null;
};

type Primary = { event: GuestProfileFlowEvent | null; label: 'confirm' | 'saving' | 'done' | 'retry'; busy: boolean; enabled: boolean };
/**
 * The step's main button: Retry after a failed save, Saving… while saving, Done on the summary,
 * Confirm otherwise; enabled when the machine takes its event (Confirm: an accepted answer).
 */
export const selectPrimary = (s: Snapshot): Primary => {
  const busy = selectSaving(s);
  const event: GuestProfileFlowEvent | null = busy ? null : selectFailure(s) ? { type: 'retry' } : selectStep(s) === 'confirmation' ? { type: 'flow.done' } : { type: 'step.confirm' };
  const label = busy ? 'saving' : event?.type === 'retry' ? 'retry' : event?.type === 'flow.done' ? 'done' : 'confirm';
  return { event, label, busy, enabled: event !== null && s.can(event) };
};
/** What Escape sends: Close while loading or after a failed load, Discard on a step; nothing while saving. */
export const selectDismiss = (s: Snapshot): GuestProfileFlowEvent | null => {
  const close = { type: 'flow.close' } as const;
  const discard = { type: 'flow.discard' } as const;
  return s.can(close) ? close : s.can(discard) ? discard : null;
};
