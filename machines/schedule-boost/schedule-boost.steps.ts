import type { MachineStory } from '../story';

// The schedule-boost machine told as plain steps (Gherkin export, machine page).
export const scheduleBoostStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
