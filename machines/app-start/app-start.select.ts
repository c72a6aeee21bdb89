import type { SnapshotFrom } from 'xstate';
import type { appStartMachine } from './app-start.machine';

type Snapshot = SnapshotFrom<typeof appStartMachine>;

/** Which screen the app start shows. */
export const selectAppStartView = (s: Snapshot): 'loading' | 'failed' | 'ready' =>
  s.hasTag('busy') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectIsOffline = (s: Snapshot) => !s.context.online;
