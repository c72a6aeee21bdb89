import type { SnapshotFrom } from 'xstate';
import { GUEST_PROFILE_STEP_COUNT, type GuestProfileAnswers, type GuestProfileQuestion, type GuestProfileStep } from '../../src/shared/domain/guest-profile/questions';
import type { GuestProfileFlowEvent, guestProfileFlowMachine } from './guest-profile-flow.machine';
import {
  selectAnswers,
  selectChoice,
  selectClosed,
  selectDismiss,
  selectFailure,
  selectLoadFailed,
  selectPrimary,
  selectQuestion,
  selectSaving,
  selectStep,
  selectStepNumber,
} from './guest-profile-flow.select';

// The guest-profile dialog's view of the guest-profile-flow machine (ARCHITECTURE.md, "Machines
// in views"): from the snapshot, what the dialog shows (open or ended, the loading body or the
// step, the step's counter, options, failure and buttons), and from `send`, what each control
// does, so the dialog (src/client/features/guest-profile/guest-profile-flow.tsx) renders this and
// decides nothing. The rules tested on their own (the step, the main button, what Escape sends)
// stay selectors of guest-profile-flow.select.ts and are read from here.

type Snapshot = SnapshotFrom<typeof guestProfileFlowMachine>;

export interface GuestProfileFlowView {
  /** The dialog is open until the flow ends (Discard, Done, Close): then the opener unmounts it. */
  open: boolean;
  /** Before a step shows: the spinner, or the load's failure with Retry; null once a step shows or the flow ended. */
  loading: { failed: boolean } | null;
  /** The step showing (introduction, a question, the summary), or null while loading and once closed. */
  step: GuestProfileStep | null;
  /** The question asked on this step, or null on the introduction and the summary. */
  question: GuestProfileQuestion | null;
  /** "Step n of total" on the questions; null on the introduction and the summary. */
  counter: { current: number; total: number } | null;
  /** The options chosen on the current question. */
  choice: string[];
  /** The answers as stored, for the summary. */
  answers: GuestProfileAnswers;
  /** An answer is being saved: the options and Discard wait. */
  saving: boolean;
  /** Why the save failed, while the failure shows. */
  failure: 'refused' | 'saveFailed' | null;
  /** The step's main button: Retry, Saving…, Done or Confirm; enabled when the machine takes its event. */
  primary: { label: 'confirm' | 'saving' | 'done' | 'retry'; busy: boolean; enabled: boolean };
  /** Discard is offered on a step, except while saving. */
  discardEnabled: boolean;
  /** Escape or the dialog closing itself: Close while loading, Discard on a step; nothing while saving. */
  dismiss: () => void;
  /** The loading body's Close. */
  close: () => void;
  /** Retry after a failed load. */
  retryLoad: () => void;
  toggleOption: (option: string) => void;
  /** The step's form submitted: the main button's event (Retry, Done or Confirm); nothing while saving. */
  submit: () => void;
  discard: () => void;
}

export function connectGuestProfileFlow(snapshot: Snapshot, send: (event: GuestProfileFlowEvent) => void): GuestProfileFlowView {
  const closed = selectClosed(snapshot);
  const step = selectStep(snapshot);
  const stepNumber = selectStepNumber(snapshot);
  const saving = selectSaving(snapshot);
  const { event: primaryEvent, ...primary } = selectPrimary(snapshot);
  const dismissEvent = selectDismiss(snapshot);
  return {
    open: !closed,
    loading: closed || step ? null : { failed: selectLoadFailed(snapshot) },
    step,
    question: selectQuestion(snapshot),
    counter: stepNumber === null ? null : { current: stepNumber, total: GUEST_PROFILE_STEP_COUNT },
    choice: selectChoice(snapshot),
    answers: selectAnswers(snapshot),
    saving,
    failure: selectFailure(snapshot),
    primary,
    discardEnabled: !saving,
    dismiss: () => {
      if (dismissEvent) send(dismissEvent);
    },
    close: () => send({ type: 'flow.close' }),
    retryLoad: () => send({ type: 'retry' }),
    toggleOption: (option) => send({ type: 'option.toggle', option }),
    submit: () => {
      // Confirm with no accepted answer is disabled; were it sent, the machine's guard (answerValid) refuses it.
      if (primaryEvent) send(primaryEvent);
    },
    discard: () => send({ type: 'flow.discard' }),
  };
}
