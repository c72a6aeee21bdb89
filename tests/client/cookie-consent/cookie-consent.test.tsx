// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, consentRecord, parseConsent, serializeConsent } from '../../../src/shared/domain/cookie-consent';
import { openCookieSettings, resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import { startHelpCenterStatistics } from '../../../src/client/features/cookie-consent/help-center-statistics';
import { putUserInteractions } from '../../../src/client/api/user-interactions';
import { fetchCookieConsentSettings } from '../../../src/client/api/public';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();
vi.mock('../../../src/client/api/user-interactions', () => ({
  userInteractionKeys: { all: ['user', 'interactions'] },
  fetchUserInteractions: vi.fn(async () => []),
  putUserInteractions: vi.fn(async () => []),
}));
vi.mock('../../../src/client/api/public', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchCookieConsentSettings: vi.fn(async () => ({
    items: [
      { name: 'cookie_consent', storageType: 'local storage', category: 'necessary', title: 'Cookie consent', description: 'Remembers which cookies you allowed.', ttl: null },
      { name: 'banner_counters', storageType: 'local storage', category: 'preferences', title: 'Banner counters', description: 'Counts banners.', ttl: null },
      { name: '_sp_', storageType: 'cookie', category: 'statistics', title: 'Usage statistics', description: 'Measures how the portal is used.', ttl: 63072000 },
    ],
  })),
}));
// The statistics code itself: it must not even start before consent.
vi.mock('../../../src/client/features/cookie-consent/help-center-statistics', () => ({ startHelpCenterStatistics: vi.fn(() => () => undefined) }));

const put = vi.mocked(putUserInteractions);
const startStatistics = vi.mocked(startHelpCenterStatistics);

beforeEach(() => {
  localStorage.clear();
  resetConsentStore();
  put.mockClear();
  startStatistics.mockClear();
});
afterEach(() => cleanup());

const stored = () => parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
// The banner is a lazy chunk: the first import in a test run takes a while.
const banner = () => screen.findByRole('region', { name: 'Cookies and local storage' });

describe('the cookie banner', () => {
  it('shows on a first visit to a host page and on a guest page', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    expect(within(await banner()).getByRole('button', { name: 'Accept all' })).toBeTruthy();
    cleanup();
    await renderApp({ user: null, path: '/guest/login' });
    expect(await banner()).toBeTruthy();
  });

  it('Accept all stores the record, hides the banner, starts statistics and tells the server for a signed-in host', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(stored()?.choices).toEqual({ preferences: true, statistics: true });
    expect(stored()?.version).toBe(CONSENT_VERSION);
    expect(screen.queryByRole('region', { name: 'Cookies and local storage' })).toBeNull();
    await waitFor(() => expect(startStatistics).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith([
      { interactionType: 'cookie_consent_preferences', interacted: true },
      { interactionType: 'cookie_consent_statistics', interacted: true },
    ]);
  });

  it('Reject optional stores a no to both; statistics never start', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Reject optional' }));
    expect(stored()?.choices).toEqual({ preferences: false, statistics: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(startStatistics).not.toHaveBeenCalled();
  });

  it('statistics do not start while undecided; a signed-out visitor sends nothing to the server', async () => {
    await renderApp({ user: null, path: '/guest/login' });
    await banner();
    await new Promise((r) => setTimeout(r, 50));
    expect(startStatistics).not.toHaveBeenCalled();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept all' }));
    expect(stored()?.choices.statistics).toBe(true);
    expect(put).not.toHaveBeenCalled();
  });

  it('Customise lists the categories with the server’s cookies; necessary is locked on; Save keeps what was turned on', async () => {
    await renderApp({ user: userInfo(), path: '/' });
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(await within(dialog).findByText('_sp_')).toBeTruthy();
    expect(within(dialog).getByText('Usage statistics')).toBeTruthy();
    expect(within(dialog).getAllByText('Local storage · Until you clear it', { exact: false })).toHaveLength(2);
    expect(within(dialog).getByText('Cookie · 730 days', { exact: false })).toBeTruthy();
    expect(vi.mocked(fetchCookieConsentSettings)).toHaveBeenCalledWith('en-US', expect.anything());
    const necessary = within(dialog).getByRole('switch', { name: 'Allow Necessary' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    const statistics = within(dialog).getByRole('switch', { name: 'Allow Statistics' }) as HTMLInputElement;
    expect(statistics.checked).toBe(false);
    await userEvent.click(statistics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(stored()?.choices).toEqual({ preferences: false, statistics: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(startStatistics).toHaveBeenCalledTimes(1));
  });

  it('a stored decision shows no banner; Cookie settings reopens it with the earlier choices', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord({ preferences: true, statistics: false })));
    await renderApp({ user: userInfo(), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(screen.queryByRole('region', { name: 'Cookies and local storage' })).toBeNull();
    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(dialog).getByRole('switch', { name: 'Allow Preferences' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()?.choices).toEqual({ preferences: true, statistics: false });
  });

  it('Cookie settings offers Reject optional too: one press takes back what was allowed', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord({ preferences: true, statistics: true })));
    await renderApp({ user: userInfo(), path: '/' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject optional' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()?.choices).toEqual({ preferences: false, statistics: false });
  });

  it('a signed-out visitor reopens the choices from the help centre’s Cookie settings link', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord({ preferences: false, statistics: true })));
    await renderApp({ user: null, path: '/help' });
    const footer = await screen.findByRole('contentinfo');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(dialog).getByRole('switch', { name: 'Allow Statistics' }) as HTMLInputElement).checked).toBe(true);
  });
});
