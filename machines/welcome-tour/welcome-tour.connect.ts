import type { SnapshotFrom } from 'xstate';
import { isMigratedAccount, TOUR_STEPS, type TourInputs, type TourStep } from '../../src/shared/domain/tour';
import type { WelcomeTourEvent, welcomeTourMachine } from './welcome-tour.machine';
import { selectIsLastStep, selectOpenTutorialsNext, selectTourOpen, selectTourStep } from './welcome-tour.select';

// The welcome tour modal's view of the welcome-tour machine (AS §2.10, AS §4; ARCHITECTURE.md,
// "Machines in views"): from the snapshot, what the modal shows, and from `send`, what each
// control does, so the modal (src/client/features/onboarding-videos/welcome-tour.tsx) renders
// this and decides nothing. The account's source is given by the view: the machine keeps it only
// in the event that opened the tour, and the first step's text depends on it. The rules tested on
// their own (open, the step, the last one, the tutorials next) stay selectors of
// welcome-tour.select.ts.

type Snapshot = SnapshotFrom<typeof welcomeTourMachine>;

export interface WelcomeTourView {
  open: boolean;
  /** The step's texts: a carried-over account is told where its things are now, a new host is welcomed to start. */
  stepKey: TourStep | 'welcome.new';
  /** 1-based, of how many: the progress line and the dots. */
  progress: { step: number; count: number };
  /** Back is offered after the first step. */
  backShown: boolean;
  /** Next, or Get started on the last step (which ends the tour). */
  nextLabel: 'next' | 'finish';
  /** Watch tutorials was pressed: the tutorials list opens once the tour is closed. */
  tutorialsNext: boolean;
  /** The host's interactions are known: opens the tour when it is due; sent only when the machine takes it. */
  evaluate: (inputs: Omit<TourInputs, 'accountSource'>) => void;
  next: () => void;
  back: () => void;
  /** Close or Escape: marks the tour seen. */
  close: () => void;
  /** Watch tutorials: marks the tour seen, then the tutorials list opens. */
  watchTutorials: () => void;
}

export function connectWelcomeTour(snapshot: Snapshot, send: (event: WelcomeTourEvent) => void, options: { accountSource: string }): WelcomeTourView {
  const step = selectTourStep(snapshot);
  return {
    open: selectTourOpen(snapshot),
    stepKey: step === 'welcome' && !isMigratedAccount(options.accountSource) ? 'welcome.new' : step,
    progress: { step: snapshot.context.step + 1, count: TOUR_STEPS.length },
    backShown: snapshot.context.step > 0,
    nextLabel: selectIsLastStep(snapshot) ? 'finish' : 'next',
    tutorialsNext: selectOpenTutorialsNext(snapshot),
    evaluate: (inputs) => {
      // Evaluated again whenever the inputs change; closed and not due, or already past, it is not taken.
      const event = { type: 'tour.evaluate', ...inputs, accountSource: options.accountSource } as const;
      if (snapshot.can(event)) send(event);
    },
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    close: () => send({ type: 'tour.close' }),
    watchTutorials: () => send({ type: 'tutorials.open' }),
  };
}
