import type { SnapshotFrom } from 'xstate';
import type { chatConnectionMachine } from './chat-connection.machine';

type Snapshot = SnapshotFrom<typeof chatConnectionMachine>;

/** What views show of the live channel (useLiveStatus; 'off' is the provider's, when it is not enabled). */
export type LiveStatus = 'connecting' | 'live' | 'retrying' | 'failed';

export const selectLiveStatus = (s: Snapshot): LiveStatus =>
  s.matches('failed') ? 'failed' : s.matches('retrying') ? 'retrying' : s.matches({ streaming: 'live' }) ? 'live' : 'connecting';

/** The stream's token while one is open (null for guests); a change means a new stream. */
export const selectStreamToken = (s: Snapshot) => s.context.token;
/** How long the current wait lasts, for a "reconnecting in n s" hint. */
export const selectRetryDelayMs = (s: Snapshot) => (s.matches('retrying') ? s.context.backoffMs : null);
/** Offline: the wait ends when the network is back, not on a timer. */
export const selectWaitsForNetwork = (s: Snapshot) => s.matches('retrying') && !s.context.online;
export const selectFailureProblem = (s: Snapshot) => s.context.problem;
