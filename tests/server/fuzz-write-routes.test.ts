import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { ALPINE, ANNA, STAFF, apiHarness } from '../support/api';
import { operations, type Operation } from '../../src/server/openapi/operations';
import { fillPath, loadOwnedIds, paramPool } from './fuzz/path-params';

/**
 * Tables a refused request may still write, left out of the count:
 * - rate_limits: every attempt counts against a limit (guest sign-in, contact form, client events)
 *   before the body is read, by design, so refused calls are counted too.
 */
const VOLATILE_TABLES = new Set(['rate_limits']);
import { routePlan, type FuzzCall } from './fuzz/route-plan';
import { changedTables, rowWriteCounter } from '../support/row-writes';
import { scaledMs } from '../support/time-scale';

// Bad input on every write route. Bodies come from each route's valibot schema
// (tests/server/fuzz), then are broken; path parameters are the caller's own ids, another host's
// ids and garbage. Never a 5xx; every 4xx is problem+json; every 400 names a field (the broken
// top-level key when it can be told); a refused call leaves the database as it was.
// Replay: FUZZ_SEED=<seed printed on failure> (and FUZZ_RUNS to go wider).

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 1313);
const isWrite = (o: Operation) => o.method !== 'get' || o.body !== undefined;
// Destructive routes last, so the others still find the seeded rows (the guest's cancel ends the stay, sign-out the session).
const rank = (o: Operation) => (o.path === '/api/guest/logout' ? 4 : o.path === '/api/guest/stay/cancel' ? 3 : o.method === 'delete' ? 2 : 1);
/** Tables a route writes on a refused call by design. */
const MAY_CHANGE_WHEN_REFUSED: Record<string, string[]> = {
  // A wrong booking code / e-mail pair is audited (guest.sign-in-failed): a security trail, on purpose.
  'POST /api/guest/login': ['audit_log'],
};
const unexpectedChanges = (op: Operation, before: Record<string, string>, after: Record<string, string>) =>
  changedTables(before, after).filter((t) => !(MAY_CHANGE_WHEN_REFUSED[`${op.method.toUpperCase()} ${op.path}`] ?? []).includes(t));
// The unsubscribe link is a page a person opens from a mail (routes/mail-unsubscribe.ts): it takes
// no body and answers HTML, 404 for a token that is not one (mail.test.ts, public-write-limits.test.ts).
const PAGES = new Set(['post /api/public/mail/unsubscribe/{token}']);
const writeOps = operations.filter((op) => isWrite(op) && !PAGES.has(`${op.method} ${op.path}`)).sort((a, b) => rank(a) - rank(b));

let h: Awaited<ReturnType<typeof apiHarness>>;
let ids: Awaited<ReturnType<typeof loadOwnedIds>>;
let writeCounts: () => Promise<Record<string, string>>;
let guestCookie = '';
let calls = 0;

