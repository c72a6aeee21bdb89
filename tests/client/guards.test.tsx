// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../src/client/api/user';
import { commissionHost, hybridHost, userInfo } from '../shared/user-info-fixture';
import { fakeSession } from './support/fake-session';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

afterEach(() => cleanup());

describe('route guard (AS §2.3, AS §6)', () => {
  it('sends a signed-out visitor to sign-in, keeping path and query', async () => {
    await renderApp({ user: null, path: '/calendar/u1?from=2026-07-01&to=2026-07-08' });
    expect(await screen.findByText('Taking you to sign in…')).toBeTruthy();
    await waitFor(() => expect(fakeSession.signIn).toHaveBeenCalledWith('/calendar/u1?from=2026-07-01&to=2026-07-08'));
  });

  it('sends a signed-out visitor of / to the landing page when one is set', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await renderApp({ user: null, path: '/', appSettings: { landingRedirect: 'https://www.example.com/hosts' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.example.com/hosts'));
    expect(fakeSession.signIn).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it.each([
    ['/legal', 'Legal information'],
    ['/legal/atc', 'Additional terms and conditions'],
    ['/feature-toggle/3', 'No such switch'],
  ])('lets anyone open the public page %s', async (path, heading) => {
    const { missing } = await renderApp({ user: null, path });
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(fakeSession.signIn).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('lets anyone open the guest sign-in page /guest/login', async () => {
    // No guest session: the page asks the server (401) and shows its form.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ type: 'urn:host-portal:problem:unauthorized', status: 401 }), { status: 401, headers: { 'content-type': 'application/problem+json' } })));
    try {
      const { missing } = await renderApp({ user: null, path: '/guest/login' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Chat with your host' })).toBeTruthy();
      expect(fakeSession.signIn).not.toHaveBeenCalled();
      expect(missing).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends a subscription host away from the commission-only bookings area to /', async () => {
    const { router } = await renderApp({ user: userInfo({ firstName: 'Sara' }), path: '/bookings/upcoming' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Sara!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lets a commission host into the bookings area', async () => {
    const { router } = await renderApp({ user: commissionHost(), path: '/bookings/upcoming' });
    // The real bookings page: its chunk and its scope's texts load first (slow on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
  });

  it.each([
    ['plain commission host: redirected', commissionHost(), '/'],
    ['subscription host: allowed', userInfo(), '/inquiries'],
    ['hybrid host: allowed', hybridHost(), '/inquiries'],
  ])('inquiries, %s', async (_name, user, expected) => {
    const { router } = await renderApp({ user, path: '/inquiries' });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(expected);
  });

  it('hybrid hosts do not get the pricing page', async () => {
    const { router } = await renderApp({ user: hybridHost(), path: '/account/pricing' });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 404 page for an unknown path, with the way to upcoming bookings for commission hosts', async () => {
    await renderApp({ user: commissionHost(), path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to upcoming bookings' })).toHaveProperty('pathname', '/bookings/upcoming');
  });

  it('the 404 page leads a subscription host home', async () => {
    await renderApp({ user: userInfo(), path: '/404' });
    expect(await screen.findByRole('link', { name: 'Go to the homepage' })).toHaveProperty('pathname', '/');
  });

  it('/account opens the profile tab', async () => {
    const { router } = await renderApp({ user: userInfo(), path: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });
});

describe('waiting and failing', () => {
  it('waits for the session before deciding anything', async () => {
    await renderApp({ user: null, session: 'loading', path: '/calendar' });
    expect(await screen.findByText('Loading the page…')).toBeTruthy();
    expect(fakeSession.signIn).not.toHaveBeenCalled();
  });

  it('shows the server error page, inside the shell, when user info cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fetchUserInfo).mockRejectedValue(Object.assign(new Error('unavailable'), { status: 503, correlationId: 'c0ffee' }));
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await renderApp({ user: null, session: 'active', path: '/calendar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Error code: 503 · c0ffee')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('link', { name: 'Host portal' }).length).toBeGreaterThan(0);
    vi.restoreAllMocks();
  });
});
