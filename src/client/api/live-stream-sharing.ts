import { LIVE_EVENTS } from '../../shared/schemas/messaging';

// One live stream per browser, not per tab. Browsers open at most 6 connections to a site over
// HTTP/1.1, and a stream holds one for as long as it is open: with a stream per tab, a few tabs
// leave the pages' own API calls waiting. So the tabs of one signed-in person share a stream:
// the tab holding a Web Lock (the leader) opens it and relays what arrives on a BroadcastChannel;
// the other tabs listen there. When the leader goes (tab closed, page hidden, stream stopped),
// the lock passes to the next tab waiting for it, which opens the stream with its own token.
// Without Web Locks or BroadcastChannel (old browsers, tests' DOMs) each tab has its own stream.

/** What a tab hears of the shared stream. */
export interface LiveStreamListener {
  /** The server says it listens (again): events may have been missed before this one. */
  ready(): void;
  /** A named event with its raw data. */
  event(name: string, data: string): void;
  /** The stream broke (it is closed): the tab's connection machine decides what next. */
  broken(): void;
}

type Relay =
  | { type: 'hello'; from: string }
  | { type: 'ready'; to?: string }
  | { type: 'event'; name: string; data: string }
  | { type: 'broken' };

/** Whether this browser can share a stream between tabs. */
export const canShareStreams = () => typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined' && 'locks' in navigator && !!navigator.locks;

/** Listens on an EventSource for ready, the given event names and errors; returns close(). */
function listenTo(source: EventSource, eventNames: readonly string[], listener: LiveStreamListener, onReady?: () => void) {
  source.addEventListener(LIVE_EVENTS.ready, () => {
    onReady?.();
    listener.ready();
  });
  for (const name of eventNames) source.addEventListener(name, (e) => listener.event(name, String((e as MessageEvent).data)));
  // The browser would reconnect by itself with the same (perhaps expired) URL: the tab's
  // connection machine does it instead, with backoff and a new token.
  source.addEventListener('error', () => {
    source.close();
    listener.broken();
  });
  return () => source.close();
}

/**
 * Joins the browser's live stream for `scope` (whose stream it is: one person's events never
 * reach another's tabs). `open` makes this tab's EventSource if it becomes the leader. Returns
 * leave(): stops listening, and closes the stream and hands the lead on if this tab had it.
 */
export function joinLiveStream(scope: string, open: () => EventSource, eventNames: readonly string[], listener: LiveStreamListener): () => void {
  if (!canShareStreams()) return listenTo(open(), eventNames, listener);

  const name = `host-portal-live:${scope}`;
  const me = crypto.randomUUID();
  const channel = new BroadcastChannel(name);
  const stopWaiting = new AbortController();
  let left = false;
  let heardReady = false;
  /** Set while this tab leads: its stream's close, and whether the server said it listens. */
  let lead: { close(): void; open: boolean; release(): void } | null = null;

  channel.onmessage = ({ data }: MessageEvent<Relay>) => {
    if (lead) {
      // The leader answers a tab that joins while the stream is already open.
      if (data.type === 'hello' && lead.open) channel.postMessage({ type: 'ready', to: data.from } satisfies Relay);
      return;
    }
    if (data.type === 'ready') {
      // The answer to this tab's hello only says the stream is open; it is no news when the
      // stream's own ready (sent to all) already came while the hello was on its way.
      if (data.to && (data.to !== me || heardReady)) return;
      heardReady = true;
      listener.ready();
    } else if (data.type === 'event') listener.event(data.name, data.data);
    else if (data.type === 'broken') listener.broken();
  };
  channel.postMessage({ type: 'hello', from: me } satisfies Relay);

  navigator.locks
    .request(name, { signal: stopWaiting.signal }, () => {
      if (left) return undefined;
      return new Promise<void>((release) => {
        const relay: LiveStreamListener = {
          ready: () => {
            listener.ready();
            channel.postMessage({ type: 'ready' } satisfies Relay);
          },
          event: (eventName, data) => {
            listener.event(eventName, data);
            channel.postMessage({ type: 'event', name: eventName, data } satisfies Relay);
          },
          broken: () => {
            // A tab that joins from now on is not told the stream is open: it is not.
            if (lead) lead.open = false;
            listener.broken();
            channel.postMessage({ type: 'broken' } satisfies Relay);
          },
        };
        const current = { open: false, release, close: () => undefined as void };
        lead = current;
        current.close = listenTo(open(), eventNames, relay, () => (current.open = true));
      });
    })
    // Aborted while still waiting for the lead (the tab left first): nothing to undo.
    .catch(() => undefined);

  return () => {
    left = true;
    stopWaiting.abort();
    if (lead) {
      lead.close();
      lead.release();
      lead = null;
    }
    channel.close();
  };
}
