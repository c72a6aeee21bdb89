// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { flushWebVitals, resetWebVitals, startWebVitals, WEB_VITALS_PATH } from '../../../src/client/app/web-vitals';
import { resetConsentStore, saveConsent } from '../../../src/client/features/cookie-consent/consent-store';
import { ACCEPT_ALL, consentRecord, REJECT_OPTIONAL } from '../../../src/shared/domain/cookie-consent';
import { TELEMETRY_BATCH_MAX, WEB_VITAL_TARGET_MAX, WEB_VITAL_VALUE_CAP } from '../../../src/shared/domain/telemetry';
import { WebVitalBatchSchema } from '../../../src/shared/schemas/telemetry';

// Web vitals (AS §9): a fake web-vitals library hands readings to the real module, which caps
// them, names the route pattern, batches them and posts them when the page is hidden; only with
// consent to statistics (without it the library is not even loaded).

type Callback = (metric: unknown) => void;
let callbacks: Record<string, Callback>;
let posts: unknown[][];
const load = vi.fn(async () => {
  const on = (name: string) => (cb: Callback) => void (callbacks[name] = cb);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') } as never;
});

const metric = (name: string, value: number, attribution: Record<string, unknown> = {}) => ({ name, value, rating: 'poor', navigationType: 'navigate', attribution, id: 'v1', delta: value, entries: [] });
const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
};
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  callbacks = {};
  posts = [];
  load.mockClear();
  localStorage.clear();
  resetConsentStore();
  resetWebVitals();
  window.history.replaceState(null, '', '/properties/0b1e-p/units/42');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(WEB_VITALS_PATH);
      posts.push(v.parse(WebVitalBatchSchema, JSON.parse(String(init.body))).items);
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('web vitals (AS §9)', () => {
  it('caps values, cuts targets, reports route patterns, and sends the batch when the page is hidden', async () => {
    saveConsent(consentRecord(ACCEPT_ALL));
    startWebVitals(load);
    await settle();
    callbacks.LCP!(metric('LCP', 2_000_000, { target: `main > ${'div.card '.repeat(40)}` }));
    callbacks.TTFB!(metric('TTFB', 120.5));
    window.history.replaceState(null, '', '/calendar/42');
    callbacks.CLS!(metric('CLS', 0.25, { largestShiftTarget: '#grid' }));
    callbacks.INP!(metric('INP', -3, { interactionTarget: 'button.save' }));
    expect(posts).toEqual([]);
    hide();
    expect(posts).toHaveLength(1);
    const [lcp, ttfb, cls, inp] = posts[0] as Record<string, unknown>[];
    expect(lcp).toMatchObject({ name: 'LCP', value: WEB_VITAL_VALUE_CAP, route: '/properties/:propertyId/units/:unitId', rating: 'poor', navigationType: 'navigate' });
    expect(String(lcp!.target)).toHaveLength(WEB_VITAL_TARGET_MAX);
    expect(ttfb).toEqual({ name: 'TTFB', value: 120.5, rating: 'poor', route: '/properties/:propertyId/units/:unitId', navigationType: 'navigate' });
    // Layout shift and interaction belong to the page shown when they are reported.
    expect(cls).toMatchObject({ name: 'CLS', value: 0.25, route: '/calendar/:unit?', target: '#grid' });
    expect(inp).toMatchObject({ name: 'INP', value: 0, target: 'button.save' });
    hide();
    expect(posts).toHaveLength(1); // nothing new, nothing sent
  });

  it(`sends at most ${TELEMETRY_BATCH_MAX} readings a post`, async () => {
    saveConsent(consentRecord(ACCEPT_ALL));
    startWebVitals(load);
    await settle();
    for (let i = 0; i < TELEMETRY_BATCH_MAX + 5; i++) callbacks.INP!(metric('INP', i));
    expect(posts.map((p) => p.length)).toEqual([TELEMETRY_BATCH_MAX]);
    flushWebVitals();
    expect(posts.map((p) => p.length)).toEqual([TELEMETRY_BATCH_MAX, 5]);
  });

  it('without consent to statistics the library is not loaded; a later yes starts it', async () => {
    saveConsent(consentRecord(REJECT_OPTIONAL));
    startWebVitals(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    saveConsent(consentRecord(ACCEPT_ALL));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    callbacks.FCP!(metric('FCP', 900));
    hide();
    expect(posts).toEqual([[expect.objectContaining({ name: 'FCP', value: 900 })]]);
  });

  it('consent taken back drops what was gathered', async () => {
    saveConsent(consentRecord(ACCEPT_ALL));
    startWebVitals(load);
    await settle();
    callbacks.LCP!(metric('LCP', 1500));
    saveConsent(consentRecord(REJECT_OPTIONAL));
    hide();
    expect(posts).toEqual([]);
  });
});
