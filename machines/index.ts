import type { AnyStateMachine, EventObject } from 'xstate';
import { sessionMachine } from './session/session.machine';
import { sessionActorOutcomes, sessionEvents } from './session/session.fixtures';
import { appStartMachine } from './app-start/app-start.machine';
import { appStartActorOutcomes, appStartEvents } from './app-start/app-start.fixtures';
import { listingWizardMachine } from './listing-wizard/listing-wizard.machine';
import { listingWizardActorOutcomes, listingWizardEvents } from './listing-wizard/listing-wizard.fixtures';
import { cancelSubscriptionMachine } from './cancel-subscription/cancel-subscription.machine';
import { cancelSubscriptionActorOutcomes, cancelSubscriptionEvents } from './cancel-subscription/cancel-subscription.fixtures';
import { changePlanMachine } from './change-plan/change-plan.machine';
import { changePlanActorOutcomes, changePlanEvents } from './change-plan/change-plan.fixtures';
import { scheduleBoostMachine } from './schedule-boost/schedule-boost.machine';
import { scheduleBoostActorOutcomes, scheduleBoostEvents } from './schedule-boost/schedule-boost.fixtures';
import { calendarSelectionMachine } from './calendar-selection/calendar-selection.machine';
import { calendarSelectionActorOutcomes, calendarSelectionEvents } from './calendar-selection/calendar-selection.fixtures';

export interface MachineEntry {
  machine: AnyStateMachine;
  title: string;
  description: string;
  /** Payloads for every event type (several where guards decide), keyed by type. */
  fixtures: Record<string, readonly EventObject[]>;
  /** Done/error events of the invoked actors, so walks cover their outcomes. */
  actorOutcomes: readonly EventObject[];
}

// Every workflow machine of the product: diagrams, path export, the in-app machine page and
// the coverage tests all read this list. Adding a machine is one entry here.
export const machines = {
  session: {
    machine: sessionMachine,
    title: 'Session and token refresh',
    description: 'Checks the token every 60 s, refreshes under 5 s left (120 s when asked), refreshes once on a 401, signs out when a refresh fails.',
    fixtures: sessionEvents,
    actorOutcomes: sessionActorOutcomes,
  },
  'app-start': {
    machine: appStartMachine,
    title: 'App start',
    description: "Loads settings, translations and the user; shows 'Unexpected error' with Retry on failure (coming back online retries too), then the app; a reload starts over from anywhere.",
    fixtures: appStartEvents,
    actorOutcomes: appStartActorOutcomes,
  },
  'listing-wizard': {
    machine: listingWizardMachine,
    title: 'Listing wizard',
    description:
      'Loads the unit (eligibility check while onboarding), opens the first step not completed, saves each step (Save only when valid and changed), goes next, back or to a completed, current or visitable-ahead step, publishes and shows the completed page.',
    fixtures: listingWizardEvents,
    actorOutcomes: listingWizardActorOutcomes,
  },
  'cancel-subscription': {
    machine: cancelSubscriptionMachine,
    title: 'Cancel subscription',
    description: 'A reason is required, then a confirmation; cancelling schedules the cancellation for the end of the period; a failure offers Retry.',
    fixtures: cancelSubscriptionEvents,
    actorOutcomes: cancelSubscriptionActorOutcomes,
  },
  'change-plan': {
    machine: changePlanMachine,
    title: 'Change plan',
    description: 'Choose a plan and optionally a coupon (left out when blank), confirm, save; a failure offers Retry.',
    fixtures: changePlanEvents,
    actorOutcomes: changePlanActorOutcomes,
  },
  'schedule-boost': {
    machine: scheduleBoostMachine,
    title: 'Schedule boost',
    description: 'Choose the dates; the cost is weighed against the coins left and too few blocks the request; scheduling ends done, refused (409: coins ran out) or failed with Retry.',
    fixtures: scheduleBoostEvents,
    actorOutcomes: scheduleBoostActorOutcomes,
  },
  'calendar-selection': {
    machine: calendarSelectionMachine,
    title: 'Calendar selection',
    description:
      'Marks a day or a range (a third click starts again) with a Cancel/Edit footer; Edit opens the sidebar the events in the range call for; the sidebar stack opens, replaces, closes and closes all; clearing the range (or closing the bottom sheet) brings back upcoming bookings unless the setting is off. Screen: /calendar.',
    fixtures: calendarSelectionEvents,
    actorOutcomes: calendarSelectionActorOutcomes,
  },
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machines;

/** Every event and actor outcome of a machine, in one list for the graph walk. */
export function walkEvents(entry: MachineEntry): EventObject[] {
  return [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes];
}
