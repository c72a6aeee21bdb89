import type { AnyStateMachine, EventObject } from 'xstate';
import { sessionMachine } from './session/session.machine';
import { sessionActorOutcomes, sessionEvents } from './session/session.fixtures';
import { appStartMachine } from './app-start/app-start.machine';
import { appStartActorOutcomes, appStartEvents } from './app-start/app-start.fixtures';
import { listingWizardMachine } from './listing-wizard/listing-wizard.machine';
import { listingWizardActorOutcomes, listingWizardEvents } from './listing-wizard/listing-wizard.fixtures';

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
} satisfies Record<string, MachineEntry>;

export type MachineName = keyof typeof machines;

/** Every event and actor outcome of a machine, in one list for the graph walk. */
export function walkEvents(entry: MachineEntry): EventObject[] {
  return [...Object.values(entry.fixtures).flat(), ...entry.actorOutcomes];
}
