import type { MachineStory } from '../story';
import { tokenProblem, type MessagingTokenAnswer } from './chat-connection.machine';

// The chat-connection machine told as plain steps (Gherkin export, machine page).
const lacking = { emptyToken: 'a token', missingUserId: 'a user id', missingUserName: 'a user name' } as const;

export const chatConnectionStory = {
  actor: 'the browser',
  events: {
    'stream.open': 'the live stream says it listens',
    'stream.error': 'the live stream breaks',
    'connection.retry': 'the host (or the guest) clicks Reconnect',
    'network.online': 'the network comes back',
    'network.offline': 'the network goes away',
    'page.hidden': 'the page is closed or kept in the back/forward cache',
    'page.shown': 'the page comes back from the back/forward cache',
    'xstate.done.actor.fetchToken': (e) => {
      const problem = tokenProblem(e.output as Partial<MessagingTokenAnswer>);
      return problem ? `the server answers the messaging token call without ${lacking[problem]}` : 'the server answers with a messaging token';
    },
    'xstate.error.actor.fetchToken': 'the messaging token call fails ({error.status})',
    'xstate.error.actor.openStream': 'the browser cannot open the live stream ({error})',
    'xstate.after.backoff.chatConnection.retrying': 'the wait before the next attempt runs out (1 s, doubling up to 30 s)',
  },
  states: {
    authorizing: 'the chat asks for a messaging token (no notice shows yet)',
    streaming: 'the live stream is open',
    'streaming.connecting': 'the live stream is opening (no notice shows yet)',
    'streaming.live': 'new messages arrive live and no notice shows',
    retrying: 'a note says "Reconnecting…" and that new messages may come late (offline it waits for the network)',
    suspended: 'the page is hidden: no stream, no token call, no timer',
    failed: 'a note says live updates are off (new messages show after a reload) and offers Reconnect',
  },
} satisfies MachineStory;
