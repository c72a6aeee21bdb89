import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  needsRefresh,
  REFRESH_THRESHOLD_MS,
  REFRESH_THRESHOLD_WHEN_ASKED_MS,
  TOKEN_CHECK_INTERVAL_MS,
} from '../../src/shared/domain/session-timing';

export interface SessionContext {
  /** When the access token expires (ISO); null when signed out. */
  expiresAt: string | null;
  /** Why the last refresh started; shown nowhere, kept for diagnostics and tests. */
  refreshReason: 'expiry' | 'asked' | 'unauthorized' | null;
  /** Error code of the last failure ('refreshFailed'), never a message. */
  lastError: string | null;
}

export type SessionEvent =
  | { type: 'session.start'; expiresAt: string }
  | { type: 'token.check'; now: string }
  | { type: 'token.refreshRequested'; now: string }
  | { type: 'request.unauthorized' }
  | { type: 'session.end' };

/**
 * The signed-in session: when to refresh the access token and when to give up and sign out.
 * The effects (refresh, sign-out) are actors the client provides; the ticker sends
 * token.check every 60 s while the session is active.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    refreshToken: fromPromise<{ expiresAt: string }, void>(async () => {
      throw new Error('refreshToken is not provided');
    }),
    signOut: fromPromise<void, void>(async () => {
      throw new Error('signOut is not provided');
    }),
    ticker: fromCallback<SessionEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'token.check', now: new Date().toISOString() }), TOKEN_CHECK_INTERVAL_MS);
      return () => clearInterval(id);
    }),
  },
  guards: {
    expiresSoon: ({ context, event }) =>
      event.type === 'token.check' && needsRefresh(context.expiresAt, event.now, REFRESH_THRESHOLD_MS),
    expiresWithinAskedWindow: ({ context, event }) =>
      event.type === 'token.refreshRequested' && needsRefresh(context.expiresAt, event.now, REFRESH_THRESHOLD_WHEN_ASKED_MS),
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { expiresAt: null, refreshReason: null, lastError: null },
  states: {
    signedOut: {
      on: {
        'session.start': {
          target: 'active',
          actions: assign({ expiresAt: ({ event }) => event.expiresAt, lastError: null, refreshReason: null }),
        },
      },
    },
    active: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'token.check': { guard: 'expiresSoon', target: 'refreshing', actions: assign({ refreshReason: 'expiry' }) },
        'token.refreshRequested': { guard: 'expiresWithinAskedWindow', target: 'refreshing', actions: assign({ refreshReason: 'asked' }) },
        'request.unauthorized': { target: 'refreshing', actions: assign({ refreshReason: 'unauthorized' }) },
        'session.end': 'signingOut',
      },
    },
    refreshing: {
      tags: ['busy'],
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: { target: 'active', actions: assign({ expiresAt: ({ event }) => event.output.expiresAt, lastError: null }) },
        // A refresh that fails (revoked, expired, offline too long) ends the session.
        onError: { target: 'signingOut', actions: assign({ lastError: 'refreshFailed' }) },
      },
      on: { 'session.end': 'signingOut' },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: assign({ expiresAt: null, refreshReason: null }) },
        onError: { target: 'signedOut', actions: assign({ expiresAt: null, refreshReason: null }) },
      },
    },
  },
});
