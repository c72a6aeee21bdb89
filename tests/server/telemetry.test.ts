import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { clientErrors, hosts, webVitals } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { TELEMETRY_LIMIT, TELEMETRY_MAX_BYTES } from '../../src/server/routes/telemetry';
import { pruneTelemetry } from '../../src/server/services/telemetry';
import { TELEMETRY_BATCH_MAX, WEB_VITAL_TARGET_MAX, WEB_VITAL_VALUE_CAP } from '../../src/shared/domain/telemetry';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from '../support/database';
import { ANNA, STAFF } from '../support/api';

// POST /api/public/client-errors and /api/public/web-vitals, GET /api/app/staff/browser-health
// against the real database: the shared caps and the reported-status rule applied by the server,
// fields named on bad input, 413, 429, the host attached from a token, the staff desk's p75.

let database: Database;
let app: ReturnType<typeof createApp>;
let lines: Record<string, unknown>[] = [];
const tokens = new Map<string, string>();
const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'info' });
let addressCounter = 0;

beforeAll(async () => {
  database = await freshDatabase('seeded');
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = createApp({ database, env, logger: pino({ level: 'info' }, sink), verifyToken: createTokenVerifier({ env, db: database.db }) });
});
afterAll(() => database.close());
beforeEach(() => {
  lines = [];
});

