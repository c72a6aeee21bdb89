// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LiveBadgeRefresh, LiveEventsProvider, useLiveEvents, useLiveStatus, type LiveEventHandlers } from '../../src/client/api/live-events';
import { queryKeys } from '../../src/client/api/queries';
import type { Message } from '../../src/shared/schemas/messaging';
import { FakeEventSource } from '../support/fake-event-source';

// The live channel in the browser against a fake EventSource (a class stub on globalThis, one
// instance per opened stream, tests/support/fake-event-source.ts) and a fetch stub answering the messaging token call.


const last = () => FakeEventSource.opened.at(-1)!;
let tokenCalls = 0;
let tokenAnswer: (n: number) => Record<string, unknown> = (n) => ({ token: `tok-${n}`, userId: 'host-1', userName: 'Anna', expiresAt: '2030-01-01T00:00:00.000Z' });

beforeEach(() => {
  FakeEventSource.opened = [];
  tokenCalls = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/api/app/messaging/token') {
        tokenCalls += 1;
        return new Response(JSON.stringify(tokenAnswer(tokenCalls)), { headers: { 'content-type': 'application/json' } });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = (id: string, body = 'Hello <b>there</b>'): Message => ({
  id,
  conversationId: 'c-1',
  senderRole: 'guest',
  senderName: 'Greta',
  body,
  clientMessageId: `client-${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
});

function Probe({ handlers }: { handlers: LiveEventHandlers }) {
  useLiveEvents(handlers);
  return <p data-testid="status">{useLiveStatus()}</p>;
}

function mount(kind: 'host' | 'guest', handlers: LiveEventHandlers, extra?: ReactNode, queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <LiveEventsProvider kind={kind} enabled>
        <Probe handlers={handlers} />
        {extra}
      </LiveEventsProvider>
    </QueryClientProvider>,
  );
}
const status = () => screen.getByTestId('status').textContent;

describe('LiveEventsProvider (host)', () => {
  it('asks for a token, opens /api/messaging/events with it, goes live on ready and hands message and channel events to subscribers', async () => {
    const onMessage = vi.fn();
    const onChannel = vi.fn();
    const onReconnected = vi.fn();
    const onListening = vi.fn();
    mount('host', { onMessage, onChannel, onReconnected, onListening });
    expect(status()).toBe('connecting');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(last().url).toBe('/api/messaging/events?token=tok-1');
    last().emit('ready', '{}');
    expect(status()).toBe('live');
    // The first ready: the stream listens (what was read before it reloads), no reconnection.
    expect(onListening).toHaveBeenCalledTimes(1);
    expect(onReconnected).not.toHaveBeenCalled();

    last().emit('message', JSON.stringify({ conversationId: 'c-1', message: message('m-1') }));
    last().emit('channel', JSON.stringify({ conversationId: 'c-2' }));
    expect(onMessage).toHaveBeenCalledWith({ conversationId: 'c-1', message: message('m-1') });
    expect(onChannel).toHaveBeenCalledWith({ conversationId: 'c-2' });
  });

  it('ignores malformed data: not JSON, the wrong shape, a message without its fields', async () => {
    const onMessage = vi.fn();
    const onChannel = vi.fn();
    mount('host', { onMessage, onChannel });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    last().emit('ready', '{}');
    last().emit('message', 'not json {');
    last().emit('message', JSON.stringify({ conversationId: 'c-1' }));
    last().emit('message', JSON.stringify({ conversationId: 'c-1', message: { ...message('m-1'), body: 42 } }));
    last().emit('message', undefined);
    last().emit('channel', JSON.stringify({ conversation: 'c-1' }));
    last().emit('channel', '[]');
    expect(onMessage).not.toHaveBeenCalled();
    expect(onChannel).not.toHaveBeenCalled();
    // The stream is still fine: the next good event arrives.
    last().emit('message', JSON.stringify({ conversationId: 'c-1', message: message('m-2') }));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(status()).toBe('live');
  });

  it('an error closes the stream, retries after 1 s with a NEW token; its ready calls onReconnected', async () => {
    const onReconnected = vi.fn();
    const onListening = vi.fn();
    mount('host', { onReconnected, onListening });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = last();
    first.emit('ready', '{}');
    expect(onListening).toHaveBeenCalledTimes(1);
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(status()).toBe('retrying');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(tokenCalls).toBe(2);
    expect(last().url).toBe('/api/messaging/events?token=tok-2');
    expect(onReconnected).not.toHaveBeenCalled();
    last().emit('ready', '{}');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(status()).toBe('live');
    // The server lost and regained its LISTEN on the same stream: ready again, refetch again.
    last().emit('ready', '{}');
    expect(onReconnected).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(onListening).toHaveBeenCalledTimes(1); // only the first ready
  });

  it('AS §8: a token answer without a user name fails the chat (reported) and opens no stream', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    tokenAnswer = () => ({ token: 'tok', userId: 'host-1', userName: '', expiresAt: '2030-01-01T00:00:00.000Z' });
    try {
      mount('host', {});
      await waitFor(() => expect(status()).toBe('failed'));
      expect(FakeEventSource.opened).toHaveLength(0);
      expect(report).toHaveBeenCalledWith(expect.stringContaining('missingUserName'));
    } finally {
      tokenAnswer = (n) => ({ token: `tok-${n}`, userId: 'host-1', userName: 'Anna', expiresAt: '2030-01-01T00:00:00.000Z' });
    }
  });

  it('one connection per tab: a provider inside another adds no stream, both subscribers hear it', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    mount(
      'host',
      { onMessage: outer },
      <LiveEventsProvider kind="host" enabled>
        <Probe handlers={{ onMessage: inner }} />
      </LiveEventsProvider>,
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    last().emit('ready', '{}');
    last().emit('message', JSON.stringify({ conversationId: 'c-1', message: message('m-1') }));
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(tokenCalls).toBe(1);
  });

  it('offline closes the stream; online reconnects at once', async () => {
    mount('host', {});
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    last().emit('ready', '{}');
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(status()).toBe('retrying');
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
  });

  it('unmounting closes the stream; disabled opens none and reports off', async () => {
    const view = mount('host', {});
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    view.unmount();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LiveEventsProvider kind="host" enabled={false}>
          <Probe handlers={{}} />
        </LiveEventsProvider>
      </QueryClientProvider>,
    );
    expect(status()).toBe('off');
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('the badge: message events reread the user info at most once a second (first at once, the rest once after)', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    mount('host', {}, <LiveBadgeRefresh />, queryClient);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // The second's wait on a fake clock: the test checks the timing rule, not the machine's clock.
    vi.useFakeTimers();
    try {
      last().emit('ready', '{}');
      for (let i = 0; i < 5; i++) last().emit('message', JSON.stringify({ conversationId: 'c-1', message: message(`m-${i}`) }));
      const userInfoCalls = () => invalidate.mock.calls.filter(([f]) => JSON.stringify(f?.queryKey) === JSON.stringify(queryKeys.userInfo)).length;
      expect(userInfoCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(900);
      expect(userInfoCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(150);
      expect(userInfoCalls()).toBe(2);
      await vi.advanceTimersByTimeAsync(1200);
      expect(userInfoCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('LiveEventsProvider (guest)', () => {
  it('opens /api/guest/events with credentials and no token call', async () => {
    const onMessage = vi.fn();
    mount('guest', { onMessage });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(last().url).toBe('/api/guest/events');
    expect(last().init).toEqual({ withCredentials: true });
    expect(tokenCalls).toBe(0);
    last().emit('ready', '{}');
    last().emit('message', JSON.stringify({ conversationId: 'c-1', message: message('m-1') }));
    expect(onMessage).toHaveBeenCalledTimes(1);
  });
});
