import type { StepFlowView } from '../step-flow/step-form';
import type { SnapshotFrom } from 'xstate';
import type { VerificationFlowEvent, verificationFlowMachine } from './verification-flow.machine';
import {
  selectCanBack,
  selectContinueEvent,
  selectFieldErrors,
  selectIsBusy,
  selectPanel,
  selectPosition,
  selectSaving,
  type VerificationFlowPanel,
} from './verification-flow.select';

// The verification page's view of the verification-flow machine (ARCHITECTURE.md, "Machines in
// views"): from the snapshot, what the page and the step frame show, and from `send`, what each
// control does, so the views (src/client/features/verification/verification-flow-page.tsx and
// verification-step-frame.tsx) render this and decide nothing. The rules tested on their own (the
// panel, the position, the continue event) stay selectors of verification-flow.select.ts and are
// read from here.
//
// The listing wizard shares the step states (machines/step-flow/step-flow-chart.ts), but its
// retry and Publish, its pages and its step links are its own (listing-wizard.connect.ts): one
// connect per workflow; what both give the step frame is StepFlowView (step-flow/step-form.ts).
//
// The page reads the flow in parts (`useSelector(actor, (s) => connectVerificationFlow(s, send).x)`,
// src/client/features/verification/verification-actor.ts) so a part renders again only when it
// changes; the fields are getters so that each part computes only what it reads.

type Snapshot = SnapshotFrom<typeof verificationFlowMachine>;

export interface VerificationFlowView extends StepFlowView {
  /** Which page shows: loading, the load failure, a step, or finished (the success page's redirect). */
  readonly panel: VerificationFlowPanel;
  /** The header's h1 shows, unless the failure page brings its own. */
  readonly titleShown: boolean;
  /** A call runs (starting, loading, saving). */
  readonly busy: boolean;
  readonly stepId: string | null;
  /** The steps this host sees, in order. */
  readonly steps: string[];
  /** The step list: each step and whether it is the one on screen. */
  readonly stepItems: { id: string; current: boolean }[];
  /** "Step 2 of 4". */
  readonly position: { number: number; total: number };
  /** A save was refused: the frame says so. */
  readonly saveFailed: boolean;
}

export function connectVerificationFlow(snapshot: Snapshot, send: (event: VerificationFlowEvent) => void): VerificationFlowView {
  const { context } = snapshot;
  return {
    get panel() {
      return selectPanel(snapshot);
    },
    get titleShown() {
      return selectPanel(snapshot) !== 'loadFailed';
    },
    get busy() {
      return selectIsBusy(snapshot);
    },
    stepId: context.stepId,
    steps: context.steps,
    get stepItems() {
      return context.steps.map((id) => ({ id, current: id === context.stepId }));
    },
    get position() {
      return selectPosition(snapshot);
    },
    form: context.form,
    saveFailed: context.errorCode === 'saveFailed',
    get fieldErrors() {
      return selectFieldErrors(snapshot);
    },
    get canContinue() {
      return selectContinueEvent(snapshot) !== null;
    },
    get continueLabel() {
      return selectContinueEvent(snapshot) === 'step.next' ? 'continue' : 'saveAndContinue';
    },
    get saving() {
      return selectSaving(snapshot);
    },
    get canBack() {
      return selectCanBack(snapshot) && !selectSaving(snapshot);
    },
    canOpen: (stepId) => snapshot.can({ type: 'step.goTo', stepId }),
    retry: () => send({ type: 'flow.retry' }),
    changeForm: (dirty, valid) => send({ type: 'form.change', dirty, valid }),
    continue: (values) => {
      const event = selectContinueEvent(snapshot);
      if (event === 'step.save') send({ type: 'step.save', values });
      else if (event === 'step.next') send({ type: 'step.next' });
    },
    back: () => send({ type: 'step.back' }),
    open: (stepId) => send({ type: 'step.goTo', stepId }),
  };
}
