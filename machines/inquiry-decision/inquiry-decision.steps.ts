import type { MachineStory } from '../story';

// The inquiry-decision machine told as plain steps (Gherkin export, machine page).
export const inquiryDecisionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
