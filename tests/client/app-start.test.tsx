// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useIntl } from '../../src/client/i18n/intl';
import { AppStartGate } from '../../src/client/app/app-start';
import { useAppData } from '../../src/client/app/app-data';
import { fetchAppSettings } from '../../src/client/api/public';
import { fetchUserInfo } from '../../src/client/api/user';
import { fetchPublicSettings } from '../../src/client/app/public-settings';
import { storeLocale } from '../../src/client/i18n/locale-storage';
import { appSettings, commissionHost, publicSettings, userInfo } from '../shared/user-info-fixture';
import { fakeSession, FakeSessionProvider } from './support/fake-session';
import { fakeUserApi } from './support/fake-user-api';

// The app start with the real app-start machine: loading, then the app in the chosen language,
// or the 'Unexpected error' page with Retry. Only the network calls are faked.

fakeUserApi();
vi.mock('../../src/client/api/public', () => {
  const fetchAppSettings = vi.fn();
  // The shared request is the same call here: the tests count and fail fetchAppSettings.
  return { fetchAppSettings, fetchAppSettingsShared: (...args: unknown[]) => fetchAppSettings(...args), fetchTranslations: vi.fn() };
});
vi.mock('../../src/client/app/public-settings', () => {
  const fetchPublicSettings = vi.fn();
  // The start takes the settings through startPublicSettings: the same call here.
  return { fetchPublicSettings, startPublicSettings: (signal?: AbortSignal) => fetchPublicSettings(signal) };
});

function Root() {
  const intl = useIntl();
  const { locale } = useAppData();
  return (
    <p>
      app ready: {locale} / {intl.formatMessage({ id: 'nav.calendar' })}
    </p>
  );
}

function start() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AppStartGate loadRoot={async () => ({ default: Root })} />
    </QueryClientProvider>,
    { wrapper: FakeSessionProvider },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.mocked(fetchAppSettings).mockReset().mockResolvedValue(appSettings());
  vi.mocked(fetchPublicSettings).mockReset().mockResolvedValue(publicSettings());
  vi.mocked(fetchUserInfo).mockReset();
});
afterEach(() => cleanup());

describe('app start (AS §2.4, AS §4)', () => {
  it('shows the app in the signed-in host’s language', async () => {
    fakeSession.reset('active');
    vi.mocked(fetchUserInfo).mockResolvedValue(userInfo({ locale: 'de-DE' }));
    start();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('app ready: de-DE / Kalender')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.title).toBe('Gastgeberportal');
  });

  it('signed out: the URL parameter, else the stored choice decides; no user info is asked for', async () => {
    fakeSession.reset('signedOut');
    storeLocale('fr-FR');
    start();
    expect(await screen.findByText('app ready: fr-FR / Calendrier')).toBeTruthy();
    expect(fetchUserInfo).not.toHaveBeenCalled();
    cleanup();
    window.history.replaceState(null, '', '/legal?hl=it');
    start();
    expect(await screen.findByText('app ready: it-IT / Calendario')).toBeTruthy();
  });

  it('a signed-in tab asks for the language the last signed-in start settled on first; a signed-out one does not', async () => {
    fakeSession.reset('active');
    vi.mocked(fetchUserInfo).mockResolvedValue(userInfo({ locale: 'de-DE' }));
    start();
    expect(await screen.findByText('app ready: de-DE / Kalender')).toBeTruthy();
    expect(vi.mocked(fetchAppSettings).mock.calls[0]![0]).toBe('en-US'); // nothing remembered yet: the browser's language
    cleanup();
    vi.mocked(fetchAppSettings).mockClear();
    sessionStorage.setItem('oidc.user:http://localhost/auth:host-portal', '{}');
    start();
    expect(await screen.findByText('app ready: de-DE / Kalender')).toBeTruthy();
    expect(vi.mocked(fetchAppSettings).mock.calls.map((c) => c[0])).toEqual(['de-DE']); // the guess held: one settings call
    cleanup();
    vi.mocked(fetchAppSettings).mockClear();
    sessionStorage.clear();
    fakeSession.reset('signedOut');
    start();
    expect(await screen.findByText('app ready: en-US / Calendar')).toBeTruthy();
    expect(vi.mocked(fetchAppSettings).mock.calls[0]![0]).toBe('en-US');
  });

  it('a staff member acting for a host keeps their own language', async () => {
    fakeSession.reset('active');
    storeLocale('fr-FR');
    vi.mocked(fetchUserInfo).mockResolvedValue(commissionHost({ locale: 'de-DE', isImpersonating: true, staffEmail: 'staff@example.com' }));
    start();
    expect(await screen.findByText('app ready: fr-FR / Calendrier')).toBeTruthy();
  });

  it('shows Unexpected error when the start fails, and Retry starts again', async () => {
    fakeSession.reset('signedOut');
    vi.mocked(fetchAppSettings).mockRejectedValueOnce(new Error('offline'));
    start();
    expect(await screen.findByRole('heading', { name: 'Unexpected error' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('app ready: en-US / Calendar')).toBeTruthy();
    expect(fetchAppSettings).toHaveBeenCalledTimes(2);
  });

  it('AS §8: a failed settings load says so, in the host’s language, and Retry starts again', async () => {
    fakeSession.reset('signedOut');
    window.history.replaceState(null, '', '/?hl=de');
    vi.mocked(fetchPublicSettings).mockRejectedValueOnce(new Error('503'));
    start();
    expect(await screen.findByRole('heading', { name: 'Unerwarteter Fehler' })).toBeTruthy();
    expect(screen.getByText(/Fehler beim Initialisieren der Einstellungen\/Domänenkonfiguration/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('app ready: de-DE / Kalender')).toBeTruthy();
  });

  it('AS §8: a failed app-settings load is a settings failure too', async () => {
    fakeSession.reset('signedOut');
    vi.mocked(fetchAppSettings).mockRejectedValueOnce(new Error('offline'));
    start();
    expect(await screen.findByText(/^Error while initializing settings\/domain configuration/)).toBeTruthy();
  });

  it('AS §8: a theme that cannot be resolved says so; a good one is painted with', async () => {
    fakeSession.reset('signedOut');
    vi.mocked(fetchAppSettings).mockResolvedValueOnce(appSettings({ theme: { primaryColor: 'ocean blue', brandName: 'Host portal' } }));
    start();
    expect(await screen.findByRole('heading', { name: 'Unexpected error' })).toBeTruthy();
    expect(screen.getByText(/^Something is wrong with resolving the theme/)).toBeTruthy();
    expect(screen.queryByText(/settings\/domain configuration/)).toBeNull();
    vi.mocked(fetchAppSettings).mockResolvedValueOnce(appSettings({ theme: { primaryColor: '#0A7F5A', brandName: 'Host portal' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('app ready: en-US / Calendar')).toBeTruthy();
    expect(document.documentElement.style.getPropertyValue('--color-brand')).toBe('#0a7f5a');
  });

  it('AS §8: another failure (the host’s data) keeps the general message', async () => {
    fakeSession.reset('active');
    vi.mocked(fetchUserInfo).mockRejectedValueOnce(new Error('500'));
    start();
    expect(await screen.findByText('The portal could not start. Check your connection and try again.')).toBeTruthy();
  });

  it('coming back online retries a failed start by itself', async () => {
    fakeSession.reset('signedOut');
    vi.mocked(fetchAppSettings).mockRejectedValueOnce(new Error('offline'));
    start();
    expect(await screen.findByRole('heading', { name: 'Unexpected error' })).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('app ready: en-US / Calendar')).toBeTruthy();
  });
});
