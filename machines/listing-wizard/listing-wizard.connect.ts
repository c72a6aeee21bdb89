import type { StepFlowView } from '../step-flow/step-form';
import type { SnapshotFrom } from 'xstate';
import type { ListingFlow, ListingProgress, ListingStep } from '../../src/shared/domain/listing-steps';
import type { ListingWizardErrorCode, ListingWizardEvent, listingWizardMachine } from './listing-wizard.machine';
import {
  selectContinueEvent,
  selectCurrentStep,
  selectFieldErrors,
  selectIsBusy,
  selectPanel,
  selectProgress,
  selectStepLinks,
  selectStepPosition,
  selectSteps,
  type ListingWizardPanel,
} from './listing-wizard.select';

// The listing wizard's view of the listing-wizard machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot, what the page, the progress panel and the step frame show, and from `send`,
// what each control does, so the views (src/client/features/listing/listing-wizard-page.tsx,
// listing-progress.tsx, step-frame.tsx, publish/publish-summary.tsx) render this and decide
// nothing. The rules tested on their own (the panel, the step links, progress, the continue event)
// stay selectors of listing-wizard.select.ts and are read from here.
//
// The verification flow shares the step states (machines/step-flow/step-flow-chart.ts), but its
// pages, step list and retry are its own (verification-flow.connect.ts): one connect per workflow;
// what both give the step frame is StepFlowView (step-flow/step-form.ts).
//
// The page reads the wizard in parts (`useSelector(actor, (s) => connectListingWizard(s, send).x)`,
// src/client/features/listing/wizard-actor.ts) so a part renders again only when it changes; the
// fields are getters so that each part computes only what it reads (the step links ask the
// machine once per step).

type Snapshot = SnapshotFrom<typeof listingWizardMachine>;

export interface ListingWizardView extends StepFlowView {
  /** Which page shows: loading, the two failures, the two end pages' redirects, or a step. */
  readonly panel: ListingWizardPanel;
  /** A call runs (loading, checking eligibility, saving, publishing). */
  readonly busy: boolean;
  /** The header's "Working…" spinner: busy with a step on screen (the loading page has its own). */
  readonly working: boolean;
  /** The header's h1 shows with a step or the loading page; the status pages bring their own. */
  readonly titleShown: boolean;
  /** The unit's flow, null until loaded. */
  readonly flow: ListingFlow | null;
  /** The steps this unit's wizard shows. */
  readonly steps: ListingStep[];
  readonly stepId: string | null;
  /** The step on screen. */
  readonly step: ListingStep | undefined;
  /** Where the step stands among the shown steps, for a phone's compact bar ("Step 3 of 9"). */
  readonly position: { position: number; count: number; stepId: string | null };
  readonly progress: ListingProgress;
  /** Each shown step: done, on screen, and whether its link opens it. */
  readonly links: ReturnType<typeof selectStepLinks>;
  /** The step frame's error (translation key segment of listing.error.*), null when none. */
  readonly error: ListingWizardErrorCode | null;
  /** The last step (publish) has Publish instead of Save and continue. */
  readonly lastStep: boolean;
  readonly canPublish: boolean;
  readonly publishing: boolean;
  publish: () => void;
}

export function connectListingWizard(snapshot: Snapshot, send: (event: ListingWizardEvent) => void): ListingWizardView {
  const { context } = snapshot;
  return {
    get panel() {
      return selectPanel(snapshot);
    },
    get busy() {
      return selectIsBusy(snapshot);
    },
    get working() {
      return selectIsBusy(snapshot) && selectPanel(snapshot) !== 'loading';
    },
    get titleShown() {
      const panel = selectPanel(snapshot);
      return panel === 'step' || panel === 'loading';
    },
    flow: context.flow,
    get steps() {
      return selectSteps(snapshot);
    },
    stepId: context.stepId,
    get step() {
      return selectCurrentStep(snapshot);
    },
    get position() {
      return selectStepPosition(snapshot);
    },
    get progress() {
      return selectProgress(snapshot);
    },
    get links() {
      return selectStepLinks(snapshot);
    },
    form: context.form,
    error: context.errorCode,
    get fieldErrors() {
      return selectFieldErrors(snapshot);
    },
    get lastStep() {
      return selectCurrentStep(snapshot)?.id === 'publish';
    },
    get canContinue() {
      return selectContinueEvent(snapshot) !== null;
    },
    get continueLabel() {
      return selectContinueEvent(snapshot) === 'step.next' ? 'continue' : 'saveAndContinue';
    },
    get saving() {
      return snapshot.matches('saving');
    },
    get canBack() {
      return snapshot.can({ type: 'step.back' });
    },
    get canPublish() {
      return snapshot.can({ type: 'listing.publish' });
    },
    get publishing() {
      return snapshot.matches('publishing');
    },
    canOpen: (stepId) => snapshot.can({ type: 'step.goTo', stepId }),
    retry: () => send({ type: 'listing.retry' }),
    changeForm: (dirty, valid) => send({ type: 'form.change', dirty, valid }),
    continue: (values) => {
      const event = selectContinueEvent(snapshot);
      if (event === 'step.save') send({ type: 'step.save', values });
      else if (event === 'step.next') send({ type: 'step.next' });
    },
    back: () => send({ type: 'step.back' }),
    publish: () => send({ type: 'listing.publish' }),
    open: (stepId) => send({ type: 'step.goTo', stepId }),
  };
}
