import type { MachineStory } from '../story';

// The app-start machine told as plain steps (Gherkin export, machine page).
export const appStartStory = {
  actor: 'the browser',
  events: {
    'app.retry': 'the host clicks Try again',
    'app.reload': 'staff start or stop acting for a host, and the portal starts over',
    'network.offline': 'the network goes away',
    'network.online': 'the network comes back',
    'xstate.done.actor.loadApp': (e) => `settings, texts and the host's data arrive (language ${(e.output as { locale: string }).locale})`,
    'xstate.error.actor.loadApp': 'loading the settings, texts or the host\'s data fails (network down, server error)',
  },
  states: {
    loading: 'a spinner shows "Loading your portal…"',
    failed: 'the "Unexpected error" page says the portal could not start and offers Try again',
    ready: 'the portal is shown in the host\'s language (with the offline notice while the network is away)',
  },
} satisfies MachineStory;
