import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTheme } from '../../src/shared/domain/theme';
import { apiHarness } from '../support/api';
import { scaledMs } from '../support/time-scale';

// AS §8: the start resolves the theme from the app settings; the server sends the
// domain configuration's theme with them.
let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
}, scaledMs(120_000));
afterAll(() => h.close());

describe('the theme in the app settings', () => {
  it('is the domain configuration’s theme, and it resolves', async () => {
    const settings = await h.call('GET', '/api/public/app-settings?hl=en-US');
    const domain = await h.call('GET', '/config/localhost.json');
    expect(settings.status).toBe(200);
    expect(settings.json.theme).toEqual(domain.json.theme);
    expect(resolveTheme(settings.json.theme)).toEqual({ primaryColor: '#0b5cad', brandName: 'Host portal' });
  });
});
