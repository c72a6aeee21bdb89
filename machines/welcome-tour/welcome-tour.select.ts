import type { SnapshotFrom } from 'xstate';
import { TOUR_STEPS, type TourStep } from '../../src/shared/domain/tour';
import type { welcomeTourMachine } from './welcome-tour.machine';

type Snapshot = SnapshotFrom<typeof welcomeTourMachine>;

export const selectTourOpen = (s: Snapshot) => s.matches('open');
export const selectTourStep = (s: Snapshot): TourStep => TOUR_STEPS[s.context.step]!;
export const selectIsLastStep = (s: Snapshot) => s.context.step === TOUR_STEPS.length - 1;
/** Watch tutorials was pressed: the tutorials list opens once the tour is closed. */
export const selectOpenTutorialsNext = (s: Snapshot) => !s.matches('open') && !s.matches('closed') && s.context.then === 'tutorials';
