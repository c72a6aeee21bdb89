import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSignedIn = (s: Snapshot) => s.matches('active') || s.matches('refreshing');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectExpiresAt = (s: Snapshot) => s.context.expiresAt;
/** What the session provider reports to views. */
export const selectSessionStatus = (s: Snapshot): 'busy' | 'active' | 'signedOut' =>
  s.hasTag('busy') ? 'busy' : s.matches('active') ? 'active' : 'signedOut';
