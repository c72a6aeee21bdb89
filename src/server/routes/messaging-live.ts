import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../http/context';
import { conflict, unauthorized } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { liveHubFor, type LiveEvent, type LiveFilter } from '../services/messaging/live-hub';
import { hostOfMessagingToken, issueMessagingToken } from '../services/messaging/tokens';
import { messagingStarts } from '../../shared/domain/messaging/inbox';
import { LIVE_HEARTBEAT_MS } from '../../shared/domain/messaging/guest-access';
import { LIVE_EVENTS, MessagingTokenSchema } from '../../shared/schemas/messaging';

// The live channel: GET /api/app/messaging/token (bearer) hands out a short-lived token, and
// GET /api/messaging/events?token= streams the host's messages and conversation changes as
// Server-Sent Events. The guest's stream (routes/guest-chat.ts) uses the same openLiveStream.

export interface LiveStreamOptions {
  /** A comment line this often keeps proxies from closing an idle stream (tests shorten it). */
  heartbeatMs?: number;
}

/** Events queued for one stream whose client does not read them; past this the stream ends. */
const MAX_WAITING_WRITES = 500;

const wire = (e: LiveEvent) => {
  if (e.event === 'message') return { event: LIVE_EVENTS.message, data: JSON.stringify({ conversationId: e.conversationId, message: e.message }) };
  if (e.event === 'channel') return { event: LIVE_EVENTS.channel, data: JSON.stringify({ conversationId: e.conversationId }) };
  return { event: LIVE_EVENTS.ready, data: '{}' };
};

/**
 * Answers an event stream of the subscriber's notices. The caller has authorised it (a refusal
 * is a normal problem response, sent before the stream starts). `ready` goes out once the hub
 * is listening — the client loads the current state then — and again after the hub's LISTEN
 * reconnected; the stream ends when the client goes away or the server closes.
 */
export function openLiveStream(c: Context<AppEnv>, deps: AppDeps, filter: LiveFilter, options: LiveStreamOptions = {}): Response {
  const hub = liveHubFor(deps.database, deps.logger);
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const response = streamSSE(c, async (stream) => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    stream.onAbort(end);
    // One write at a time per stream, in order. A client that stops reading is dropped once too
    // much waits for it (it reconnects and refetches), so it never holds memory without bound.
    let writes: Promise<unknown> = Promise.resolve();
    let waiting = 0;
    const send = (write: () => Promise<unknown>) => {
      if (++waiting > MAX_WAITING_WRITES) {
        stream.abort(); // drops what waits and the connection, instead of waiting to flush it
        return end();
      }
      writes = writes
        .then(write)
        .catch(end)
        .finally(() => waiting--);
    };
    let unsubscribe: (() => void) | null = null;
    let heartbeat: NodeJS.Timeout | null = null;
    try {
      unsubscribe = await hub.subscribe({ filter, deliver: (e) => send(() => stream.writeSSE(wire(e))), close: end });
      if (stream.aborted) return;
      send(() => stream.writeSSE(wire({ event: 'ready' })));
      heartbeat = setInterval(() => send(() => stream.write(': heartbeat\n\n')), heartbeatMs);
      await ended;
    } catch (err) {
      deps.logger.error({ err }, 'a live stream could not start');
    } finally {
      if (heartbeat) clearInterval(heartbeat);
      unsubscribe?.();
    }
  });
  // An event stream is never cached and must not be buffered by a proxy (nginx honours the header).
  response.headers.set('cache-control', 'no-store');
  response.headers.set('x-accel-buffering', 'no');
  return response;
}

// Staff acting for a host get the host's token: the stream shows what the host would see.
export const messagingTokenRoutes = defineRoutes('/api/app', 'messaging', (route) => {
  route.get(
    '/messaging/token',
    {
      summary: 'A short-lived token for the live channel (one hour) speaking for the host (the impersonated one when staff acts); 409 while onboarding is in progress',
      auth: true,
      response: MessagingTokenSchema,
    },
    async (c, _, { database }) => {
      const host = c.get('host');
      if (!messagingStarts(host)) throw conflict('Messaging starts once onboarding is finished.');
      return c.json(await issueMessagingToken(database.db, host, c.get('staff')));
    },
  );
});

/** The host a request's messaging token speaks for, found before the query is validated. */
const tokenHosts = new WeakMap<Context<AppEnv>, string>();

/**
 * A missing, unknown or expired token is a 401 before anything else (the documented query
 * parameter is then present, so its validation never answers instead).
 */
const messagingTokenHost =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const hostId = await hostOfMessagingToken(deps.database.db, c.req.query('token'));
    if (!hostId) throw unauthorized('The messaging token is missing, unknown or expired; ask for a new one.');
    tokenHosts.set(c, hostId);
    await next();
  };

/** How the two live channels' entries describe their events (also routes/guest-chat.ts). */
export const liveStreamEvents = 'Server-Sent Events (text/event-stream): `ready` when listening (and again after a lost connection to the database came back: refetch), `message` {conversationId, message}';

/** The host's live channel, mounted at /api/messaging; tests shorten the heartbeat. */
export const messagingLiveRoutesWith = (options: LiveStreamOptions = {}) =>
  defineRoutes('/api/messaging', 'messaging', (route) => {
    route.get(
      '/events',
      {
        summary: `The host's live channel: ${liveStreamEvents} of every conversation of the host, \`channel\` {conversationId} when one was read, archived or unarchived; a heartbeat comment every 25 s. 401 (before the stream) for a missing, unknown or expired token`,
        auth: false,
        credential: 'messaging-token',
        query: v.object({ token: v.string() }),
        use: (deps) => [messagingTokenHost(deps)],
      },
      (c, _, deps) => openLiveStream(c, deps, { kind: 'host', hostId: tokenHosts.get(c) as string }, options),
    );
  });

export const messagingLiveRoutes = messagingLiveRoutesWith();
