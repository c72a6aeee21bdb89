import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { inspectLive } from '../app/live-machines';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { chatConnectionMachine, type ChatConnectionEvent, type MessagingTokenAnswer } from '../../../machines/chat-connection/chat-connection.machine';
import { selectLiveStatus } from '../../../machines/chat-connection/chat-connection.select';
import { LIVE_EVENTS, LiveChannelEventSchema, LiveMessageEventSchema, type Message } from '../../shared/schemas/messaging';
import { joinLiveStream } from './live-stream-sharing';
import { fetchMessagingToken, messagingEventsUrl } from './messaging';
import { queryKeys } from './queries';

// The live channel in the browser: one stream for all the tabs of one signed-in person
// (live-stream-sharing.ts), joined and left by each tab's chat-connection machine (a host's with a
// fresh messaging token in the URL, a guest's with the guest_token cookie). A hidden page (closed
// or kept in the back/forward cache) leaves it, and joins again when shown. Components subscribe
// with useLiveEvents; the data of every event is checked against its schema, anything else is
// dropped. The server sends `ready` whenever it listens (again): every `ready` after the first
// means events may have been missed while the stream was down, so subscribers refetch
// (onReconnected).

export type LiveKind = 'host' | 'guest';
export type LiveStatusValue = 'connecting' | 'live' | 'retrying' | 'failed' | 'off';

export interface LiveMessageEvent {
  conversationId: string;
  message: Message;
}
export interface LiveChannelEvent {
  conversationId: string;
}
export interface LiveEventHandlers {
  onMessage?(event: LiveMessageEvent): void;
  onChannel?(event: LiveChannelEvent): void;
  /** The stream was down (or the server lost its LISTEN): reload what may have been missed. */
  onReconnected?(): void;
}

interface LiveEventsValue {
  kind: LiveKind | null;
  status: LiveStatusValue;
  subscribe(handlers: { current: LiveEventHandlers }): () => void;
  retry(): void;
}

const OFF: LiveEventsValue = { kind: null, status: 'off', subscribe: () => () => undefined, retry: () => undefined };
const LiveEventsContext = createContext<LiveEventsValue>(OFF);

/** The guest's stream (cookie-authenticated, same origin). */
export const GUEST_EVENTS_URL = '/api/guest/events';

type Subscribers = Set<{ current: LiveEventHandlers }>;

function parseData(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

/** Hands one SSE event to every subscriber; data that does not match its schema is dropped. */
function dispatch(subscribers: Subscribers, name: string, data: unknown) {
  if (name === LIVE_EVENTS.message) {
    const parsed = v.safeParse(LiveMessageEventSchema, parseData(data));
    if (!parsed.success) return;
    for (const s of [...subscribers]) s.current.onMessage?.(parsed.output);
  } else if (name === LIVE_EVENTS.channel) {
    const parsed = v.safeParse(LiveChannelEventSchema, parseData(data));
    if (!parsed.success) return;
    for (const s of [...subscribers]) s.current.onChannel?.({ conversationId: parsed.output.conversationId });
  }
}

function LiveConnection({ kind, children }: { kind: LiveKind; children: ReactNode }) {
  const subscribers = useRef<Subscribers>(new Set());
  // Counts `ready` over every stream of this provider: only the very first needs no refetch.
  const readies = useRef(0);

  const machine = useMemo(
    () =>
      chatConnectionMachine.provide({
        actors: {
          fetchToken: fromPromise<MessagingTokenAnswer, void>(async ({ signal }) => {
            const { token, userId, userName } = await fetchMessagingToken(signal);
            return { token, userId, userName };
          }),
          openStream: fromCallback<ChatConnectionEvent, { token: string | null; userId: string | null }>(({ sendBack, input }) => {
            const open = () =>
              kind === 'host' ? new EventSource(messagingEventsUrl(input.token ?? '')) : new EventSource(GUEST_EVENTS_URL, { withCredentials: true });
            let opened = false;
            // Whose stream: a host's tabs share one per account; a guest's cookie is the browser's.
            const scope = kind === 'host' ? `host:${input.userId ?? ''}` : 'guest';
            return joinLiveStream(scope, open, [LIVE_EVENTS.message, LIVE_EVENTS.channel], {
              ready: () => {
                readies.current += 1;
                if (!opened) {
                  opened = true;
                  sendBack({ type: 'stream.open' });
                }
                if (readies.current > 1) for (const s of [...subscribers.current]) s.current.onReconnected?.();
              },
              event: (name, data) => dispatch(subscribers.current, name, data),
              broken: () => sendBack({ type: 'stream.error' }),
            });
          }),
        },
      }),
    [kind],
  );
  const actor = useActorRef(machine, { input: { needsToken: kind === 'host' }, inspect: inspectLive });
  const status = useSelector(actor, selectLiveStatus);

  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    // A page going into the back/forward cache must let its connection go, and take it up again
    // when it comes back (a closing page needs nothing more: the browser ends it).
    const hidden = () => actor.send({ type: 'page.hidden' });
    const shown = (e: PageTransitionEvent) => e.persisted && actor.send({ type: 'page.shown' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
    };
  }, [actor]);

  // Stable, so subscribers do not resubscribe when the status changes.
  const subscribe = useCallback((handlers: { current: LiveEventHandlers }) => {
    subscribers.current.add(handlers);
    return () => void subscribers.current.delete(handlers);
  }, []);
  const retry = useCallback(() => actor.send({ type: 'connection.retry' }), [actor]);
  const value = useMemo<LiveEventsValue>(() => ({ kind, status, subscribe, retry }), [kind, status, subscribe, retry]);
  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}

/**
 * Opens the live channel for the pages inside it while `enabled`. A provider inside another of
 * the same kind adds nothing: one connection per tab.
 */
export function LiveEventsProvider({ kind, enabled, children }: { kind: LiveKind; enabled: boolean; children: ReactNode }) {
  const outer = useContext(LiveEventsContext);
  if (!enabled || outer.kind === kind) return children;
  return <LiveConnection kind={kind}>{children}</LiveConnection>;
}

/** Subscribes the calling component to the live events (the latest handlers are called, no resubscribing). */
export function useLiveEvents(handlers: LiveEventHandlers): void {
  const { subscribe } = useContext(LiveEventsContext);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => subscribe(latest), [subscribe]);
}

/** 'off' outside a provider or while it is not enabled. */
export function useLiveStatus(): LiveStatusValue {
  return useContext(LiveEventsContext).status;
}

/** Connects again at once (the notice's Retry button). */
export function useLiveRetry(): () => void {
  return useContext(LiveEventsContext).retry;
}

/** The nav badge counts unread messages: reread the user info when messages arrive, at most once a second. */
export const BADGE_REFRESH_MS = 1_000;

/** Inside the host's provider: keeps the unread badge (user info counts) current. */
export function LiveBadgeRefresh() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // Leading and trailing: the first message refreshes at once; those within the next second
  // refresh once when it is over, so the badge ends right without a call per message.
  const refresh = () => {
    if (timer.current) {
      pending.current = true;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    const wait = () => {
      timer.current = setTimeout(() => {
        timer.current = null;
        if (pending.current) {
          pending.current = false;
          void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
          wait();
        }
      }, BADGE_REFRESH_MS);
    };
    wait();
  };
  useLiveEvents({ onMessage: refresh, onReconnected: refresh });
  return null;
}
