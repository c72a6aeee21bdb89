import type { MachineStory } from '../story';

// The change-plan machine told as plain steps (Gherkin export, machine page).
export const changePlanStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
