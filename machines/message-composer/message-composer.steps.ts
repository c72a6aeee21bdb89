import type { MachineStory } from '../story';

// The message-composer machine told as plain steps (Gherkin export, machine page).
export const messageComposerStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
