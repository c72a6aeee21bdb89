// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { guestChatKeys } from '../../../src/client/api/guest-chat';
import { FakeEventSource, fakeGuestChatServer, guestMessage, guestSession, problem } from './fake-guest-chat-server';


// /guest/chat in the real route table against fetch-stubbed /api/guest routes and a fake
// EventSource: the stay, the thread as text, live messages (once each), sending, reading,
// signing out, and the 401 path back to the sign-in page.

const en = scopeTexts(['app', 'guest-chat', 'chat']);
const t = (key: string) => en[`guest-chat.chat.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const log = () => screen.getByRole('log');
const bodies = () => Array.from(log().querySelectorAll('.chat-message__body')).map((p) => p.textContent);
const stream = () => FakeEventSource.opened.at(-1)!;
const emit = (type: string, data?: unknown) => stream().emitJson(type, data);

describe('the guest chat page', () => {
  it('shows the stay and the messages as text (HTML is shown, never run), and marks them read', async () => {
    const server = fakeGuestChatServer({
      messages: [guestMessage('m-1', { body: 'Welcome!\nThe key is in the box.' }), guestMessage('m-2', { senderRole: 'guest', senderName: 'Greta Lind', body: '<img src=x onerror="alert(1)"><b>bold?</b>' })],
    });
    const { missing } = await renderApp({ user: null, path: '/guest/chat' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Anna Berger' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    const stay = screen.getByRole('region', { name: en['guest-chat.chat.stay.title'] });
    expect(within(stay).getByTestId('guest-chat-stay-unit').textContent).toBe('Studio Nordkette');
    expect(within(stay).getByTestId('guest-chat-stay-dates').textContent).toBe('Dec 20, 2026 – Dec 27, 2026');
    expect(within(stay).getByTestId('guest-chat-stay-guests').textContent).toBe('2 guests');
    expect(within(stay).getByTestId('guest-chat-stay-host').textContent).toBe('Anna Berger');
    expect(within(stay).getByTestId('guest-chat-stay-code').textContent).toBe('Booking HP-7K2Q9M');
    expect(within(stay).getByTestId('guest-chat-stay-status').textContent).toBe('Confirmed');

    await waitFor(() => expect(bodies()).toEqual(['Welcome!\nThe key is in the box.', '<img src=x onerror="alert(1)"><b>bold?</b>']));
    expect(log().querySelector('img, b')).toBeNull();
    expect(log().querySelector('[data-message-id="m-2"]')!.className).toContain('chat-message--own');
    expect(log().querySelector('[data-message-id="m-1"]')!.className).toContain('chat-message--other');
    await waitFor(() => expect(server.state.calls).toContain('POST /api/guest/read'));
    // The live channel: the guest's stream with its cookie (its connection is loaded on demand).
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(stream().url).toBe('/api/guest/events');
    expect(stream().init).toEqual({ withCredentials: true });
    expect(missing).toEqual([]);
  });

  it("a request's status in the guest's words", async () => {
    fakeGuestChatServer({ session: guestSession({ kind: 'request', stayStatus: 'REQUESTED', bookingCode: 'HP-REQ001' }) });
    await renderApp({ user: null, path: '/guest/chat' });
    expect((await screen.findByTestId('guest-chat-stay-status')).textContent).toBe('Waiting for the host');
    expect(screen.getByTestId('guest-chat-stay-code').textContent).toBe('Booking request HP-REQ001');
  });

  it('live messages are added once (by id), other conversations and malformed data are ignored; the host\'s are read', async () => {
    const server = fakeGuestChatServer({ messages: [guestMessage('m-1')] });
    await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1']));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('ready', {});
    const reads = () => server.state.calls.filter((c) => c === 'POST /api/guest/read').length;
    const before = reads();
    // The server stores a message, then tells the stream.
    const live = guestMessage('m-2', { body: 'Live <i>hello</i>' });
    server.state.messages.push(live);
    emit('message', { conversationId: 'conv-1', message: live });
    emit('message', { conversationId: 'conv-1', message: live });
    emit('message', { conversationId: 'conv-other', message: guestMessage('x-1', { conversationId: 'conv-other' }) });
    emit('message', { conversationId: 'conv-1', message: { id: 'broken' } });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1', 'Live <i>hello</i>']));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('a message stored after the thread was read but before the stream listened shows once it listens', async () => {
    const server = fakeGuestChatServer({ messages: [guestMessage('m-1')] });
    await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1']));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // Stored while the stream was still opening: no live event will ever tell of it.
    server.state.messages.push(guestMessage('m-2'));
    await new Promise((r) => setTimeout(r, 50));
    expect(bodies()).toEqual(['Message m-1']);
    emit('ready', {});
    await waitFor(() => expect(bodies()).toEqual(['Message m-1', 'Message m-2']));
  });

  it('a host message that arrives in a background tab is read when the guest comes back', async () => {
    const server = fakeGuestChatServer({ messages: [guestMessage('m-1')] });
    await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1']));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const reads = () => server.state.calls.filter((c) => c === 'POST /api/guest/read').length;
    await waitFor(() => expect(reads()).toBe(1));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    emit('ready', {});
    server.state.messages.push(guestMessage('m-2'));
    emit('message', { conversationId: 'conv-1', message: guestMessage('m-2') });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1', 'Message m-2']));
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(1);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(reads()).toBe(2));
    visibility.mockRestore();
  });

  it('sends with the composer; the stored message shows once even when the stream echoes it', async () => {
    const server = fakeGuestChatServer({ messages: [] });
    const u = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    const box = (await screen.findByRole('textbox', { name: en['chat.composer.label'] })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.change(box, { target: { value: 'Can we arrive at 22:00?' } });
    await u.click(screen.getByRole('button', { name: en['chat.composer.send'] }));
    await waitFor(() => expect(bodies()).toEqual(['Can we arrive at 22:00?']));
    expect(server.state.posted).toEqual([{ clientMessageId: expect.stringMatching(/^[\w-]{8,64}$/), body: 'Can we arrive at 22:00?' }]);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('ready', {});
    emit('message', { conversationId: 'conv-1', message: server.state.messages[0] });
    expect(bodies()).toEqual(['Can we arrive at 22:00?']);
  });

  it('a broken stream shows a notice until it is back; ready after it reloads the messages', async () => {
    const server = fakeGuestChatServer({ messages: [guestMessage('m-1')] });
    await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1']));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    emit('ready', {});
    stream().emit('error');
    expect(await screen.findByText(t('live.retrying'))).toBeTruthy();
    server.state.messages.push(guestMessage('m-2', { body: 'Sent while you were away' }));
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    emit('ready', {});
    await waitFor(() => expect(bodies()).toEqual(['Message m-1', 'Sent while you were away']));
    expect(screen.queryByText(t('live.retrying'))).toBeNull();
  });

  it('Sign out: logout, the guest cache dropped, to /guest/login', async () => {
    const server = fakeGuestChatServer({ messages: [guestMessage('m-1')] });
    const u = setupUser();
    const { router, queryClient } = await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(bodies()).toEqual(['Message m-1']));
    await u.click(screen.getByRole('button', { name: t('signOut') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/login'));
    expect(server.state.calls).toContain('POST /api/guest/logout');
    expect(queryClient.getQueryData(guestChatKeys.messages)).toBeUndefined();
    await waitFor(() => expect(stream().closed).toBe(true));
    expect(await screen.findByRole('button', { name: en['guest-chat.login.submit'] })).toBeTruthy();
  });

  it('no session (401): logout, back to the sign-in page with the expired notice', async () => {
    const server = fakeGuestChatServer({ session: null });
    const { router } = await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/guest/login?expired=1'));
    expect(server.state.calls).toContain('POST /api/guest/logout');
    expect(await screen.findByText(en['guest-chat.login.expired']!)).toBeTruthy();
  });

  it('a session that ends while chatting (a send answers 401) ends the same way', async () => {
    const server = fakeGuestChatServer({ messages: [] });
    const u = setupUser();
    const { router } = await renderApp({ user: null, path: '/guest/chat' });
    const box = (await screen.findByRole('textbox', { name: en['chat.composer.label'] })) as HTMLTextAreaElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    server.answer('POST /api/guest/messages', () => problem(401, 'unauthorized'));
    server.state.session = null;
    fireEvent.change(box, { target: { value: 'Hello?' } });
    await u.click(screen.getByRole('button', { name: en['chat.composer.send'] }));
    await waitFor(() => expect(router.state.location.search).toBe('?expired=1'));
  });
});
