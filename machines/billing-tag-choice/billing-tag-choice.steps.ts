import type { MachineStory } from '../story';

// The billing-tag-choice machine told as plain steps (Gherkin export, machine page).
export const billingTagChoiceStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
