// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { FakeEventSource, ids, inboxServer, message, renderInbox, t, type InboxServer } from './support';
import { problem } from '../bookings/support';

// How the inbox is entered: deep links from a stay, unknown paths, onboarding in progress; and
// the inbox on the live channel.

let server: InboxServer;
beforeEach(() => {
  server = inboxServer();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deep links', () => {
  it.each([
    ['booking', 'HP-4TW8XR', ids.sophie],
    ['request', 'HP-8RD4KU', ids.marco],
    ['inquiry', 'HP-5YB9GN', ids.claire],
  ])('/messages?%s=CODE opens the conversation, then shows it under All (replacing the link)', async (param, code, id) => {
    const { router } = renderInbox(`/messages?${param}=${code}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/all/${id}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('');
    const creates = server.callsTo('POST', '/api/app/messaging/conversation');
    expect(creates).toHaveLength(1);
    expect(server.stays.get(code)).toBe(id);
    expect(await screen.findByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('sends exactly the stay id field the link names', async () => {
    let body: unknown;
    server.on('POST', '/api/app/messaging/conversation', async (req) => {
      body = await req.json();
      return new Response(JSON.stringify({ conversationId: ids.marco }), { headers: { 'content-type': 'application/json' } });
    }, { once: true });
    renderInbox('/messages?request=HP-8RD4KU');
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    expect(body).toEqual({ bookingRequestId: 'HP-8RD4KU' });
  });

  it('a stay that is not the host\'s (404) is said plainly, with a way to the inbox', async () => {
    const user = setupUser();
    const { router } = renderInbox('/messages?booking=HP-NOPE00');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(t('messages.deepLink.notFound', { code: 'HP-NOPE00' }) + t('messages.deepLink.toInbox'));
    await user.click(within(alert).getByRole('link', { name: t('messages.deepLink.toInbox') }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/messages');
  });
});

describe('a failed conversation creation (AS §8)', () => {
  it('is tracked as a failure event, once per attempt, and Retry can still open it', async () => {
    const user = setupUser();
    const reported: unknown[] = [];
    server.on('POST', '/api/app/client-events', async (req) => {
      reported.push(await req.json());
      return new Response(null, { status: 204 });
    });
    server.on('POST', '/api/app/messaging/conversation', async () => problem(503, 'Unavailable'), { once: true });
    const { router } = renderInbox('/messages?booking=HP-4TW8XR');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('messages.deepLink.failed', { code: 'HP-4TW8XR' }));
    await waitFor(() => expect(reported).toEqual([{ type: 'conversation.create-failed', path: '/messages', status: 503 }]));
    await user.click(within(alert).getByRole('button', { name: t('messages.retry') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/all/${ids.sophie}`));
    // The successful attempt reports nothing.
    expect(reported).toHaveLength(1);
  });

  it('a stay that is not the host\'s is reported too, with its 404', async () => {
    const reported: unknown[] = [];
    server.on('POST', '/api/app/client-events', async (req) => {
      reported.push(await req.json());
      return new Response(null, { status: 204 });
    });
    renderInbox('/messages?booking=HP-NOPE00');
    await screen.findByRole('alert');
    await waitFor(() => expect(reported).toEqual([{ type: 'conversation.create-failed', path: '/messages', status: 404 }]));
  });
});

describe('paths and onboarding', () => {
  it('an unknown view goes to /messages', async () => {
    const { router } = renderInbox('/messages/starred/abc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(await screen.findByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
  });

  it('while onboarding is in progress: a clear notice and no call at all', async () => {
    renderInbox(`/messages/inbox/${ids.sophie}?booking=HP-4TW8XR`, { user: userInfo({ onboardingStatus: 'in_progress' }), live: true });
    expect(screen.getByText(t('messages.onboarding.title'))).toBeTruthy();
    expect(screen.getByText(t('messages.onboarding.description'))).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('live', () => {
  const openStream = async () => {
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/messaging/events?token=tok-1');
    stream.emitJson('ready', {});
    return stream;
  };

  it('a guest\'s message joins the open conversation once, is read at once, and moves its channel', async () => {
    renderInbox(`/messages/inbox/${ids.sophie}`, { live: true });
    await within(await screen.findByRole('log')).findByText('Can we arrive early?');
    const stream = await openStream();
    await waitFor(() => expect(server.read).toHaveLength(1));
    const live = message({ body: 'We land at 11:40 <i>tomorrow</i>', createdAt: new Date().toISOString() });
    server.messages.get(ids.sophie)!.push(live);
    Object.assign(server.channels.find((c) => c.id === ids.sophie)!, { last_message_at: live.createdAt, lastMessage: { preview: live.body, senderRole: 'guest' } });
    stream.emitJson('message', { conversationId: ids.sophie, message: live });
    stream.emitJson('message', { conversationId: ids.sophie, message: live });
    const log = screen.getByRole('log');
    expect(await within(log).findByText('We land at 11:40 <i>tomorrow</i>')).toBeTruthy();
    expect(within(log).getAllByText('We land at 11:40 <i>tomorrow</i>')).toHaveLength(1);
    await waitFor(() => expect(server.read).toHaveLength(2));
    await waitFor(() => expect(within(screen.getByRole('link', { name: /^Sophie Martin/ })).getByText('We land at 11:40 <i>tomorrow</i>')).toBeTruthy());
  });

  it('a message in another conversation refreshes the list, without reading it', async () => {
    renderInbox(`/messages/inbox/${ids.sophie}`, { live: true });
    await screen.findByRole('heading', { name: 'Sophie Martin' });
    const stream = await openStream();
    await waitFor(() => expect(server.read).toHaveLength(1));
    const before = server.callsTo('GET', '/api/app/messaging/channels').length;
    const other = message({ conversationId: ids.marco, senderName: 'Marco Bianchi', body: 'Parking?' });
    Object.assign(server.channels.find((c) => c.id === ids.marco)!, { unreadCount: 1, lastMessage: { preview: 'Parking?', senderRole: 'guest' } });
    stream.emitJson('message', { conversationId: ids.marco, message: other });
    await waitFor(() => expect(server.callsTo('GET', '/api/app/messaging/channels').length).toBeGreaterThan(before));
    const marco = await screen.findByRole('link', { name: /^Marco Bianchi/ });
    await waitFor(() => expect(within(marco).getByText('1 unread message')).toBeTruthy());
    expect(server.read).toEqual([ids.sophie]);
  });

  it('shows when live updates are down', async () => {
    renderInbox('/messages', { live: true });
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    const stream = await openStream();
    act(() => {
      for (const fn of stream.listeners.get('error') ?? []) fn(new MessageEvent('error'));
    });
    expect(await screen.findByText(t('messages.live.retrying'))).toBeTruthy();
  });

  it('after a reconnection everything the inbox shows is read again (events may have been missed)', async () => {
    renderInbox(`/messages/inbox/${ids.sophie}`, { live: true });
    await within(await screen.findByRole('log')).findByText('Can we arrive early?');
    const stream = await openStream();
    const missed = message({ body: 'Sent while you were offline', createdAt: new Date().toISOString() });
    server.messages.get(ids.sophie)!.push(missed);
    // The server listens again: a second ready on the same provider.
    stream.emitJson('ready', {});
    expect(await within(screen.getByRole('log')).findByText('Sent while you were offline')).toBeTruthy();
  });
});
