import type { MachineStory } from '../story';

// The listing-wizard machine told as plain steps (Gherkin export, machine page).
export const listingWizardStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
