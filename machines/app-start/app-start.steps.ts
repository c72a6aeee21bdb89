import type { MachineStory } from '../story';

// The app-start machine told as plain steps (Gherkin export, machine page).
export const appStartStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
