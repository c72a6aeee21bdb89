import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { apiHarness } from '../support/api';
import { operations, type Operation } from '../../src/server/openapi/operations';
import { authenticate } from '../../src/server/http/authenticate';
import { notFound, problemResponse, toProblem } from '../../src/server/http/problem';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import type { AppEnv } from '../../src/server/http/context';
import { units } from '../../src/server/db/schema';
import { buildWorld } from './tenant-isolation/world';
import { isolationTable, type Entry, type Fixtures } from './tenant-isolation/table';
import { rowWriteCounter } from '../support/row-writes';
import { checkForeign, checkNoToken, coverage, operationKey, schemaProblems, type Target } from './tenant-isolation/check';

// Tenant isolation, generated from the route table: every /api/app operation needs a token, and
// every one that names a host's resource answers another host exactly as it answers a missing id,
// changing nothing. A route added to operations.ts without an entry in the table fails here.

let h: Awaited<ReturnType<typeof apiHarness>>;
let fx: Fixtures;
let target: Target;
let writes: Target['writes'];
// Bookkeeping that a refused call may legitimately touch: sign-in state and the per-caller
// rate-limit counters (they count the intruder's own calls, never the owner's data).
const BOOKKEEPING = new Set(['rate_limits', 'oidc_payloads', 'server_keys']);
beforeAll(async () => {
  h = await apiHarness();
  fx = { w: await buildWorld(h.database.db), png: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer() };
  writes = await rowWriteCounter(h.database.db, BOOKKEEPING);
  target = { request: (path, init) => h.app.request(path, init), token: h.token, writes };
});
afterAll(() => h.close());

const appOperations = operations.filter((o) => o.path.startsWith('/api/app/'));
const entryOf = (op: Operation) => isolationTable[operationKey(op)];

describe('the isolation table', () => {
  it('has exactly one entry per /api/app route of the route table', () => {
    const { missing, stale } = coverage(operations, isolationTable);
    expect(missing, `routes without an entry in tests/server/tenant-isolation/table.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `entries naming no route of operations.ts: ${stale.join(', ')}`).toEqual([]);
  });

  it('says of each route either why it has no foreign resource or how to reach one', () => {
    const unclear = appOperations.filter((op) => {
      const e = entryOf(op);
      return !e || !!e.none === !!e.foreign;
    });
    expect(unclear.map(operationKey)).toEqual([]);
  });

  it("gives bodies and queries the routes' own schemas accept", () => {
    expect(appOperations.flatMap((op) => (entryOf(op) ? schemaProblems(op, entryOf(op), fx) : []))).toEqual([]);
  });
});

describe('every /api/app route', () => {
  it('answers 401 problem+json without a token', async () => {
    const problems: string[] = [];
    for (const op of appOperations) if (entryOf(op)) problems.push(...(await checkNoToken(target, op, entryOf(op), fx)));
    expect(problems).toEqual([]);
  });

  it("answers another host's id as a missing one (404; 403 on staff routes; 400 for an id in a message body) and changes nothing", async () => {
    const problems: string[] = [];
    let probed = 0;
    for (const op of appOperations) {
      const entry = entryOf(op);
      if (!entry?.foreign) continue;
      probed++;
      problems.push(...(await checkForeign(target, op, entry, fx)));
    }
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(80);
  }, 60_000); // about 100 routes, each probed and its owner's rows compared before and after
});

describe('the matrix itself', () => {
  // A deliberately unscoped route, mounted on a throwaway app behind the real authentication:
  // it finds and renames a unit by id alone. The same checks must report it.
  const leaky: Operation[] = [
    { method: 'get', path: '/api/app/leaky-units/{id}', summary: 'unscoped read', tag: 'test', auth: true },
    { method: 'patch', path: '/api/app/leaky-units/{id}', summary: 'unscoped write', tag: 'test', auth: true },
  ];
  const leakyEntry: Entry = { params: (f, o) => ({ id: o(f.w.anna.unitId) }), foreign: { owner: 'anna@demo.host-portal.test', intruder: 'alpine@demo.host-portal.test' } };

  function leakyApp() {
    const app = new Hono<AppEnv>();
    const deps = { database: h.database, env: h.env, logger: pino({ level: 'silent' }), verifyToken: createTokenVerifier({ env: h.env, db: h.database.db }) };
    app.onError((err, c) => problemResponse(c, toProblem(err)));
    app.use('/api/app/*', authenticate(deps as never));
    app.get('/api/app/leaky-units/:id', async (c) => {
      const [row] = await h.database.db.select().from(units).where(eq(units.id, c.req.param('id')));
      if (!row) throw notFound('unit');
      return c.json({ id: row.id, title: row.title });
    });
    app.patch('/api/app/leaky-units/:id', async (c) => {
      const [row] = await h.database.db.update(units).set({ title: 'Renamed by a stranger' }).where(eq(units.id, c.req.param('id'))).returning();
      if (!row) throw notFound('unit');
      return c.json({ id: row.id });
    });
    return app;
  }

  it('names a route missing from the table, and an entry whose route is gone', () => {
    const { missing, stale } = coverage([...operations.filter((o) => operationKey(o) !== 'GET /api/app/user/info'), ...leaky], isolationTable);
    expect(missing).toEqual(['GET /api/app/leaky-units/{id}', 'PATCH /api/app/leaky-units/{id}']);
    expect(stale).toEqual(['GET /api/app/user/info']);
  });

  it('reports an unscoped route: the foreign id is served, and a write changes the owner\'s rows', async () => {
    const app = leakyApp();
    const probe: Target = { request: (path, init) => app.request(path, init), token: h.token, writes };
    const read = await checkForeign(probe, leaky[0], leakyEntry, fx);
    expect(read.join('\n')).toMatch(/another host's resource answered 200/);
    expect(read.join('\n')).toMatch(/answers unlike a missing one/);
    const write = await checkForeign(probe, leaky[1], leakyEntry, fx);
    expect(write.join('\n')).toMatch(/changed units/);
  });
});
