import type { MachineStory } from '../story';

// The cancel-subscription machine told as plain steps (Gherkin export, machine page).
export const cancelSubscriptionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
