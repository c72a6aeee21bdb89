import type { MachineStory } from '../story';

// The booking-cancel machine told as plain steps (Gherkin export, machine page).
export const bookingCancelStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