beforeAll(async () => {
  h = await apiHarness();
  ids = await loadOwnedIds(h.database.db, ANNA, ALPINE);
  // Tokens first: the first one issued creates the signing key (server_keys), which no refused call should be blamed for.
  for (const email of [ANNA, STAFF]) await h.token(email);
  writeCounts = await rowWriteCounter(h.database.db, VOLATILE_TABLES);
  const stay = ((await h.database.db.execute(sql.raw(`select b.code, b.customer_email from bookings b join conversations c on c.stay_id = b.id where b.host_id = '${ids.owner.host[0]}' and b.customer_email is not null limit 1`))) as unknown as { rows: any[] }).rows[0];
  const login = await h.app.request('/api/guest/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: stay.code, email: stay.customer_email }) });
  expect(login.status).toBe(200);
  guestCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
}, scaledMs(120_000));
afterAll(async () => {
  console.info(`fuzz-write-routes: ${writeOps.length} routes, ${calls} calls, seed ${SEED}, ${RUNS} runs a route`);
  await h?.close();
});

async function send(op: Operation, call: FuzzCall) {
  const headers: Record<string, string> = {};
  if (op.path.startsWith('/api/app/staff/')) headers.authorization = `Bearer ${await h.token(STAFF)}`;
  else if (op.path.startsWith('/api/app/')) headers.authorization = `Bearer ${await h.token(ANNA)}`;
  else if (op.path.startsWith('/api/guest/')) headers.cookie = guestCookie;
  const { body } = call;
  if (!body.none) headers['content-type'] = 'application/json';
  const payload = body.none ? undefined : (body.raw ?? JSON.stringify(body.json));
  calls++;
  const res = await h.app.request(fillPath(op.path, call.params), { method: op.method.toUpperCase(), headers, body: payload });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', json, text };
}

function describeCall(op: Operation, call: FuzzCall) {
  const b = call.body;
  const shown = b.none ? '(no body)' : (b.raw ?? JSON.stringify(b.json) ?? '');
  return `${op.method.toUpperCase()} ${fillPath(op.path, call.params)} [${b.kind}] ${shown.length > 300 ? `${shown.slice(0, 300)}…` : shown}`;
}

/** The answer rules every call keeps; `mustRefuse` adds: not a success. */
function checkAnswer(op: Operation, call: FuzzCall, r: Awaited<ReturnType<typeof send>>, mustRefuse: boolean) {
  const where = describeCall(op, call);
  expect(r.status, `${where} -> ${r.status} ${r.text.slice(0, 300)}`).toBeLessThan(500);
  expect(Object.prototype, `${where} polluted Object.prototype`).not.toHaveProperty('isStaff');
  if (mustRefuse) expect(r.status, `${where} was accepted -> ${r.status} ${r.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  if (r.status < 400) return;
  expect(r.type, `${where} -> ${r.status} not problem+json`).toMatch(/^application\/problem\+json/);
  expect(r.json?.status, `${where} problem status`).toBe(r.status);
  if (r.status !== 400) return;
  const names: string[] = (r.json.invalidParams ?? []).map((p: { name: string }) => p.name);
  expect(names.length, `${where} -> 400 names no field`).toBeGreaterThan(0);
  const field = call.body.field;
  if (field && call.owned) {
    const named = names.some((n) => n === field || n.startsWith(`${field}.`) || n.startsWith(`${field}[`));
    expect(named, `${where} -> 400 names ${JSON.stringify(names)}, not the broken field ${field}`).toBe(true);
  }
}

describe('every write route has a fuzz plan', () => {
  it('derives a generator for every write route of the route table (an unsupported schema fails here)', async () => {
    expect(writeOps.length).toBeGreaterThan(50);
    for (const op of writeOps) expect(() => routePlan(op, paramPool(op.path, ids)), `${op.method} ${op.path}`).not.toThrow();
  });
});

describe('what the fuzzing found', () => {
  // Each of these answered 500 before: PostgreSQL refused the value at write time.
  const cases: [string, string, () => string, unknown, string][] = [
    ['NUL in text', 'POST', () => '/api/app/properties', { propertyType: 'multi', accommodationType: null, title: 'a\u0000b' }, 'title'],
    ['lone surrogate into jsonb', 'PATCH', () => `/api/app/property-unit/${ids.owner.unit[0]}/regional-requirements`, { nationalIdentificationCode: '\ud800x' }, 'nationalIdentificationCode'],
    ['a day that does not exist', 'POST', () => `/api/app/properties/${ids.owner.unit[0]}/unavailabilities/unblock`, { dateFrom: '2024-04-31' }, 'dateFrom'],
    ['a day past year 2999', 'POST', () => `/api/app/properties/${ids.owner.unit[0]}/unavailabilities/block`, { dateFrom: '9999-12-31', dateTo: '9999-12-31' }, 'dateFrom'],
  ];
  it.each(cases)('%s is a 400 naming the field, and writes nothing', async (_, method, path, body, field) => {
    const before = await writeCounts();
    const r = await h.call(method, path(), { as: ANNA, body });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    expect(changedTables(before, await writeCounts())).toEqual([]);
  });
});

describe.each(writeOps.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s', (_, op) => {
  it('refuses bad input with problem+json, naming the field, and writes nothing', async () => {
    const plan = routePlan(op, paramPool(op.path, ids));
    if (plan.refused) {
      const before = await writeCounts();
      await fc.assert(
        fc.asyncProperty(plan.refused, async (call) => checkAnswer(op, call, await send(op, call), true)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(unexpectedChanges(op, before, await writeCounts()), `${op.method} ${op.path}: refused calls changed tables (seed ${SEED})`).toEqual([]);
    }
    // Schema-valid bodies on the caller's ids may succeed; when refused (409, 404…) they too write nothing.
    let last = await writeCounts();
    await fc.assert(
      fc.asyncProperty(plan.maybe, async (call) => {
        const r = await send(op, call);
        checkAnswer(op, call, r, false);
        const now = await writeCounts();
        if (r.status >= 400) expect(unexpectedChanges(op, last, now), `${describeCall(op, call)} -> ${r.status} changed tables`).toEqual([]);
        last = now;
      }),
      { numRuns: Math.max(3, Math.ceil(RUNS / 3)), seed: SEED, endOnFailure: true },
    );
  }, scaledMs(60_000));
});
