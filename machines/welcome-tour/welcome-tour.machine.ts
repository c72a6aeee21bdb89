import { assign, fromPromise, setup } from 'xstate';
import { shouldOpenTour, TOUR_STEPS, type TourInputs } from '../../src/shared/domain/tour';

export interface WelcomeTourContext {
  /** Index into TOUR_STEPS while open. */
  step: number;
  /** Where the host goes once the tour is marked seen: nowhere, or the tutorials list. */
  then: 'none' | 'tutorials';
  /** Marking it seen failed: closed for this visit; the server still thinks it unseen. */
  markFailed: boolean;
}

export type WelcomeTourEvent =
  | ({ type: 'tour.evaluate' } & TourInputs)
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'tour.close' }
  | { type: 'tutorials.open' };

const LAST = TOUR_STEPS.length - 1;

/**
 * The welcome tour (AS §4 "Tour modal", AS §2.10): the shell evaluates the rule once
 * it knows the host's interactions (shared/domain/tour.ts: not seen, and the setting on for a
 * migrated account, or forced by ?tour=open); open walks the steps with Next/Back; Close,
 * Escape, the last step's Get started or Watch tutorials mark it seen (PUT tour_welcome, the
 * actor the client provides) and close it for good.
 */
export const welcomeTourMachine = setup({
  types: { context: {} as WelcomeTourContext, events: {} as WelcomeTourEvent },
  actors: {
    markSeen: fromPromise<unknown, void>(async () => {
      throw new Error('markSeen is not provided');
    }),
  },
  guards: {
    opens: ({ event }) => event.type === 'tour.evaluate' && shouldOpenTour(event),
    alreadySeen: ({ event }) => event.type === 'tour.evaluate' && event.seen,
    hasNext: ({ context }) => context.step < LAST,
    hasBack: ({ context }) => context.step > 0,
  },
}).createMachine({
  id: 'welcomeTour',
  initial: 'closed',
  context: { step: 0, then: 'none', markFailed: false },
  states: {
    // Not (yet) due: the inputs may change (user info arrives, the address gains ?tour=open).
    closed: {
      on: {
        'tour.evaluate': [
          { guard: 'opens', target: 'open', actions: assign({ step: 0 }) },
          { guard: 'alreadySeen', target: 'seen' },
        ],
      },
    },
    open: {
      on: {
        'step.next': [
          { guard: 'hasNext', actions: assign({ step: ({ context }) => context.step + 1 }) },
          // Next on the last step is "Get started": the end of the tour.
          { target: 'marking', actions: assign({ then: 'none' }) },
        ],
        'step.back': { guard: 'hasBack', actions: assign({ step: ({ context }) => context.step - 1 }) },
        'tour.close': { target: 'marking', actions: assign({ then: 'none' }) },
        'tutorials.open': { target: 'marking', actions: assign({ then: 'tutorials' }) },
      },
    },
    // The modal is already gone: the host should not wait for the server to close it.
    marking: {
      tags: ['busy'],
      invoke: {
        id: 'markSeen',
        src: 'markSeen',
        onDone: { target: 'seen', actions: assign({ markFailed: false }) },
        onError: { target: 'seen', actions: assign({ markFailed: true }) },
      },
    },
    // For good: nothing reopens it in this tab (the next load reads tour_welcome).
    seen: {},
  },
});
