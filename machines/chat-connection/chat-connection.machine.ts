import { assign, fromCallback, fromPromise, setup } from 'xstate';

// The live channel's connection (AS §7, AS §8): a host first asks
// for a short-lived messaging token, then opens the stream with it; a guest's stream rides on
// the guest_token cookie (no token). Whatever breaks the stream (the server, the network, an
// expired token), the machine waits 1 s, 2 s, 4 s ... at most 30 s and connects again — with a
// NEW token, since the old one may be why it broke. Offline, it waits for the network instead.
// A token answer without token, user id or user name is not a network hiccup: the chat is
// marked failed and reported (AS §8), until the page asks again (connection.retry).
// When the page is hidden (closed, or kept in the browser's back/forward cache) the stream and
// any token call stop: a cached page must not hold a connection, and browsers allow only a few
// per site. Shown again, it starts over with a new token (the old one may have expired).

/** The first wait after a failure; each further failure doubles it, up to the cap. */
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** The wait after one more failure, given the wait before it (null: no failure yet). */
export const nextBackoffMs = (previous: number | null): number => (previous === null ? BACKOFF_FIRST_MS : Math.min(previous * 2, BACKOFF_MAX_MS));

export interface MessagingTokenAnswer {
  token: string;
  userId: string;
  userName: string;
}

export interface ChatConnectionInput {
  /** Hosts: yes (the stream's URL carries the token); guests: no (their cookie goes along). */
  needsToken: boolean;
}

export interface ChatConnectionContext {
  needsToken: boolean;
  /** The token the stream opens with; null for guests and until one arrived. */
  token: string | null;
  userId: string | null;
  userName: string | null;
  /** The wait of the current (or last) retry; null after a stream opened (the next failure waits 1 s). */
  backoffMs: number | null;
  /** false after network.offline until network.online: retrying then waits for the network, not the clock. */
  online: boolean;
  /** Why the chat failed: the token answer lacked one of these (an error code, never a message). */
  problem: 'emptyToken' | 'missingUserId' | 'missingUserName' | null;
}

export type ChatConnectionEvent =
  | { type: 'stream.open' }
  | { type: 'stream.error' }
  | { type: 'connection.retry' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  /** pagehide: the page is closed or kept in the back/forward cache. */
  | { type: 'page.hidden' }
  /** pageshow after page.hidden: the page came back from the back/forward cache. */
  | { type: 'page.shown' };

/** What a token answer lacks for the chat to work (AS §8), or null when it is usable. */
export function tokenProblem(answer: Partial<MessagingTokenAnswer> | null | undefined): ChatConnectionContext['problem'] {
  if (!answer?.token?.trim()) return 'emptyToken';
  if (!answer.userId?.trim()) return 'missingUserId';
  if (!answer.userName?.trim()) return 'missingUserName';
  return null;
}

const toRetrying = { target: '#chatConnection.retrying', actions: 'countFailure' } as const;
/** Offline: stop trying (the stream closes with the state) until network.online. */
const toWaitForNetwork = { target: '#chatConnection.retrying', actions: 'goOffline' } as const;
/** Hidden: no stream, no token call, no timer until the page is shown again. */
const toSuspended = { target: '#chatConnection.suspended' } as const;

export const chatConnectionMachine = setup({
  types: {
    context: {} as ChatConnectionContext,
    events: {} as ChatConnectionEvent,
    input: {} as ChatConnectionInput,
  },
  actors: {
    fetchToken: fromPromise<MessagingTokenAnswer, void>(async () => {
      throw new Error('fetchToken is not provided');
    }),
    /** Opens the stream (userId: whose it is, null for guests); sends back stream.open once the server says it listens, stream.error when it breaks. */
    openStream: fromCallback<ChatConnectionEvent, { token: string | null; userId: string | null }>(() => {
      throw new Error('openStream is not provided');
    }),
  },
  delays: {
    backoff: ({ context }) => context.backoffMs ?? BACKOFF_FIRST_MS,
  },
  guards: {
    tokenNotNeeded: ({ context }) => !context.needsToken,
    tokenUsable: ({ event }) => tokenProblem((event as { output?: Partial<MessagingTokenAnswer> }).output) === null,
    isOnline: ({ context }) => context.online,
  },
  actions: {
    goOffline: assign({ online: false }),
    countFailure: assign({ backoffMs: ({ context }) => nextBackoffMs(context.backoffMs) }),
    // AS §8: "reported and chat marked failed". The client may provide its error tracker instead.
    reportProblem: ({ context }) => console.error(`Live chat failed: the messaging token answer is unusable (${context.problem}).`),
  },
}).createMachine({
  id: 'chatConnection',
  context: ({ input }) => ({ needsToken: input?.needsToken ?? true, token: null, userId: null, userName: null, backoffMs: null, online: true, problem: null }),
  initial: 'authorizing',
  states: {
    authorizing: {
      tags: ['busy'],
      // The last token is spent: a reconnect always opens with a new one.
      entry: assign({ token: null }),
      // A guest has nothing to fetch: straight on (the token actor never starts).
      always: { guard: 'tokenNotNeeded', target: 'streaming' },
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        onDone: [
          {
            guard: 'tokenUsable',
            target: 'streaming',
            actions: assign({ token: ({ event }) => event.output.token, userId: ({ event }) => event.output.userId, userName: ({ event }) => event.output.userName, problem: null }),
          },
          { target: 'failed', actions: [assign({ token: null, problem: ({ event }) => tokenProblem(event.output) }), 'reportProblem'] },
        ],
        onError: toRetrying,
      },
      on: { 'network.offline': toWaitForNetwork, 'page.hidden': toSuspended },
    },
    // One stream for connecting and live: it is opened once and kept while it works.
    streaming: {
      initial: 'connecting',
      invoke: {
        id: 'openStream',
        src: 'openStream',
        input: ({ context }) => ({ token: context.needsToken ? context.token : null, userId: context.needsToken ? context.userId : null }),
        onError: toRetrying,
      },
      on: { 'stream.error': toRetrying, 'network.offline': toWaitForNetwork, 'page.hidden': toSuspended },
      states: {
        connecting: {
          tags: ['busy'],
          on: { 'stream.open': { target: 'live', actions: assign({ backoffMs: null }) } },
        },
        live: {},
      },
    },
    retrying: {
      after: { backoff: { guard: 'isOnline', target: 'authorizing' } },
      on: {
        'connection.retry': { guard: 'isOnline', target: 'authorizing' },
        'network.online': { target: 'authorizing', actions: assign({ online: true }) },
        'network.offline': { actions: 'goOffline' },
        'page.hidden': toSuspended,
      },
    },
    // The page is hidden: nothing runs. Shown again, it connects at once (a new token, no wait).
    suspended: {
      on: { 'page.shown': { target: 'authorizing', actions: assign({ backoffMs: null, online: true }) } },
    },
    failed: {
      on: {
        // A broken token answer does not mend with the network: only the page's Retry leaves.
        'connection.retry': { target: 'authorizing', actions: assign({ problem: null, backoffMs: null }) },
      },
    },
  },
});
