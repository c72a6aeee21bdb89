// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { setupUser } from '../../support/user-event';
import { fakeNotificationsApi, notification, renderBell } from './harness';
import { preloadScopes } from '../../../src/client/i18n/scoped-messages';

// The header's notifications (AS §2.10, AS §4, AS §9): the bell's unread badge (up to
// 10, then 10+), the dropdown's list and empty state, mark all as read (optimistic, rolled back
// on failure), and choosing one marks it read and follows its action.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bell = (name: RegExp | string = /^Notifications/) => screen.findByRole('button', { name });
async function openMenu(locale?: string, name?: RegExp) {
  const user = setupUser();
  // The bell's texts first: with the menu's code already loaded (a second locale in one test), the
  // real trigger takes the stand-in's place when they arrive, and a click sent to the stand-in
  // found just before would land on a button no longer on the page.
  await preloadScopes(['notifications'], locale ?? 'en-US');
  const view = renderBell(locale);
  await user.click(await bell(name));
  const menu = await screen.findByRole('menu', {});
  return { user, menu, missing: view.missing };
}

describe('the bell', () => {
  it('shows how many are unread, up to 10, and names it for screen readers', async () => {
    fakeNotificationsApi([notification(1), notification(2, { interacted: true }), notification(3)]);
    const { missing } = renderBell();
    expect(await bell('Notifications, 2 unread')).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('2');
    expect(missing).toEqual([]);
  });

  it('shows 10+ above ten and no badge when everything is read', async () => {
    fakeNotificationsApi(Array.from({ length: 12 }, (_, i) => notification(i % 10, { interactionType: `n${i}` })));
    renderBell();
    await bell('Notifications, 12 unread');
    expect(screen.getByTestId('notification-badge').textContent).toBe('10+');
    cleanup();
    fakeNotificationsApi([notification(1, { interacted: true })]);
    renderBell();
    await bell('Notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});

describe('while the bell loads', () => {
  it('holds its 40-px place with the bell drawn, so the header does not widen when it arrives', async () => {
    // A fresh copy of the bell's module (its own lazy chunk, not yet loaded): the other tests' bell
    // is loaded and would render at once. Only this module: resetting them all would give the
    // modules the next tests import a second router, apart from the one their harness renders.
    const freshCopy = '../../../src/client/features/notifications/notification-bell?fresh';
    const { NotificationBell } = (await import(/* @vite-ignore */ freshCopy)) as typeof import('../../../src/client/features/notifications/notification-bell');
    render(<NotificationBell user={{ userId: 'h1' } as UserInfo} />);
    // The first render, before the lazy chunk: the placeholder, hidden from screen readers.
    const placeholder = screen.getByTestId('notification-bell-placeholder');
    expect(placeholder.className).toBe('header-slot');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
  });
});

describe('the dropdown', () => {
  it('lists title, description with the unit, relative time and an unread dot, newest first as given', async () => {
    fakeNotificationsApi([
      notification(1, { type: 'newRequest', interactionType: 'notification_newRequest_HP-N4HS7B', deadline: new Date(Date.now() + (5 * 60 + 12) * 60_000 + 30_000).toISOString() }),
      notification(2, { interacted: true }),
    ]);
    const { menu } = await openMenu();
    expect(within(menu).getByText('Notifications')).toBeTruthy();
    const items = within(menu).getAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('New booking request');
    expect(items[0]!.textContent).toContain('A guest is waiting for your answer about Unit 1.');
    // A request shows the countdown to its answer deadline.
    expect(items[0]!.textContent).toContain('Answer within 5 h 12 min');
    expect(within(items[0]!).queryByTestId('unread-dot')).not.toBeNull();
    expect(items[1]!.textContent).toContain('Offer a discount');
    expect(items[1]!.textContent).toContain('2 hours ago');
    expect(within(items[1]!).queryByTestId('unread-dot')).toBeNull();
  });

  it('says so when there is nothing, and offers nothing to mark', async () => {
    fakeNotificationsApi([]);
    const { menu } = await openMenu();
    expect(within(menu).getByText("You're all caught up")).toBeTruthy();
    expect(within(menu).queryAllByTestId('notification-item')).toHaveLength(0);
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('marks all unread ones read at once with one PUT, and the badge goes', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2, { interacted: true }), notification(3)]);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(api.puts).toEqual([
      [
        { interactionType: notification(1).interactionType, interacted: true },
        { interactionType: notification(3).interactionType, interacted: true },
      ],
    ]);
    // The menu stays open with no unread dot left.
    expect(within(screen.getByRole('menu')).queryAllByTestId('unread-dot')).toHaveLength(0);
  });

  it('puts the unread state back and says so when marking fails', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2)]);
    api.failPut = true;
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    // Optimistic: read at once, before the server has answered.
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(await within(screen.getByRole('menu')).findByRole('alert', {})).toHaveProperty('textContent', 'The notifications could not be marked as read. Please try again.');
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(within(screen.getByRole('menu')).getAllByTestId('unread-dot')).toHaveLength(2);
    // The HTTP layer may repeat an idempotent PUT on a server error; each time the same names.
    expect(api.puts.length).toBeGreaterThan(0);
    for (const put of api.puts) expect(put).toEqual([notification(1), notification(2)].map((n) => ({ interactionType: n.interactionType, interacted: true })));
  });

  it('choosing one marks it read and follows its action', async () => {
    const api = fakeNotificationsApi([notification(1), notification(2)]);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getAllByTestId('notification-item')[1]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/properties/p2/units/u2/promotions'));
    expect(api.puts).toEqual([[{ interactionType: notification(2).interactionType, interacted: true }]]);
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard and Escape closes it, back on the bell', async () => {
    fakeNotificationsApi([notification(1)]);
    const user = setupUser();
    renderBell();
    (await bell()).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu', {})).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement?.getAttribute('data-testid')).toBe('notification-bell');
  });

  it("an imported calendar over a stay names the unit, the nights and their dates, and leads to the unit's calendar", async () => {
    const unitId = '0190a5b2-0000-7000-8000-000000000007';
    const overlap = notification(1, {
      type: 'importOverlap',
      interactionType: `notification_importOverlap_${unitId}_1795000000000`,
      unitId,
      unitTitle: 'Chalet Edelweiss',
      nights: { count: 3, from: '2027-08-12', to: '2027-08-15' },
      action: { path: `/calendar/${unitId}` },
    });
    const api = fakeNotificationsApi([overlap]);
    const { user, menu, missing } = await openMenu();
    const [item] = within(menu).getAllByTestId('notification-item');
    expect(item!.textContent).toContain('Imported dates overlap a booking');
    expect(item!.textContent).toContain('An imported calendar holds 3 nights already booked at Chalet Edelweiss, between Aug 12, 2027 and Aug 15, 2027.');
    expect(within(item!).queryByTestId('unread-dot')).not.toBeNull();
    expect(missing).toEqual([]);
    await user.click(item!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/calendar/${unitId}`));
    expect(api.puts).toEqual([[{ interactionType: overlap.interactionType, interacted: true }]]);
    cleanup();

    // Every locale has its words for it (one night, in German here).
    fakeNotificationsApi([{ ...overlap, nights: { count: 1, from: '2027-08-12', to: '2027-08-13' } }]);
    const de = await openMenu('de-DE', /^Benachrichtigungen/);
    const text = within(de.menu).getByTestId('notification-item').textContent;
    expect(text).toContain('Importierte Termine überschneiden sich mit einer Buchung');
    expect(text).toContain('1 bereits gebuchte Nacht in Chalet Edelweiss, zwischen 12.08.2027 und 13.08.2027');
    expect(de.missing).toEqual([]);
  });

  it('an already read one is not sent again', async () => {
    const api = fakeNotificationsApi([notification(1, { interacted: true })]);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByTestId('notification-item'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/properties/p1/units/u1/promotions'));
    expect(api.puts).toEqual([]);
  });
});
