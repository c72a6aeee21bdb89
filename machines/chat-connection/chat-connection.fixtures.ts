import type { ChatConnectionEvent } from './chat-connection.machine';

// Payloads for walking the chat-connection machine: every event type; the token call's outcomes
// (a usable answer, each way AS §8 says it can be unusable, a failed call); the stream breaking as an
// actor error; and the backoff timer firing (a delayed event, sent by the walk like any other).
export const chatConnectionEvents = {
  'stream.open': [{ type: 'stream.open' }],
  'stream.error': [{ type: 'stream.error' }],
  'connection.retry': [{ type: 'connection.retry' }],
  'network.online': [{ type: 'network.online' }],
  'network.offline': [{ type: 'network.offline' }],
  'page.hidden': [{ type: 'page.hidden' }],
  'page.shown': [{ type: 'page.shown' }],
} satisfies { [K in ChatConnectionEvent['type']]: Extract<ChatConnectionEvent, { type: K }>[] };

/** The retrying state's timer (xstate names delayed events after the delay and the state node). */
export const BACKOFF_ELAPSED = 'xstate.after.backoff.chatConnection.retrying';

export const chatConnectionActorOutcomes = [
  { type: 'xstate.done.actor.fetchToken', output: { token: 'tok-1', userId: 'host-1', userName: 'Anna Host' } },
  { type: 'xstate.done.actor.fetchToken', output: { token: '', userId: 'host-1', userName: 'Anna Host' } },
  { type: 'xstate.done.actor.fetchToken', output: { token: 'tok-1', userId: '', userName: 'Anna Host' } },
  { type: 'xstate.done.actor.fetchToken', output: { token: 'tok-1', userId: 'host-1', userName: ' ' } },
  { type: 'xstate.error.actor.fetchToken', error: { status: 503 } },
  { type: 'xstate.error.actor.openStream', error: 'EventSource could not be created' },
  { type: BACKOFF_ELAPSED },
] as const;
