import type { MachineStory } from '../story';

// The guest-profile-flow machine told as plain steps (Gherkin export, machine page).
export const guestProfileFlowStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
