// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { nextScrollDirection, SCROLL_THRESHOLD, BOTTOM_BAR_HEIGHT } from '../../src/client/shell/scroll-direction';
import { mobileBack } from '../../src/client/shell/mobile-back';
import { commissionHost, userInfo } from '../shared/user-info-fixture';
import { fakeSession } from './support/fake-session';
import { renderApp } from './support/render-app';
import { subscriptionView } from './subscription-steps/fake-subscription-api';
import { ACCEPT_ALL, CONSENT_STORAGE_KEY, consentRecord, serializeConsent } from '../../src/shared/domain/cookie-consent';
import { resetConsentStore } from '../../src/client/features/cookie-consent/consent-store';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetConsentStore();
});

describe('bottom bar scroll direction (AS §2.4, AS §9 threshold 0.35)', () => {
  const step = Math.ceil(BOTTOM_BAR_HEIGHT * SCROLL_THRESHOLD);
  it.each([
    ['near the top it always shows', 'down', 300, 40, 'up'],
    ['scrolling down past the threshold hides', 'up', 300, 300 + step, 'down'],
    ['a small move keeps the direction', 'up', 300, 300 + step - 2, 'up'],
    ['scrolling up past the threshold shows', 'down', 600, 600 - step, 'up'],
    ['a small move up keeps it hidden', 'down', 600, 596, 'down'],
  ] as const)('%s', (_name, current, anchor, y, expected) => {
    expect(nextScrollDirection(current, anchor, y).direction).toBe(expected);
  });

  it('moves the anchor only when the direction is decided', () => {
    expect(nextScrollDirection('up', 300, 305)).toEqual({ direction: 'up', anchorY: 300 });
    expect(nextScrollDirection('up', 300, 400)).toEqual({ direction: 'down', anchorY: 400 });
  });
});

describe('mobile back (AS §2.5)', () => {
  it.each([
    ['/booking-details/b1', { kind: 'link', to: '/bookings/all' }],
    ['/booking-request-details/r1', { kind: 'link', to: '/bookings/requests' }],
    ['/listing/single-unit/p/u/photos', { kind: 'history' }],
    ['/calendar', null],
  ])('%s', (path, expected) => expect(mobileBack(path)).toEqual(expected));
});

describe('mobile top bar', () => {
  it('expands and collapses its menu with the full navigation and the account list', async () => {
    const user = setupUser();
    // Decided already, so only Cookie settings can bring the choices back.
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord(ACCEPT_ALL)));
    const { missing } = await renderApp({ user: commissionHost(), path: '/calendar' });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Profile details',
      'Billing',
      'Payout',
      'Pricing model',
      'Earning details',
      'Preferred language',
      'E-mail notifications',
      'Help centre',
    ]);
    // Invite a host, Tutorials and Cookie settings as in the desktop user menu, just before Log out.
    expect(within(account).getAllByRole('button').map((b) => b.textContent)).toEqual(['Invite a host', 'Tutorials', 'Cookie settings', 'Log out']);
    await user.click(within(account).getByRole('button', { name: 'Log out' }));
    expect(fakeSession.signOut).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Cookie settings closes the panel and reopens the choices, as from the desktop menu.
    await user.click(toggle);
    await user.click(within(account).getByRole('button', { name: 'Cookie settings' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it("shows a coin host's credits next to its menus", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(subscriptionView({ remaining: 9, quota: 14 })), { status: 200, headers: { 'content-type': 'application/json' } }));
    const features = { ...userInfo().features, isCoinSubscriptionEnabled: true };
    const { container } = await renderApp({ user: userInfo({ features }), path: '/calendar' });
    const topBar = container.querySelector<HTMLElement>('.top-bar')!;
    const credits = await within(topBar).findByRole('list', { name: 'Your credits' });
    expect(within(credits).getByLabelText('Boost credits: 9/14')).toBeTruthy();
  });

  it('shows a back arrow to all bookings on a booking detail', async () => {
    await renderApp({ user: commissionHost(), path: '/booking-details/b1' });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveProperty('pathname', '/bookings/all');
  });
});

describe('help-centre tooltip (AS §2.5)', () => {
  it('shows until the host presses Okay, and stays dismissed (with consent to preferences)', async () => {
    const user = setupUser();
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord(ACCEPT_ALL)));
    await renderApp({ user: userInfo(), path: '/' });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('help centre');
    await user.click(within(note).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    await renderApp({ user: userInfo(), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('offline notice (AS §4: online/offline tracked)', () => {
  it('tells the host when the browser is offline', async () => {
    await renderApp({ user: userInfo(), path: '/', offline: true });
    expect(await screen.findByText('You are offline. Changes may not be saved until the connection is back.')).toBeTruthy();
  });
});
