import type { MachineStory } from '../story';

// The chat-connection machine told as plain steps (Gherkin export, machine page).
export const chatConnectionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
