// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppStartGate } from '../../../src/client/app/app-start';
import { NetworkStatus, BACK_ONLINE_MS } from '../../../src/client/shell/network-status';
import { fetchAppSettings } from '../../../src/client/api/public';
import { fetchPublicSettings } from '../../../src/client/app/public-settings';
import { appSettings, publicSettings } from '../../shared/user-info-fixture';
import { fakeSession, FakeSessionProvider } from '../support/fake-session';
import { fakeUserApi } from '../support/fake-user-api';

// The online/offline note (AS §4) with the real app start, which follows the browser's events:
// offline shows the note, online swaps it for "back online", which then goes away.

fakeUserApi();
vi.mock('../../../src/client/api/public', () => {
  const fetchAppSettings = vi.fn();
  // The shared request is the same call here: the tests count and fail fetchAppSettings.
  return { fetchAppSettings, fetchAppSettingsShared: (...args: unknown[]) => fetchAppSettings(...args), fetchTranslations: vi.fn() };
});
vi.mock('../../../src/client/app/public-settings', () => {
  const fetchPublicSettings = vi.fn();
  // The start takes the settings through startPublicSettings: the same call here.
  return { fetchPublicSettings, startPublicSettings: (signal?: AbortSignal) => fetchPublicSettings(signal) };
});

const OFFLINE = 'You are offline. Changes may not be saved until the connection is back.';
const BACK = 'You are back online.';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.mocked(fetchAppSettings).mockReset().mockResolvedValue(appSettings());
  vi.mocked(fetchPublicSettings).mockReset().mockResolvedValue(publicSettings());
  fakeSession.reset('signedOut');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function start() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppStartGate loadRoot={async () => ({ default: () => <NetworkStatus /> })} />
    </QueryClientProvider>,
    { wrapper: FakeSessionProvider },
  );
  return screen.findByTestId('network-status');
}

describe('network status (AS §4)', () => {
  it('says nothing while online, in a polite live region that stays mounted', async () => {
    const region = await start();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('role')).toBeNull();
    expect(region.textContent).toBe('');
  });

  it('tells the host when the browser goes offline, then that it is back, then goes quiet', async () => {
    const region = await start();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region.textContent).toBe(OFFLINE);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region.textContent).toBe(BACK);
    act(() => vi.advanceTimersByTime(BACK_ONLINE_MS - 100));
    expect(region.textContent).toBe(BACK);
    act(() => vi.advanceTimersByTime(100));
    expect(region.textContent).toBe('');
  });

  it('going offline again while "back online" shows replaces it at once', async () => {
    const region = await start();
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(region.textContent).toBe(BACK);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(region.textContent).toBe(OFFLINE);
    expect(screen.queryByText(BACK)).toBeNull();
  });
});
