import type { MachineStory } from '../story';

// The welcome-tour machine told as plain steps (Gherkin export, machine page).
export const welcomeTourStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
