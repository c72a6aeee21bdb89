import type { MachineStory } from '../story';

// The booking-type-switch machine told as plain steps (Gherkin export, machine page).
export const bookingTypeSwitchStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
