import type { SessionEvent } from './session.machine';

// Payloads for walking the session machine: every event type, and every actor outcome.
// Times are fixed so each guard is exercised both ways: the token expires at 10:00:00.
const EXPIRES_AT = '2026-01-01T10:00:00.000Z';

export const sessionEvents = {
  'session.start': [{ type: 'session.start', expiresAt: EXPIRES_AT }],
  'token.check': [
    { type: 'token.check', now: '2026-01-01T09:59:57.000Z' }, // 3 s left: refresh
    { type: 'token.check', now: '2026-01-01T09:59:50.000Z' }, // 10 s left: keep
  ],
  'token.refreshRequested': [
    { type: 'token.refreshRequested', now: '2026-01-01T09:59:00.000Z' }, // 60 s left: refresh when asked
    { type: 'token.refreshRequested', now: '2026-01-01T09:57:00.000Z' }, // 180 s left: keep
  ],
  'request.unauthorized': [{ type: 'request.unauthorized' }],
  'session.end': [{ type: 'session.end' }],
} satisfies { [K in SessionEvent['type']]: Extract<SessionEvent, { type: K }>[] };

export const sessionActorOutcomes = [
  { type: 'xstate.done.actor.refreshToken', output: { expiresAt: '2026-01-01T10:15:00.000Z' } },
  { type: 'xstate.error.actor.refreshToken', error: 'refresh refused' },
  { type: 'xstate.done.actor.signOut', output: undefined },
  { type: 'xstate.error.actor.signOut', error: 'provider unreachable' },
] as const;
