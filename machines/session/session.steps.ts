import type { MachineStory } from '../story';

// The session machine told as plain steps (Gherkin export, machine page).
export const sessionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
