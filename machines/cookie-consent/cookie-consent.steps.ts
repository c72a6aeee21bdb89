import type { MachineStory } from '../story';

// The cookie-consent machine told as plain steps (Gherkin export, machine page).
export const cookieConsentStory = {
  actor: 'the host',
  events: {},
  states: {},
} satisfies MachineStory;
