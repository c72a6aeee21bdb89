// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { commissionHost, hybridHost, userInfo } from '../shared/user-info-fixture';
import { getImpersonatedHostId, setImpersonatedHostId } from '../../src/client/api/impersonation';
import { fetchUserInfo } from '../../src/client/api/user';
import { fakeSession } from './support/fake-session';
import { renderApp } from './support/render-app';
import { busyCommissionDay, quietDay, stubTodayFetch } from './today/today-fetch';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const counts = (o: Partial<ReturnType<typeof userInfo>['counts']>) => ({ pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0, ...o });

async function headerLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('.nav-link__label')?.textContent);
}

describe('the shell navigation per commercial model (AS §2.5, AS §6)', () => {
  it('subscription host: inbox, no bookings', async () => {
    const { missing } = await renderApp({ user: userInfo(), path: '/' });
    expect(await headerLinks()).toEqual(['Overview', 'Inbox', 'Calendar', 'Statistics', 'Properties', 'Help centre']);
    expect(missing).toEqual([]);
  });

  it('commission host: bookings with a badge capped at 10+, no inbox', async () => {
    await renderApp({ user: commissionHost({ counts: counts({ pendingBookings: 12 }) }), path: '/' });
    expect(await headerLinks()).toEqual(['Overview', 'Calendar', 'Statistics', 'Bookings', 'Properties', 'Help centre']);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Bookings, 10+ new' })).toHaveProperty('pathname', '/bookings/upcoming');
  });

  it('hybrid host with inquiries: bookings and the inquiries-only item', async () => {
    await renderApp({ user: hybridHost({ counts: counts({ inquiries: 2 }) }), path: '/', publicSettings: { overviewEnabled: false, helpCenterLinkEnabled: false } });
    expect(await headerLinks()).toEqual(['Calendar', 'Statistics', 'Bookings', 'Inquiries', 'Properties']);
  });

  it('marks the current area, also on a booking detail page', async () => {
    await renderApp({ user: commissionHost(), path: '/booking-details/b1' });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBeNull();
  });

  it('statistics go to performance when earnings are off', async () => {
    await renderApp({ user: userInfo(), path: '/', publicSettings: { earningsStatisticsEnabled: false } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Statistics' })).toHaveProperty('pathname', '/insights/performance');
  });

  it('hides the centre navigation on the request confirmation route', async () => {
    await renderApp({ user: commissionHost(), path: '/booking-request-confirmation/r1' });
    // The confirmation page itself is on screen (loading its request, or saying it could not).
    // The page is a lazy chunk: on a busy machine it can take longer than waitFor's default second.
    await waitFor(() => expect(document.querySelector('.stay-details__skeleton, [role="alert"]')).not.toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('the bottom bar carries the in-app items, not the external help link', async () => {
    await renderApp({ user: userInfo({ counts: counts({ unreadMessages: 3 }) }), path: '/' });
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['Overview', 'Inbox, 3 new', 'Calendar', 'Statistics', 'Properties']);
  });
});

describe('the home dashboard (the Today page)', () => {
  it('greets the host by name and shows what waits, from GET /api/app/today', async () => {
    // The counts once read from user info now come with the Today answer: requests, unread, reviews; no inquiries for a commission host.
    const day = quietDay();
    stubTodayFetch(() => ({
      ...day,
      requests: { count: 2, items: busyCommissionDay().requests.items },
      unread: { count: 5, latest: [] },
      reviews: { unanswered: 1, path: '/insights/reviews', latest: [] },
    }));
    const { missing } = await renderApp({ user: commissionHost({ firstName: 'Marco', counts: counts({ pendingBookings: 2, unreadMessages: 5, unansweredReviews: 1 }) }), path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Marco!' })).toBeTruthy();
    expect((await screen.findByTestId('today-requests')).querySelector('h3')!.textContent).toBe('2 booking requests waiting');
    expect(screen.getByTestId('today-unread').querySelector('h3')!.textContent).toBe('5 unread conversations');
    expect(screen.getByTestId('today-reviews').querySelector('h3')!.textContent).toBe('1 review to answer');
    expect(screen.queryByTestId('today-inquiries')).toBeNull();
    expect(missing).toEqual([]);
  });
});

describe('the user menu', () => {
  it('opens from the keyboard with profile, language and sign out', async () => {
    const user = setupUser();
    await renderApp({ user: userInfo(), path: '/' });
    const trigger = await screen.findByRole('button', { name: 'Account menu of Anna Berger' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Language/ })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(fakeSession.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('staff impersonation banner (AS §1, AS §6)', () => {
  it('says who is viewing as whom, and Stop ends it', async () => {
    setImpersonatedHostId('0190f1a2-0000-7000-8000-000000000001');
    // After Stop the staff member's own user info is loaded again.
    vi.mocked(fetchUserInfo).mockResolvedValue(userInfo({ isStaff: true, email: 'staff@example.com' }));
    const user = setupUser();
    const { reload, router } = await renderApp({ user: commissionHost({ isImpersonating: true, staffEmail: 'staff@example.com' }), path: '/calendar' });
    const banner = await screen.findByRole('region', { name: 'STAFF IMPERSONATION' });
    expect(banner.textContent).toContain('You (staff@example.com) are viewing the portal as Anna Berger (anna@example.com).');
    await user.click(within(banner).getByRole('button', { name: 'Stop' }));
    expect(getImpersonatedHostId()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('is absent for a host acting as themselves', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('region', { name: 'STAFF IMPERSONATION' })).toBeNull();
  });
});
