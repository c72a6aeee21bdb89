import type { MachineStory } from '../story';

// The guest-review machine told as plain steps (Gherkin export, machine page).
export const guestReviewStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
