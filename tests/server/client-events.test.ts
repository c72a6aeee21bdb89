import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { loadEnv } from '../../src/server/env';
import { createApp } from '../../src/server/app';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { hosts } from '../../src/server/db/schema';
import { CLIENT_EVENT_LIMIT, PUBLIC_CLIENT_EVENT_LIMIT } from '../../src/server/routes/client-events';
import type { Database } from '../../src/server/db/client';
import { freshDatabase } from '../support/database';
import { ANNA, MARIE } from '../support/api';

// POST /api/app/client-events: validated, logged with the host id (the log is read here), 204.

let database: Database;
let app: ReturnType<typeof createApp>;
let lines: Record<string, unknown>[] = [];
const tokens = new Map<string, string>();
const env = loadEnv({ PORT: '8080', LOG_LEVEL: 'info' });

beforeAll(async () => {
  database = await freshDatabase('seeded');
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  app = createApp({ database, env, logger, verifyToken: createTokenVerifier({ env, db: database.db }) });
});
afterAll(() => database.close());
beforeEach(() => {
  lines = [];
});

async function post(body: unknown, as: string | null = ANNA, raw?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (as) {
    if (!tokens.has(as)) tokens.set(as, await issueAccessToken({ db: database.db, env }, as));
    headers.authorization = `Bearer ${tokens.get(as)}`;
  }
  const res = await app.request('/api/app/client-events', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}
const events = () => lines.filter((l) => l.msg === 'client event');
const hostId = async (email: string) => (await database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;

describe('POST /api/app/client-events', () => {
  it('logs a missing property with the host id and answers 204', async () => {
    const r = await post({ type: 'listing.not-found', path: '/listing/single-unit/nope/nope/property', propertyId: 'nope', unitId: 'nope' });
    expect(r.status).toBe(204);
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({
      level: 40,
      clientEvent: 'listing.not-found',
      hostId: await hostId(ANNA),
      path: '/listing/single-unit/nope/nope/property',
      propertyId: 'nope',
      unitId: 'nope',
    });
    expect(events()[0]!.correlationId).toEqual(expect.any(String));
  });

  it('ids are optional (an address that names none)', async () => {
    const r = await post({ type: 'listing.not-found', path: '/listing/whatever' });
    expect(r.status).toBe(204);
    expect(events()[0]).toMatchObject({ propertyId: null, unitId: null });
  });

  it('refuses a bad event with 400 naming each field, and logs nothing', async () => {
    const r = await post({ type: 'listing.found', path: 'no-slash', unitId: '' });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['path', 'type', 'unitId']);
    const unknown = await post({ type: 'listing.not-found', path: '/x', secret: 'y' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['secret']);
    const missing = await post({});
    expect(missing.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['path', 'type']);
    expect(events()).toHaveLength(0);
  });

  it('AS §8: logs a failed conversation creation as a failure event with its status', async () => {
    const r = await post({ type: 'conversation.create-failed', path: '/messages', status: 503 });
    expect(r.status).toBe(204);
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({ level: 40, clientEvent: 'conversation.create-failed', hostId: await hostId(ANNA), path: '/messages', status: 503 });
    // No answer at all (offline) is status 0; the listing event carries no status.
    expect((await post({ type: 'conversation.create-failed', path: '/messages', status: 0 })).status).toBe(204);
    expect(events()[1]).toMatchObject({ status: 0 });
    await post({ type: 'listing.not-found', path: '/listing/x' });
    expect(events()[2]).not.toHaveProperty('status');
  });

  it('refuses a status that is not an HTTP status, naming the field', async () => {
    for (const status of [600, -1, 2.5, '500']) {
      const r = await post({ type: 'conversation.create-failed', path: '/messages', status });
      expect(r.status).toBe(400);
      expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['status']);
    }
    expect(events()).toHaveLength(0);
  });

  it('refuses a body over the size limit with 413', async () => {
    const r = await post(null, ANNA, JSON.stringify({ type: 'listing.not-found', path: `/${'x'.repeat(5000)}` }));
    expect(r.status).toBe(413);
    expect(events()).toHaveLength(0);
  });

  it('needs a token (401)', async () => {
    const r = await post({ type: 'listing.not-found', path: '/listing/x' }, null);
    expect(r.status).toBe(401);
    expect(events()).toHaveLength(0);
  });

  it('limits each host to a burst per minute (429 with retry-after), others unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_EVENT_LIMIT.perHost + 1; i++) statuses.push((await post({ type: 'listing.not-found', path: `/listing/${i}` }, MARIE)).status);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(events()).toHaveLength(CLIENT_EVENT_LIMIT.perHost);
    const other = await post({ type: 'listing.not-found', path: '/listing/y' });
    expect(other.status).toBe(204);
  });
});

describe('POST /api/public/client-events (AS §8: missing translation, missing app element)', () => {
  async function postPublic(body: unknown, raw?: string) {
    const res = await app.request('/api/public/client-events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  it('logs a missing translation without any token and answers 204', async () => {
    const r = await postPublic({ type: 'translation.missing', path: '/legal', key: 'legal.toc.title', locale: 'de-DE' });
    expect(r.status).toBe(204);
    expect(events()).toHaveLength(1);
    expect(events()[0]).toMatchObject({ level: 40, clientEvent: 'translation.missing', path: '/legal', key: 'legal.toc.title', locale: 'de-DE' });
    expect(events()[0]).not.toHaveProperty('hostId');
  });

  it('logs a missing app element', async () => {
    expect((await postPublic({ type: 'app.element-missing', path: '/', key: 'root' })).status).toBe(204);
    expect(events()[0]).toMatchObject({ clientEvent: 'app.element-missing', key: 'root', locale: null });
  });

  it('takes only its own kinds, a bare pathname and a key; 400 names each field and nothing is logged', async () => {
    const r = await postPublic({ type: 'listing.not-found', path: '/legal?token=secret', key: 'has spaces', locale: 'xx' });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['key', 'locale', 'path', 'type']);
    expect((await postPublic({ type: 'translation.missing', path: '/x', extra: 1 })).json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['extra']);
    expect((await postPublic(null, JSON.stringify({ type: 'translation.missing', path: `/${'x'.repeat(5000)}` }))).status).toBe(413);
    expect(events()).toHaveLength(0);
  });

  it('limits each address to a burst per minute (429 with retry-after)', async () => {
    const statuses: number[] = [];
    // Earlier tests of this block counted on the same address too.
    for (let i = 0; i < PUBLIC_CLIENT_EVENT_LIMIT.perAddress + 1; i++) statuses.push((await postPublic({ type: 'translation.missing', path: '/', key: `k${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(PUBLIC_CLIENT_EVENT_LIMIT.perAddress);
  });
});

