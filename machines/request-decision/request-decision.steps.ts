import type { MachineStory } from '../story';

// The request-decision machine told as plain steps (Gherkin export, machine page).
export const requestDecisionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
