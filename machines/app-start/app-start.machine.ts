import { assign, fromPromise, setup } from 'xstate';

export interface AppStartContext {
  /** The interface language the app started in. */
  locale: string | null;
  /** Error code of the last failed start ('loadFailed'), never a message. */
  errorCode: string | null;
  /** false after the browser reported going offline. */
  online: boolean;
}

export type AppStartEvent =
  | { type: 'app.retry' }
  | { type: 'app.reload' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/**
 * Starting the app (AS §4): loading settings, translations and the user;
 * on failure the 'Unexpected error' page with Retry; then the app. Coming back online retries a
 * failed start by itself. From inside the started app, staff starting or stopping acting for a
 * host start it over (app.reload); the 12-hour reload and a change of language reload the page.
 */
export const appStartMachine = setup({
  types: {
    context: {} as AppStartContext,
    events: {} as AppStartEvent,
  },
  actors: {
    loadApp: fromPromise<{ locale: string }, void>(async () => {
      throw new Error('loadApp is not provided');
    }),
  },
}).createMachine({
  id: 'appStart',
  initial: 'loading',
  context: { locale: null, errorCode: null, online: true },
  on: {
    'network.offline': { actions: assign({ online: false }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadApp',
        src: 'loadApp',
        onDone: { target: 'ready', actions: assign({ locale: ({ event }) => event.output.locale, errorCode: null }) },
        onError: { target: 'failed', actions: assign({ errorCode: 'loadFailed' }) },
      },
    },
    failed: {
      on: {
        'app.retry': 'loading',
        'network.online': { target: 'loading', actions: assign({ online: true }) },
      },
    },
    ready: {
      on: {
        'network.online': { actions: assign({ online: true }) },
        // Staff started or stopped acting for a host: the start loads the other identity afresh.
        'app.reload': 'loading',
      },
    },
  },
});
