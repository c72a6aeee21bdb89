// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { problem } from '../bookings/support';
import { ids, inboxServer, renderInbox, t, type InboxServer } from './support';

// /messages, /messages/all, /messages/archived and a conversation: the real page against a fake
// inbox server at the fetch boundary.

let server: InboxServer;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const listCalls = () => server.callsTo('GET', '/api/app/messaging/channels');
const list = () => screen.getByRole('list', { name: /^(Inbox|All|Archived)$/ });
const item = (name: string) => within(list()).getByRole('link', { name: new RegExp(`^${name}`) });

describe('the lists', () => {
  beforeEach(() => {
    server = inboxServer();
  });

  it('/messages shows the inbox: guest, code, type, unit, last message, when, unread in bold; the tabs are links', async () => {
    renderInbox('/messages');
    const sophie = await screen.findByRole('link', { name: /^Sophie Martin/ });
    const row = sophie.closest('li')!;
    expect(row.className).toContain('channel-item--unread');
    for (const text of ['HP-4TW8XR', 'Booking', 'Mountain studio', 'Can we arrive early?', '5 minutes ago', '2 unread messages']) expect(within(sophie).getByText(text)).toBeTruthy();
    expect(sophie.getAttribute('href')).toBe(`/messages/inbox/${ids.sophie}`);
    const marco = item('Marco Bianchi');
    expect(marco.closest('li')!.className).not.toContain('unread');
    expect(within(marco).getByText('You: Thanks!')).toBeTruthy();
    expect(within(marco).getByText('Booking request')).toBeTruthy();
    expect(within(marco).getByText('yesterday')).toBeTruthy();
    // Archived conversations are not in the inbox.
    expect(screen.queryByRole('link', { name: /^Claire Dubois/ })).toBeNull();
    expect(screen.getByText('2 conversations')).toBeTruthy();
    expect(listCalls()[0]!.query.get('status')).toBe('inbox');
    const tabs = screen.getByRole('navigation', { name: t('messages.tabs.label') });
    expect(within(tabs).getByRole('link', { name: 'Inbox' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/messages/all');
    expect(within(tabs).getByRole('link', { name: 'Archived' }).getAttribute('href')).toBe('/messages/archived');
    // No conversation open: the right side says what to do.
    expect(screen.getByText(t('messages.conversation.choose'))).toBeTruthy();
  });

  it('the tabs switch the view; All marks archived conversations, Archived lists only them', async () => {
    const user = setupUser();
    const { router } = renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(router.state.location.pathname).toBe('/messages/all');
    const claire = await screen.findByRole('link', { name: /^Claire Dubois/ });
    expect(within(claire).getByText('Archived')).toBeTruthy();
    expect(within(claire).getByText('Inquiry')).toBeTruthy();
    expect(claire.getAttribute('href')).toBe(`/messages/all/${ids.claire}`);
    await user.click(screen.getByRole('link', { name: 'Archived' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sophie Martin/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Claire Dubois/ })).toBeTruthy();
    expect(listCalls().map((c) => c.query.get('status'))).toEqual(['inbox', 'all', 'archived']);
  });

  it('says so when a view is empty, each in its own words', async () => {
    server = inboxServer({ channels: [] });
    renderInbox('/messages/archived');
    expect(await screen.findByText(t('messages.list.empty.archived'))).toBeTruthy();
    // Each with a picture, a title and the next action: from the archive back to the inbox, from
    // an empty inbox to the properties guests write about.
    const archived = screen.getByRole('region', { name: t('messages.list.empty.title') });
    expect(archived.querySelector('svg.empty-state__art')).toBeTruthy();
    expect(within(archived).getByRole('link', { name: t('messages.list.empty.toInbox') }).getAttribute('href')).toBe('/messages');
    cleanup();
    renderInbox('/messages');
    expect(await screen.findByText(t('messages.list.empty.inbox'))).toBeTruthy();
    const inbox = screen.getByRole('region', { name: t('messages.list.empty.title') });
    expect(within(inbox).getByText(t('messages.list.empty.inbox'))).toBeTruthy();
    expect(within(inbox).getByRole('link', { name: t('messages.list.empty.action') }).getAttribute('href')).toBe('/properties');
  });

  it('loading, then a failure with the reason and Retry', async () => {
    server.on('GET', '/api/app/messaging/channels', () => problem(403, 'Forbidden'), { once: true });
    renderInbox('/messages');
    expect(screen.getByRole('status', { busy: true }).textContent).toBe(t('messages.list.loading'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('messages.list.loadError'));
    await setupUser().click(within(alert).getByRole('button', { name: t('messages.retry') }));
    expect(await screen.findByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
  });

});

describe('paging', () => {
  it('Show more adds the next page under the first', async () => {
    server = inboxServer({ pageSize: 1 });
    const page = (n: number) => listCalls().filter((c) => c.query.get('page') === String(n));
    renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    expect(screen.queryByRole('link', { name: /^Marco Bianchi/ })).toBeNull();
    expect(page(1).length).toBeGreaterThan(0);
    await setupUser().click(screen.getByRole('button', { name: t('messages.list.showMore') }));
    expect(await screen.findByRole('link', { name: /^Marco Bianchi/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t('messages.list.showMore') })).toBeNull();
  });
});
