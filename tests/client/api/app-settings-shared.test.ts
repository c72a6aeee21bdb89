// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAppSettingsShared } from '../../../src/client/api/public';
import { appSettings } from '../../shared/user-info-fixture';

// At start main.tsx, the session (for its identity provider) and the app start all ask for the
// app settings: one request serves them all while it is under way and for a few seconds after; a
// failure is forgotten at once; a caller's abort ends only its wait.

const answer = () => new Response(JSON.stringify(appSettings()), { headers: { 'content-type': 'application/json' } });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(async () => {
  await vi.advanceTimersByTimeAsync(10_000); // every kept answer is forgotten
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchAppSettingsShared', () => {
  it('asks once for callers of the same language while the request is under way, again afterwards', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([fetchAppSettingsShared('en-US'), fetchAppSettingsShared('en-US')]);
    expect(a).toEqual(b);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9_000);
    await fetchAppSettingsShared('en-US'); // the start is still on: the same answer
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await fetchAppSettingsShared('en-US');
    expect(fetch).toHaveBeenCalledTimes(2);
    await fetchAppSettingsShared('de-DE');
    expect(fetch).toHaveBeenCalledTimes(3);
    const urls = fetch.mock.calls.map((call) => String((call as unknown[])[0] instanceof Request ? ((call as unknown[])[0] as Request).url : (call as unknown[])[0]));
    expect(urls[2]).toContain('hl=de-DE');
  });

  it('forgets a failure at once, so a retry asks again', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchAppSettingsShared('it-IT')).rejects.toBeTruthy();
    fetch.mockImplementation(async () => answer());
    expect((await fetchAppSettingsShared('it-IT')).defaultLocale).toBe(appSettings().defaultLocale);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an aborted caller stops waiting; the other still gets the settings from the one request', async () => {
    let release!: () => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(answer()))));
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    const aborted = fetchAppSettingsShared('en-US', controller.signal);
    const other = fetchAppSettingsShared('en-US');
    controller.abort(new Error('stopped'));
    await expect(aborted).rejects.toThrow('stopped');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    release();
    expect((await other).defaultLocale).toBe(appSettings().defaultLocale);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
