// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { json, problem } from '../bookings/support';
import { ids, inboxServer, message, renderInbox, t, type InboxServer } from './support';

// An open conversation: header, thread (as text, older pages), composer (pending -> appended,
// failures keep the text), read, archive with Undo.

let server: InboxServer;
beforeEach(() => {
  server = inboxServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thread = () => screen.getByRole('log', { name: 'Messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
const sophiePath = `/messages/inbox/${ids.sophie}`;

describe('a conversation', () => {
  it('shows who and which stay, links the stay, lists the messages, and is marked read when opened', async () => {
    renderInbox(sophiePath);
    const heading = await screen.findByRole('heading', { name: 'Sophie Martin' });
    const header = heading.closest('header')!;
    for (const text of ['HP-4TW8XR', 'Booking', 'Mountain studio', 'Dec 3 – 7, 2026', '2 guests', 'Confirmed']) expect(within(header).getByText(text)).toBeTruthy();
    expect(within(header).getByRole('link', { name: t('messages.conversation.openStay.booking') }).getAttribute('href')).toBe('/booking-details/HP-4TW8XR');
    expect(await within(thread()).findByText('Can we arrive early?')).toBeTruthy();
    await waitFor(() => expect(server.read).toEqual([ids.sophie]));
    // The list beside it marks the open one, and follows the read (no more unread).
    const current = screen.getByRole('link', { name: /^Sophie Martin/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(within(current).queryByText('2 unread messages')).toBeNull());
    // On a phone the list hides while a conversation is open; a link leads back to the list.
    expect(document.querySelector('.inbox')!.className).toContain('inbox--conversation-open');
    expect(screen.getByRole('link', { name: /All conversations/ }).getAttribute('href')).toBe('/messages');
  });

  it('a conversation without unread messages is not marked read again', async () => {
    renderInbox(`/messages/inbox/${ids.marco}`);
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    await screen.findByRole('textbox', { name: 'Message' });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.read).toEqual([]);
  });

  it('speaks the host\'s language (German, formal)', async () => {
    renderInbox(sophiePath, { locale: 'de-DE' });
    const heading = await screen.findByRole('heading', { name: 'Sophie Martin' });
    const header = heading.closest('header')!;
    for (const text of ['Buchung', 'Bestätigt', '2 Gäste', 'Archivieren', 'Buchung öffnen']) expect(within(header).getByText(text)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Unterhaltungen' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Nachricht' })).toBeTruthy();
    expect(screen.getByText('Eingabetaste sendet, Umschalt+Eingabetaste beginnt eine neue Zeile.')).toBeTruthy();
  });

  it('renders bodies as text: no HTML reaches the page', async () => {
    server = inboxServer({ messages: { [ids.sophie]: [message({ body: '<b>x</b><img src=x onerror="alert(1)">' })] } });
    renderInbox(sophiePath);
    const body = await within(await screen.findByRole('log')).findByText('<b>x</b><img src=x onerror="alert(1)">');
    expect(body.querySelector('b, img')).toBeNull();
    expect(document.querySelector('.message-thread img, .message-thread b')).toBeNull();
  });

  it('loads older messages on demand (before = nextBefore)', async () => {
    const history = Array.from({ length: 5 }, (_, i) => message({ body: `Old ${i + 1}` }));
    server = inboxServer({ messages: { [ids.sophie]: history }, messagePage: 3 });
    renderInbox(sophiePath);
    await within(await screen.findByRole('log')).findByText('Old 5');
    expect(within(thread()).queryByText('Old 2')).toBeNull();
    await setupUser().click(screen.getByRole('button', { name: 'Load older messages' }));
    await within(thread()).findByText('Old 1');
    expect([...thread().querySelectorAll('.chat-message__body')].map((b) => b.textContent)).toEqual(['Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5']);
    const calls = server.callsTo('GET', `/api/app/messaging/channels/${ids.sophie}/messages`);
    expect(calls.at(-1)!.query.get('before')).toBe(history[2]!.id);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends: pending while the server stores it, then in the thread and first in the list with its preview', async () => {
    let store!: () => void;
    const stored = new Promise<void>((r) => (store = r));
    const user = setupUser();
    const sendPath = `/api/app/messaging/channels/${ids.marco}/messages`;
    const { router } = renderInbox(`/messages/inbox/${ids.marco}`);
    await screen.findByRole('heading', { name: 'Marco Bianchi' });
    // Hold the write until the test lets it through.
    const real = server.on.bind(server);
    real('POST', sendPath, async (req) => {
      await stored;
      const body = (await req.json()) as { clientMessageId: string; body: string };
      server.posted.push(body);
      const sent = message({ conversationId: ids.marco, senderRole: 'host', senderName: 'Anna Berger', body: body.body, clientMessageId: body.clientMessageId, createdAt: new Date().toISOString() });
      server.messages.set(ids.marco, [...(server.messages.get(ids.marco) ?? []), sent]);
      Object.assign(server.channels.find((c) => c.id === ids.marco)!, { last_message_at: sent.createdAt, lastMessage: { preview: sent.body, senderRole: 'host' } });
      return json(sent, 201);
    }, { once: true });
    await user.type(box(), 'Check-in is from 3 pm.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect(box().value).toBe('Check-in is from 3 pm.');
    expect(within(thread()).queryByText('Check-in is from 3 pm.')).toBeNull();
    store();
    expect(await within(thread()).findByText('Check-in is from 3 pm.')).toBeTruthy();
    expect(box().value).toBe('');
    expect(server.posted).toHaveLength(1);
    expect(server.posted[0]!.clientMessageId).toMatch(/^[\w-]{8,64}$/);
    // The list shows the new last message.
    await waitFor(() => expect(within(screen.getByRole('link', { name: /^Marco Bianchi/ })).getByText('You: Check-in is from 3 pm.')).toBeTruthy());
    expect(router.state.location.pathname).toBe(`/messages/inbox/${ids.marco}`);
  });

  it('a failed send keeps the text with the reason; Retry stores it once with the same id', async () => {
    const user = setupUser();
    renderInbox(sophiePath);
    await screen.findByRole('heading', { name: 'Sophie Martin' });
    server.on('POST', `/api/app/messaging/channels/${ids.sophie}/messages`, () => problem(500, 'Server error'), { once: true });
    await user.type(box(), 'See you tomorrow');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The message was not sent. Your text is kept.');
    expect(box().value).toBe('See you tomorrow');
    expect(within(thread()).queryByText('See you tomorrow')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(thread()).findByText('See you tomorrow')).toBeTruthy();
    const sends = server.callsTo('POST', `/api/app/messaging/channels/${ids.sophie}/messages`);
    expect(sends).toHaveLength(2);
    expect(server.posted).toHaveLength(1);
    expect(box().value).toBe('');
  });

  it('archives with a snackbar that offers Undo', async () => {
    const user = setupUser();
    renderInbox(sophiePath);
    await screen.findByRole('heading', { name: 'Sophie Martin' });
    await user.click(screen.getByRole('button', { name: t('messages.conversation.archive') }));
    const snackbar = (await screen.findByText(t('messages.conversation.archived'))).closest('.snackbar')!;
    expect(snackbar.getAttribute('role')).toBe('status');
    expect(await screen.findByRole('button', { name: t('messages.conversation.unarchive') })).toBeTruthy();
    expect(server.channels.find((c) => c.id === ids.sophie)!.archived).toBe(true);
    // Gone from the inbox list.
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sophie Martin/ })).toBeNull());
    await user.click(within(snackbar as HTMLElement).getByRole('button', { name: t('messages.conversation.undo') }));
    await waitFor(() => expect(server.channels.find((c) => c.id === ids.sophie)!.archived).toBe(false));
    expect(await screen.findByRole('button', { name: t('messages.conversation.archive') })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
    expect(screen.getByText(t('messages.conversation.unarchived'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('messages.conversation.undo') })).toBeNull();
  });

  it('another host\'s or a missing conversation says so', async () => {
    renderInbox('/messages/all/0193a3c4-0000-7000-8000-00000000dead');
    expect(await screen.findByText(t('messages.conversation.notFound'))).toBeTruthy();
  });
});
