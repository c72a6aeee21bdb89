// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { getImpersonatedHostId } from '../../src/client/api/impersonation';
import { fetchUserInfo } from '../../src/client/api/user';
import { commissionHost, userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

// The staff page with the real HTTP client; only fetch (the network) is faked.

const hosts = [
  { userId: '0190f1a2-0000-7000-8000-00000000000a', email: 'anna@example.com', firstName: 'Anna', lastName: 'Berger', companyName: null, commercialModel: 'subscription' },
  { userId: '0190f1a2-0000-7000-8000-00000000000b', email: 'lago@example.com', firstName: '', lastName: '', companyName: 'Lago Rentals', commercialModel: 'commission' },
];

let requests: Request[];
/** What GET /api/app/staff/dead-jobs answers (empty unless a test sets it); a retry empties it. */
let deadJobs: { id: string; queue: string; payload: Record<string, unknown>; attempts: number; lastError: string | null; createdAt: string; diedAt: string }[];
const pageOfDead = () => ({ items: deadJobs, pagination: { current: 1, next: null, pages: deadJobs.length ? 1 : 0, total: deadJobs.length } });
/** The hosts list answers `body` with `status`; the page's review lists and browser health answer empty. */
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      // The shell's live channel (a messaging token), its notifications bell and, for a host, the
      // fraud-tracking script call on every page; not this page's calls.
      const shellCall = path.startsWith('/api/app/messaging/') || path === '/api/app/fraud-signals' || path === '/api/app/user/notifications';
      if (!shellCall) requests.push(input);
      if (path === '/api/app/staff/verifications' || path === '/api/app/staff/listings') return Response.json({ items: [] });
      if (path === '/api/app/staff/support-messages') return Response.json({ items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } });
      if (path === '/api/app/staff/browser-health') return Response.json({ since: new Date().toISOString(), vitals: [], errors: [] });
      if (path === '/api/app/staff/dead-jobs') return Response.json(pageOfDead());
      const retry = /^\/api\/app\/staff\/dead-jobs\/(\w+)\/retry$/.exec(path);
      if (retry && input.method === 'POST') {
        deadJobs = deadJobs.filter((j) => j.id !== retry[1]);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/app/staff/data-requests') return Response.json({ items: [] });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
    }),
  );
}

beforeEach(() => {
  requests = [];
  deadJobs = [];
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/staff', () => {
  it('lists the hosts and acts for the chosen one', async () => {
    answer(200, { items: hosts });
    // After the choice, user info is the chosen host's, seen by the staff member.
    vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost({ companyName: 'Lago Rentals', isImpersonating: true, staffEmail: 'staff@example.com' }));
    const user = setupUser();
    const { reload, router, missing } = await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff' });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    expect(requests.map((r) => new URL(r.url).pathname).sort()).toEqual(['/api/app/staff/browser-health', '/api/app/staff/data-requests', '/api/app/staff/dead-jobs', '/api/app/staff/hosts', '/api/app/staff/listings', '/api/app/staff/support-messages', '/api/app/staff/verifications']);
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Anna Berger', 'Lago Rentals']);
    expect(within(table).getByText('Commission')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'lago');
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Lago Rentals']);

    await user.click(screen.getByRole('button', { name: 'View the portal as Lago Rentals' }));
    expect(getImpersonatedHostId()).toBe(hosts[1].userId);
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(missing).toEqual([]);
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    answer(500, { type: 'about:blank', title: 'Internal Server Error', status: 500 });
    const user = setupUser();
    await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    expect(await screen.findByText('The hosts could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
    answer(200, { items: hosts });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('is not open to hosts', async () => {
    answer(200, { items: hosts });
    const { router } = await renderApp({ user: userInfo(), path: '/staff' });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' });
    expect(router.state.location.pathname).toBe('/');
    // The Today page at '/' asks for its own answer; nothing of staff's is asked for.
    expect(requests.map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/api/app/staff'))).toEqual([]);
  });

  it('lists the dead jobs with queue, attempts and last error, and retries one', async () => {
    deadJobs = [{ id: '42', queue: 'mail-send', payload: { mailId: 'm-1' }, attempts: 8, lastError: 'smtp refused', createdAt: '2026-01-01T10:00:00.000Z', diedAt: '2026-01-02T10:00:00.000Z' }];
    answer(200, { items: hosts });
    const user = setupUser();
    await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Dead jobs' }, { timeout: 10_000 })).closest('section')!;
    const row = await within(section).findByTestId('dead-job');
    expect(within(row).getByRole('rowheader').textContent).toBe('mail-send');
    expect(within(row).getByText('smtp refused')).toBeTruthy();
    expect(within(row).getByText('8')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Retry the mail-send job' }));
    expect(await within(section).findByText('No dead jobs: every background job has run or is still being tried.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/app/staff/dead-jobs/42/retry')).toBe(true);
  });

  it('says so when there are no dead jobs', async () => {
    answer(200, { items: hosts });
    await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    expect(await screen.findByText('No dead jobs: every background job has run or is still being tried.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
