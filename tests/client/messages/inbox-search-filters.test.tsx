// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { CHANNEL_SEARCH_DEBOUNCE_MS } from '../../../src/shared/domain/messaging/inbox';
import { userInfo } from '../../shared/user-info-fixture';
import { ids, inboxServer, renderInbox, t, type InboxServer } from './support';

// The inbox's search (autocomplete + list filter, debounced) and its filters per user.

let server: InboxServer;
beforeEach(() => {
  server = inboxServer();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const searchCalls = () => server.callsTo('GET', '/api/app/messaging/channels/search');
const listSearches = () => server.callsTo('GET', '/api/app/messaging/channels').map((c) => c.query.get('criteria[search]'));
const combobox = () => screen.getByRole('combobox', { name: t('messages.search.label') }) as HTMLInputElement;

describe('search', () => {
  it('waits for a pause in typing (fake timers), then asks once for suggestions and filters the list', async () => {
    renderInbox('/messages/all');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Keys typed 100 ms apart: each restarts the wait.
    for (const text of ['b', 'bi', 'bia']) {
      fireEvent.change(combobox(), { target: { value: text } });
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(CHANNEL_SEARCH_DEBOUNCE_MS - 101));
    expect(searchCalls()).toEqual([]);
    expect(listSearches().every((s) => s === '')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    // react-query's own zero-delay notifications, not the HTTP client's 15 s timeout.
    act(() => vi.advanceTimersByTime(20));
    vi.useRealTimers();
    await waitFor(() => expect(searchCalls().map((c) => c.query.get('q'))).toEqual(['bia']));
    await waitFor(() => expect(listSearches().filter(Boolean)).toEqual(['bia']));
    const listbox = await screen.findByRole('listbox', { name: t('messages.search.suggestions') });
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Marco BianchiHP-8RD4KU · Family apartment']);
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sophie Martin/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Marco Bianchi/ })).toBeTruthy();
  });

  it('one letter is too short to search', async () => {
    const user = setupUser();
    renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    await user.type(combobox(), 'm');
    await new Promise((r) => setTimeout(r, CHANNEL_SEARCH_DEBOUNCE_MS + 100));
    expect(searchCalls()).toEqual([]);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('by keyboard: arrows move through the suggestions, Enter opens one, Escape closes', async () => {
    const user = setupUser();
    const { router } = renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    await user.type(combobox(), 'HP-');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Open again and choose the archived one (Claire): it opens under All, not in the inbox view.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe(`/messages/all/${ids.claire}`);
    expect(await screen.findByRole('heading', { name: 'Claire Dubois' })).toBeTruthy();
  });

  it('a suggestion opens in the view the host is in when it belongs there', async () => {
    const user = setupUser();
    const { router } = renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    await user.type(combobox(), 'sophie');
    await user.click(await screen.findByRole('option', { name: /Sophie Martin/ }));
    expect(router.state.location.pathname).toBe(`/messages/inbox/${ids.sophie}`);
  });

  it('nothing found: said in the suggestions and in the list, with a way back', async () => {
    const user = setupUser();
    renderInbox('/messages');
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    await user.type(combobox(), 'nobody');
    expect(await screen.findByText(t('messages.search.none'))).toBeTruthy();
    expect(await screen.findByText(t('messages.list.noMatch'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('messages.list.clearFilters') }));
    expect(combobox().value).toBe('');
    expect(await screen.findByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
  });
});

describe('filters per user', () => {
  it('a plain Inbox host has neither the type nor the recent filter', async () => {
    renderInbox('/messages', { user: userInfo({ inboxMode: 'Inbox' }) });
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    expect(screen.queryByRole('combobox', { name: t('messages.filters.type') })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: t('messages.filters.recent') })).toBeNull();
  });

  it('InquiriesWithInbox hosts filter by conversation type', async () => {
    const user = setupUser();
    renderInbox('/messages/all', { user: userInfo({ inboxMode: 'InquiriesWithInbox' }) });
    await screen.findByRole('link', { name: /^Sophie Martin/ });
    expect(screen.queryByRole('checkbox', { name: t('messages.filters.recent') })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: t('messages.filters.type') }), 'inquiry');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Sophie Martin/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Claire Dubois/ })).toBeTruthy();
    expect(server.callsTo('GET', '/api/app/messaging/channels').at(-1)!.query.get('type')).toBe('inquiry');
  });

  it.each([
    ['staff', { isStaff: true }],
    ['impersonating', { isImpersonating: true, staffEmail: 'staff@portal.example' }],
  ])('%s users have Recent (last day)', async (_who, over) => {
    const user = setupUser();
    renderInbox('/messages', { user: userInfo(over) });
    await screen.findByRole('link', { name: /^Marco Bianchi/ });
    expect(screen.queryByRole('combobox', { name: t('messages.filters.type') })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t('messages.filters.recent') }));
    // Marco's last message is 26 hours old.
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Marco Bianchi/ })).toBeNull());
    expect(screen.getByRole('link', { name: /^Sophie Martin/ })).toBeTruthy();
    expect(server.callsTo('GET', '/api/app/messaging/channels').at(-1)!.query.get('recent')).toBe('1');
  });
});
