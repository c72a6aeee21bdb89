import type { MachineStory } from '../story';

// The verification-flow machine told as plain steps (Gherkin export, machine page).
export const verificationFlowStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
