import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { LiveChannelEvent, LiveEventHandlers, LiveKind, LiveLink, LiveMessageEvent, LiveStatusValue, LiveStreamProps, Subscribers } from './live-types';
import { queryKeys } from './queries';

// The live channel in the browser: one stream for all the tabs of one signed-in person
// (live-stream-sharing.ts), joined and left by each tab's chat-connection machine (a host's with a
// fresh messaging token in the URL, a guest's with the guest_token cookie). A hidden page (closed
// or kept in the back/forward cache) leaves it, and joins again when shown. Components subscribe
// with useLiveEvents; the data of every event is checked against its schema, anything else is
// dropped. The server sends `ready` whenever it listens (again): every `ready` after the first
// means events may have been missed while the stream was down, so subscribers refetch
// (onReconnected); the first means that what a subscriber read while the stream was opening may
// lack a message stored meanwhile, so threads read then are read again (onListening). The connection itself (its machine, the stream sharing and the schemas) is
// loaded on demand (live-stream.tsx): the first page shows without it, and the stream opens
// once it has arrived.

export type { LiveChannelEvent, LiveEventHandlers, LiveKind, LiveMessageEvent, LiveStatusValue };

interface LiveEventsValue {
  kind: LiveKind | null;
  status: LiveStatusValue;
  subscribe(handlers: { current: LiveEventHandlers }): () => void;
  retry(): void;
}

const OFF: LiveEventsValue = { kind: null, status: 'off', subscribe: () => () => undefined, retry: () => undefined };
const LiveEventsContext = createContext<LiveEventsValue>(OFF);

const loadLiveStream = () => import('./live-stream');

function LiveConnection({ kind, children }: { kind: LiveKind; children: ReactNode }) {
  const subscribers = useRef<Subscribers>(new Set());
  const [Stream, setStream] = useState<ComponentType<LiveStreamProps> | null>(null);
  // Until the connection's chunk has arrived the channel is connecting; a chunk that fails to
  // load counts as a failed connection, and its retry fetches the chunk again.
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<LiveLink>({ status: 'connecting', retry: () => undefined });

  useEffect(() => {
    let live = true;
    loadLiveStream().then(
      (m) => live && setStream(() => m.default),
      () =>
        live &&
        setLink({
          status: 'failed',
          retry: () => {
            setLink((current) => ({ ...current, status: 'connecting' }));
            setAttempt((n) => n + 1);
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // Stable, so subscribers do not resubscribe when the status changes.
  const subscribe = useCallback((handlers: { current: LiveEventHandlers }) => {
    subscribers.current.add(handlers);
    return () => void subscribers.current.delete(handlers);
  }, []);
  const value = useMemo<LiveEventsValue>(() => ({ kind, status: link.status, subscribe, retry: link.retry }), [kind, link, subscribe]);
  return (
    <LiveEventsContext.Provider value={value}>
      {Stream && <Stream kind={kind} subscribers={subscribers} onLink={setLink} />}
      {children}
    </LiveEventsContext.Provider>
  );
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
