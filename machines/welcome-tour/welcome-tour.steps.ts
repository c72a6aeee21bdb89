import type { MachineStory } from '../story';

// The welcome-tour machine told as plain steps (Gherkin export, machine page).
// The shell sends tour.evaluate whenever it learns the rule's inputs (user info, the address).
const ACCOUNTS: Record<string, string> = {
  migrated: 'a migrated account',
  import: 'an imported account',
  portal: 'an account registered in the portal',
  demo: 'a demo account',
};

export const welcomeTourStory = {
  actor: 'the host',
  events: {
    'tour.evaluate': (e) => {
      if (e.seen) return 'the portal learns that the host has already seen the tour';
      const account = ACCOUNTS[e.accountSource as string] ?? `an account from "${e.accountSource}"`;
      const forced = e.force ? ', and the address has ?tour=open' : '';
      return `the portal learns that the host has not seen the tour, has ${account} and the tour setting is ${e.tourEnabled ? 'on' : 'off'}${forced}`;
    },
    'step.next': 'the host clicks Next (Get started on the last step)',
    'step.back': 'the host clicks Back',
    'tour.close': 'the host closes the tour with × or Escape',
    'tutorials.open': 'the host clicks Watch tutorials',
    'xstate.done.actor.markSeen': 'the server records the tour as seen',
    'xstate.error.actor.markSeen': 'the server fails to record it ({error.status})',
  },
  states: {
    closed: 'no tour shows',
    open: 'the "Welcome to the host portal" tour shows "Step n of 4" with Watch tutorials, Back (after the first step) and Next',
    marking: 'the tour is gone while the portal records that it was seen',
    seen: 'the tour stays closed in this tab (the tutorials open if Watch tutorials was clicked)',
  },
} satisfies MachineStory;
