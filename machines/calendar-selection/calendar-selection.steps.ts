import type { MachineStory } from '../story';

// The calendar-selection machine told as plain steps (Gherkin export, machine page).
export const calendarSelectionStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