/** Each test posts from its own address unless it names one, so the rate limit of one does not reach another. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

async function post(path: string, body: unknown, opts: { as?: string; token?: string; address?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.as) {
    if (!tokens.has(opts.as)) tokens.set(opts.as, await issueAccessToken({ db: database.db, env }, opts.as));
    headers.authorization = `Bearer ${tokens.get(opts.as)}`;
  }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.request(
    path,
    { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: opts.address ?? freshAddress() } } },
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const postErrors = (items: unknown[], opts?: Parameters<typeof post>[2]) => post('/api/public/client-errors', { items }, opts);
const postVitals = (items: unknown[], opts?: Parameters<typeof post>[2]) => post('/api/public/web-vitals', { items }, opts);

async function getHealth(as: string | null) {
  const headers: Record<string, string> = {};
  if (as) {
    if (!tokens.has(as)) tokens.set(as, await issueAccessToken({ db: database.db, env }, as));
    headers.authorization = `Bearer ${tokens.get(as)}`;
  }
  const res = await app.request('/api/app/staff/browser-health', { headers });
  return { status: res.status, json: await res.json() };
}

const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name).sort();
const hostId = async (email: string) => (await database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;
const errorRows = (correlationId: string) => database.db.select().from(clientErrors).where(eq(clientErrors.correlationId, correlationId));
const vitalRows = (target: string) => database.db.select().from(webVitals).where(eq(webVitals.target, target));

const failedCall = (over: Record<string, unknown> = {}) => ({
  status: 500,
  method: 'GET',
  path: '/api/app/properties',
  correlationId: 'corr-0001-abcdef',
  page: '/properties',
  messageKey: 'internal',
  ...over,
});
const vital = (over: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1234.5, rating: 'good', route: '/calendar', target: 'main>h1', navigationType: 'navigate', ...over });

describe('POST /api/public/client-errors', () => {
  it('stores a failed call signed out (no host) and logs a warn line with its correlation id', async () => {
    const r = await postErrors([failedCall({ correlationId: 'signed-out-500-call' })]);
    expect(r.status).toBe(204);
    const [row] = await errorRows('signed-out-500-call');
    expect(row).toMatchObject({ hostId: null, status: 500, method: 'GET', path: '/api/app/properties', pagePath: '/properties', messageKey: 'internal' });
    const logged = lines.filter((l) => l.msg === 'client error');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, correlationId: 'signed-out-500-call', clientError: { status: 500, path: '/api/app/properties' } });
    expect(logged[0]!.reportCorrelationId).toEqual(expect.any(String));
  });

  it('attaches the host of a valid token; a bad token loses nothing but the host', async () => {
    expect((await postErrors([failedCall({ correlationId: 'with-token-call-1', status: 409 })], { as: ANNA })).status).toBe(204);
    expect((await errorRows('with-token-call-1'))[0]!.hostId).toBe(await hostId(ANNA));
    expect((await postErrors([failedCall({ correlationId: 'bad-token-call-1' })], { token: 'not.a.token' })).status).toBe(204);
    expect((await errorRows('bad-token-call-1'))[0]!.hostId).toBeNull();
  });

  it('refuses statuses the tracker does not take (401, 404, unknown 0, a success) naming the field, storing nothing', async () => {
    for (const status of [401, 404, 0, 200]) {
      const r = await postErrors([failedCall({ status, correlationId: `refused-status-${status}` })]);
      expect(r.status, `status ${status}`).toBe(400);
      expect(names(r)).toEqual(['items.0.status']);
      expect(await errorRows(`refused-status-${status}`)).toEqual([]);
    }
    expect(lines.filter((l) => l.msg === 'client error')).toEqual([]);
  });

  it('names every bad field', async () => {
    const r = await postErrors([failedCall(), failedCall({ method: 'BREW', path: '/api/app/properties?page=2', page: 'properties', correlationId: 'x', messageKey: 'a b', extra: 1 })]);
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['items.1.correlationId', 'items.1.extra', 'items.1.messageKey', 'items.1.method', 'items.1.page', 'items.1.path']);
    const notApi = await postErrors([failedCall({ path: '/auth/token' })]);
    expect(names(notApi)).toEqual(['items.0.path']);
    expect(names(await postErrors([]))).toEqual(['items']);
    expect(names(await postErrors(Array.from({ length: TELEMETRY_BATCH_MAX + 1 }, () => failedCall())))).toEqual(['items']);
    expect(names(await post('/api/public/client-errors', {}))).toEqual(['items']);
  });

  it('refuses a body over the limit with 413', async () => {
    const r = await post('/api/public/client-errors', null, { raw: JSON.stringify({ items: [failedCall({ messageKey: 'x'.repeat(TELEMETRY_MAX_BYTES) })] }) });
    expect(r.status).toBe(413);
    expect(r.json.type).toBe('urn:host-portal:problem:payload-too-large');
  });

  it(`limits an address to ${TELEMETRY_LIMIT.perCaller} posts a minute (429 with retry-after); another address or a signed-in host is not affected`, async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < TELEMETRY_LIMIT.perCaller; i++) expect((await postErrors([failedCall({ correlationId: `limit-call-${i}-xx` })], { address })).status).toBe(204);
    const refused = await postErrors([failedCall({ correlationId: 'limit-call-over' })], { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorRows('limit-call-over')).toEqual([]);
    expect((await postErrors([failedCall()], { address: '203.0.113.78' })).status).toBe(204);
    expect((await postErrors([failedCall()], { address, as: ANNA })).status).toBe(204);
    // The web vitals have their own counter.
    expect((await postVitals([vital()], { address })).status).toBe(204);
  });
});

describe('POST /api/public/web-vitals', () => {
  it('caps the value at 999999, cuts the target to 128 characters and stores the route pattern, not the address', async () => {
    const longTarget = `#caps-${'x'.repeat(300)}`;
    const r = await postVitals([vital({ name: 'INP', value: 5_000_000, route: '/properties/0b1e6a34-aaaa/units/42/photos', target: longTarget, rating: 'poor' })], { as: ANNA });
    expect(r.status).toBe(204);
    const [row] = await vitalRows(longTarget.slice(0, WEB_VITAL_TARGET_MAX));
    expect(row).toMatchObject({ name: 'INP', value: WEB_VITAL_VALUE_CAP, routePattern: '/properties/:propertyId/units/:unitId/photos', rating: 'poor', hostId: await hostId(ANNA) });
    expect(row!.target).toHaveLength(WEB_VITAL_TARGET_MAX);
  });

  it('takes a route pattern as it is (the browser sends patterns, never addresses)', async () => {
    expect((await postVitals([vital({ route: '/calendar/:unit?', target: 'pattern-as-sent' }), vital({ route: '/calendar/0b1e?tab=x', target: 'address-with-query' })])).status).toBe(204);
    expect((await vitalRows('pattern-as-sent'))[0]!.routePattern).toBe('/calendar/:unit?');
    expect((await vitalRows('address-with-query'))[0]!.routePattern).toBe('/calendar/:unit?');
  });

  it('counts a page outside the route table as one route, keeps fractions (CLS) and an absent target', async () => {
    expect((await postVitals([vital({ name: 'CLS', value: 0.0421, route: '/no/such/page/123', target: undefined })])).status).toBe(204);
    const [row] = await database.db.select().from(webVitals).where(eq(webVitals.routePattern, '(other)'));
    expect(row).toMatchObject({ name: 'CLS', value: 0.0421, target: null, hostId: null });
  });

  it('names every bad field', async () => {
    const r = await postVitals([vital({ name: 'FID', value: -1, rating: 'ok', route: 'calendar', navigationType: 'teleport' })]);
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['items.0.name', 'items.0.navigationType', 'items.0.rating', 'items.0.route', 'items.0.value']);
    expect(names(await postVitals([vital({ value: 'fast' })]))).toEqual(['items.0.value']);
  });

  it('refuses a body over the limit with 413', async () => {
    expect((await post('/api/public/web-vitals', null, { raw: JSON.stringify({ items: [vital({ target: 'y'.repeat(TELEMETRY_MAX_BYTES) })] }) })).status).toBe(413);
  });
});

describe('GET /api/app/staff/browser-health', () => {
  it('is for staff only', async () => {
    expect((await getHealth(null)).status).toBe(401);
    expect((await getHealth(ANNA)).status).toBe(403);
  });

  it('answers p75 per metric and route over the last 7 days, from the posted rows', async () => {
    // percentile_cont(0.75) of 100, 200, 300, 1000: 300 + 0.25 × 700 = 475.
    const route = '/insights/performance/unit-1';
    expect((await postVitals([100, 1000, 300, 200].map((value) => vital({ route, value })))).status).toBe(204);
    expect((await postVitals([vital({ route, name: 'TTFB', value: 80 })])).status).toBe(204);
    // A reading older than the window does not count.
    await database.db.insert(webVitals).values({ id: newId(), at: new Date(Date.now() - 8 * 24 * 3600 * 1000), name: 'LCP', value: 999_999, rating: 'poor', routePattern: '/insights/performance/:id?', navigationType: 'navigate' });
    const r = await getHealth(STAFF);
    expect(r.status).toBe(200);
    const of = (name: string) => r.json.vitals.find((v: { route: string; name: string }) => v.route === '/insights/performance/:id?' && v.name === name);
    expect(of('LCP')).toEqual({ route: '/insights/performance/:id?', name: 'LCP', p75: 475, count: 4 });
    expect(of('TTFB')).toMatchObject({ p75: 80, count: 1 });
    expect(Date.parse(r.json.since)).toBeGreaterThan(Date.now() - 7 * 24 * 3600 * 1000 - 60_000);
  });

  it('lists the 20 latest client errors, newest first, with the host when one was attached', async () => {
    for (let i = 0; i < 22; i++) await postErrors([failedCall({ correlationId: `latest-list-${String(i).padStart(2, '0')}`, status: 502 })], i === 21 ? { as: ANNA } : {});
    const r = await getHealth(STAFF);
    expect(r.json.errors).toHaveLength(20);
    expect(r.json.errors[0]).toMatchObject({ correlationId: 'latest-list-21', status: 502, method: 'GET', path: '/api/app/properties', page: '/properties', messageKey: 'internal', hostEmail: ANNA });
    expect(r.json.errors[1]).toMatchObject({ correlationId: 'latest-list-20', hostEmail: null });
    expect(r.json.errors.map((e: { correlationId: string }) => e.correlationId)).not.toContain('latest-list-01');
  });
});

describe('pruning', () => {
  it('drops reports older than 30 days when new ones arrive', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await database.db.insert(clientErrors).values({ id: newId(), at: old, status: 500, method: 'GET', path: '/api/x', correlationId: 'too-old-to-keep', pagePath: '/', messageKey: 'internal' });
    await database.db.insert(webVitals).values({ id: newId(), at: old, name: 'FCP', value: 1, rating: 'good', routePattern: '/', target: 'too-old-vital', navigationType: 'navigate' });
    expect(await errorRows('too-old-to-keep')).toHaveLength(1);
    expect((await postErrors([failedCall()])).status).toBe(204);
    expect(await errorRows('too-old-to-keep')).toEqual([]);
    expect(await vitalRows('too-old-vital')).toEqual([]);
  });

  it('keeps only the newest rows past the row limit', async () => {
    await pruneTelemetry(database.db, { keepDays: 30, keepRows: 3 });
    const rows = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(clientErrors);
    expect(rows[0]!.n).toBe(3);
    const r = await getHealth(STAFF);
    expect(r.json.errors).toHaveLength(3);
    expect(r.json.errors[0].correlationId).toBe('corr-0001-abcdef'); // the one posted by the test above, the newest
  });
});
