import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { fromCallback, fromPromise } from 'xstate';
import { chatConnectionMachine, type ChatConnectionEvent, type MessagingTokenAnswer } from '../../../machines/chat-connection/chat-connection.machine';
import { selectLiveStatus } from '../../../machines/chat-connection/chat-connection.select';
import { LIVE_EVENTS, LiveChannelEventSchema, LiveMessageEventSchema } from '../../shared/schemas/messaging';
import { useWorkflowActor } from '../app/use-workflow';
import type { LiveStreamProps, Subscribers } from './live-types';
import { joinLiveStream } from './live-stream-sharing';
import { fetchMessagingToken, messagingEventsUrl } from './messaging';

// The live channel's connection (live-events.tsx has the provider and the hooks): loaded on
// demand, so the first page's scripts do not carry the machine, the stream sharing and the schemas.

/** The guest's stream (cookie-authenticated, same origin). */
export const GUEST_EVENTS_URL = '/api/guest/events';

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

/** The live channel's connection: its machine and stream, reporting its status to the provider (live-events.tsx). */
export default function LiveStream({ kind, subscribers, onLink }: LiveStreamProps) {
  // Counts `ready` over every stream of this provider: the first means the stream listens, each
  // later one that it was down meanwhile.
  const readies = useRef(0);

  // `kind` and `subscribers` (the parent's ref, live-events.tsx) stay the same for the stream's life.
  const actor = useWorkflowActor(
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
                const first = readies.current === 1;
                for (const s of [...subscribers.current]) {
                  if (first) s.current.onListening?.();
                  else s.current.onReconnected?.();
                }
              },
              event: (name, data) => dispatch(subscribers.current, name, data),
              broken: () => sendBack({ type: 'stream.error' }),
            });
          }),
        },
      }),
    { input: { needsToken: kind === 'host' } },
  );
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

  useEffect(() => onLink({ status, retry: () => actor.send({ type: 'connection.retry' }) }), [onLink, status, actor]);
  return null;
}

