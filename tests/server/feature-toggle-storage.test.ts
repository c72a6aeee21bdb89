import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHarness } from '../support/api';
import { FEATURE_TOGGLES, FEATURE_TOGGLES_STORAGE_KEY } from '../../src/shared/domain/feature-toggles';

// The interface switches of /feature-toggle/{id} are kept in local storage: the cookie settings
// list that entry as necessary, translated, and every switch names a real public setting.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

it('the cookie consent settings list the switches entry as necessary local storage, in each language', async () => {
  const en = await h.call('GET', '/api/public/cookie-consent-settings?hl=en-US');
  const de = await h.call('GET', '/api/public/cookie-consent-settings?hl=de-DE');
  const entry = en.json.items.find((i: { name: string }) => i.name === FEATURE_TOGGLES_STORAGE_KEY);
  expect(entry).toMatchObject({ storageType: 'local storage', category: 'necessary', ttl: null, title: 'Interface switches' });
  expect(de.json.items.find((i: { name: string }) => i.name === FEATURE_TOGGLES_STORAGE_KEY).title).toBe('Oberflächenschalter');
});

it('every switch is a boolean the public settings carry', async () => {
  const r = await h.call('GET', '/api/public/settings');
  expect(r.status).toBe(200);
  for (const { setting } of FEATURE_TOGGLES) expect(typeof r.json[setting]).toBe('boolean');
});
