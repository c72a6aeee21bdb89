// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPublicSettings, startPublicSettings } from '../../../src/client/app/public-settings';
import { publicSettings } from '../../shared/user-info-fixture';

// main.tsx begins the settings call before the app start runs; the start takes that answer once,
// and a retry after a failed start asks the server again.

afterEach(() => vi.unstubAllGlobals());

describe('startPublicSettings', () => {
  it('takes the early call once, then asks again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(publicSettings({ tourEnabled: false })), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    prefetchPublicSettings();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((await startPublicSettings()).tourEnabled).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    await startPublicSettings();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks at once when nothing was begun early', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(publicSettings()), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await startPublicSettings();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
