import type { AppStartEvent } from './app-start.machine';

// Payloads for walking the app-start machine: every event type, and every actor outcome.
export const appStartEvents = {
  'app.retry': [{ type: 'app.retry' }],
  'app.reload': [{ type: 'app.reload' }],
  'network.offline': [{ type: 'network.offline' }],
  'network.online': [{ type: 'network.online' }],
} satisfies { [K in AppStartEvent['type']]: Extract<AppStartEvent, { type: K }>[] };

export const appStartActorOutcomes = [
  { type: 'xstate.done.actor.loadApp', output: { locale: 'de-DE' } },
  { type: 'xstate.error.actor.loadApp', error: 'network' },
] as const;
