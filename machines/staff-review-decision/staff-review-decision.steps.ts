import type { MachineStory } from '../story';

// The staff-review-decision machine told as plain steps (Gherkin export, machine page).
export const staffReviewDecisionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
