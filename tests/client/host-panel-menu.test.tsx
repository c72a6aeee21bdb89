// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { commissionHost, userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

afterEach(() => cleanup());

// AS §2.5: the right side of the header holds a host-panel menu.
describe('host-panel menu (AS §2.5)', () => {
  it('opens from the keyboard, lists the areas of a commission host and goes where the host picks', async () => {
    const user = setupUser();
    const host = commissionHost({ counts: { pendingBookings: 3, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 } });
    const { router, missing } = await renderApp({ user: host, path: '/calendar' });
    const trigger = await screen.findByRole('button', { name: 'Host panel menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {});
    expect(within(menu).getByText('Go to')).toBeTruthy();
    const names = within(menu).getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['Overview', 'Calendar', 'Statistics', 'Bookings, 3 new', 'Properties', 'Your account']);
    // The host is in the calendar.
    expect(within(menu).getByRole('menuitem', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('menuitem', { name: 'Properties' }).getAttribute('aria-current')).toBeNull();
    // Down to Bookings (Radix moves the focus through the items), Enter goes there.
    for (let i = 0; i < 8 && document.activeElement?.getAttribute('aria-label') !== 'Bookings, 3 new'; i++) await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Bookings, 3 new');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/upcoming'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('a subscription host has no bookings in it, and reaches the account', async () => {
    const user = setupUser();
    const { router } = await renderApp({ user: userInfo(), path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Host panel menu' }));
    const menu = await screen.findByRole('menu', {});
    expect(within(menu).queryByRole('menuitem', { name: /Bookings/ })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Your account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });

  it('is not offered on a public page without a host', async () => {
    await renderApp({ user: null, path: '/legal' });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Host panel menu' })).toBeNull();
  });
});
