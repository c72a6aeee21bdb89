// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeSession } from '../support/fake-session';
import { resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// /legal and /legal/atc in the real route table and shell: open to visitors, their texts from the
// legal scope (none missing), a table of contents whose links reach the sections, the contact
// address from the app settings, the cookie settings button and the links between the two pages.

beforeEach(() => {
  resetConsentStore();
  // The pages call nothing; the shell's own calls get a plain 404.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const main = () => screen.getByRole('main');

describe('/legal', () => {
  it('is open to visitors: sections in the order of the table of contents, each link reaching its heading', async () => {
    const { missing } = await renderApp({ user: null, path: '/legal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal information' }, { timeout: 10_000 })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Who runs the portal', 'Terms of use for hosts', 'Privacy summary', 'Cookies', 'Additional terms']);
    const sectionHeadings = within(main())
      .getAllByRole('heading', { level: 2 })
      .filter((h) => !toc.contains(h));
    expect(sectionHeadings.map((h) => h.textContent)).toEqual(links.map((l) => l.textContent));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target?.textContent).toBe(link.textContent);
      expect(screen.getByRole('region', { name: link.textContent! })).toBeTruthy();
    }
    expect(fakeSession.signIn).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('names the portal and its support address from the app settings, and the day it was last updated', async () => {
    await renderApp({ user: null, path: '/legal', appSettings: { supportEmail: 'help@rentals.example.test', domain: 'rentals.example.test' } });
    const operator = await screen.findByRole('region', { name: 'Who runs the portal' }, { timeout: 10_000 });
    expect(operator.textContent).toContain('The host portal at rentals.example.test is run by');
    expect(within(operator).getByRole('link', { name: 'help@rentals.example.test' }).getAttribute('href')).toBe('mailto:help@rentals.example.test');
    const updated = main().querySelector('time')!;
    expect(updated.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(updated.textContent).toMatch(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  it('the cookie note reopens the cookie choices of a visitor who has decided already', async () => {
    const user = setupUser();
    localStorage.setItem('cookie_consent', JSON.stringify({ version: 1, choices: { preferences: false, statistics: false }, decidedAt: '2026-11-01T10:00:00.000Z' }));
    await renderApp({ user: null, path: '/legal' });
    const cookies = await screen.findByRole('region', { name: 'Cookies' }, { timeout: 10_000 });
    await user.click(within(cookies).getByRole('button', { name: 'Open cookie settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('links to the additional terms, which link back', async () => {
    const user = setupUser();
    const { router } = await renderApp({ user: null, path: '/legal' });
    await user.click(await screen.findByRole('link', { name: 'Read the additional terms and conditions' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional terms and conditions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/legal/atc');
    await user.click(screen.getByRole('link', { name: 'Back to the legal information' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal information' })).toBeTruthy();
  });

  it('shows inside the signed-in shell with the navigation', async () => {
    const { missing } = await renderApp({ user: userInfo(), path: '/legal' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal information' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(missing).toEqual([]);
  });
});

describe('/legal/atc', () => {
  it('covers commission bookings, subscriptions with boosts and coins, and cancellations, with a table of contents', async () => {
    const { missing } = await renderApp({ user: null, path: '/legal/atc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Additional terms and conditions' }, { timeout: 10_000 })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['#commission', '#subscriptions', '#cancellations']);
    const subscriptions = screen.getByRole('region', { name: 'Subscriptions, boosts and coins' });
    expect(within(subscriptions).getAllByRole('listitem')).toHaveLength(4);
    expect(subscriptions.textContent).toContain('Coins and credits have no cash value');
    expect(screen.getByRole('region', { name: 'Cancellations' }).textContent).toContain('refunded in full');
    expect(missing).toEqual([]);
  });
});
