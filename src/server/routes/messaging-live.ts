import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps, AppEnv } from '../http/context';
import { conflict, unauthorized } from '../http/problem';
import { liveHubFor, type LiveEvent, type LiveFilter } from '../services/messaging/live-hub';
import { hostOfMessagingToken, issueMessagingToken } from '../services/messaging/tokens';
import { messagingStarts } from '../../shared/domain/messaging/inbox';
import { LIVE_HEARTBEAT_MS } from '../../shared/domain/messaging/guest-access';
import { LIVE_EVENTS } from '../../shared/schemas/messaging';

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

export function messagingTokenRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  // Staff acting for a host get the host's token: the stream shows what the host would see.
  r.get('/messaging/token', async (c) => {
    const host = c.get('host');
    if (!messagingStarts(host)) throw conflict('Messaging starts once onboarding is finished.');
    return c.json(await issueMessagingToken(deps.database.db, host, c.get('staff')));
  });
  return r;
}

export function messagingLiveRoutes(deps: AppDeps, options: LiveStreamOptions = {}) {
  const r = new Hono<AppEnv>();
  r.get('/events', async (c) => {
    const hostId = await hostOfMessagingToken(deps.database.db, c.req.query('token'));
    if (!hostId) throw unauthorized('The messaging token is missing, unknown or expired; ask for a new one.');
    return openLiveStream(c, deps, { kind: 'host', hostId }, options);
  });
  return r;
}
