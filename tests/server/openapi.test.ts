import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness } from '../support/api';
import { operations } from '../../src/server/openapi/operations';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

// Hono path (':param', '{regex}') -> OpenAPI path ('{param}')
const normalise = (p: string) => p.replace(/:(\w+)\{[^}]*\}/g, '{$1}').replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('documents every route the app serves', () => {
    const documented = new Set(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const served = h.app.routes
      .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*'))
      .map((r) => `${r.method} ${normalise(r.path).replace('{file}', '{hostname}.json')}`);
    const missing = [...new Set(served)].filter((s) => !documented.has(s));
    expect(missing).toEqual([]);
  });

  it('is served as OpenAPI 3.1 with the user info schema, and as a browsable page', async () => {
    const r = await h.call('GET', '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.json.openapi).toBe('3.1.0');
    const get = r.json.paths['/api/app/user/info'].get;
    expect(get.security).toEqual([{ bearer: [] }]);
    expect(get.responses['200'].content['application/json'].schema.properties.commercialModel.enum).toEqual(['subscription', 'commission']);
    const page = await h.call('GET', '/api/docs');
    expect(page.text).toContain('/api/app/user/info');
  });
});
