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

  it('documents no route the app does not serve', () => {
    const served = new Set(h.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${normalise(r.path).replace('{file}', '{hostname}.json')}`));
    const stale = operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).filter((d) => !served.has(d));
    expect(stale).toEqual([]);
  });

  it('declares 400 for every operation with input, and bearer security with 401 for every one needing a token', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).json;
    const wrong: string[] = [];
    for (const o of operations) {
      const documented = doc.paths[o.path][o.method];
      const responses = documented.responses as Record<string, { content?: Record<string, unknown> }>;
      if ((o.body || o.query) && !responses['400']?.content?.['application/problem+json']) wrong.push(`${o.method} ${o.path}: no 400`);
      if (o.auth && !responses['401']?.content?.['application/problem+json']) wrong.push(`${o.method} ${o.path}: no 401`);
      if (o.auth !== (JSON.stringify(documented.security) === JSON.stringify([{ bearer: [] }]))) wrong.push(`${o.method} ${o.path}: security does not match auth`);
    }
    expect(wrong).toEqual([]);
  });

  it('every operation declared to need a token answers 401 problem+json without one', async () => {
    const wrong: string[] = [];
    for (const o of operations.filter((op) => op.auth)) {
      const path = o.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const r = await h.call(o.method.toUpperCase(), path);
      if (r.status !== 401 || !r.headers.get('content-type')?.includes('application/problem+json')) wrong.push(`${o.method} ${path}: ${r.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares 409 naming the held nights for every write that claims nights: confirms, closing dates, guests booking', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).json;
    const claiming = [
      ['post', '/api/app/booking-requests/{id}/confirm'],
      ['post', '/api/app/booking-inquiries/{id}/confirm'],
      ['post', '/api/app/properties/{unitId}/unavailabilities/block'],
      ['post', '/api/app/calendar/block'],
      ['post', '/api/public/property-units/{id}/stays'],
    ];
    for (const [method, path] of claiming) {
      const schema = doc.paths[path][method].responses['409']?.content?.['application/problem+json']?.schema;
      expect(Object.keys(schema?.properties ?? {}), `${method} ${path}`).toEqual(expect.arrayContaining(['detail', 'nights', 'holders']));
      expect(schema.properties.holders.items.properties.kind.enum).toEqual(['stay', 'request', 'inquiry', 'closed', 'imported']);
    }
    expect(operations.filter((o) => o.nightsHeld).map((o) => `${o.method} ${o.path}`).sort()).toEqual(claiming.map(([m, p]) => `${m} ${p}`).sort());
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
