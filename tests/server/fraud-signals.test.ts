import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { FRAUD_SIGNALS_LIMIT } from '../../src/server/routes/fraud-signals';
import { auditLog, fraudSignals, hosts } from '../../src/server/db/schema';
import { scaledMs } from '../support/time-scale';

// POST /api/app/fraud-signals (AS §6): one row per host and session, idempotent;
// nothing stored for staff nor while staff act for a host (still 204).

let h: Awaited<ReturnType<typeof apiHarness>>;
let annaId: string;
let alpineId: string;
const P = '/api/app/fraud-signals';

const signals = (sessionId: string) => ({
  sessionId,
  timeZone: 'Europe/Rome',
  language: 'it-IT',
  screen: { width: 390, height: 844, pixelRatio: 3 },
  platform: 'iPhone',
  touch: true,
  userAgentHash: 'a'.repeat(64),
});

beforeAll(async () => {
  h = await apiHarness();
  const rows = await h.database.db.select({ id: hosts.id, email: hosts.email }).from(hosts);
  annaId = rows.find((r) => r.email === ANNA)!.id;
  alpineId = rows.find((r) => r.email === ALPINE)!.id;
}, scaledMs(60_000));
afterAll(() => h.close());

const rowsOf = (hostId: string) => h.database.db.select().from(fraudSignals).where(eq(fraudSignals.hostId, hostId));

describe('a host', () => {
  it('stores the signals once per session: a repeat changes nothing', async () => {
    expect((await h.call('POST', P, { as: ANNA, body: signals('session-anna-1') })).status).toBe(204);
    expect((await h.call('POST', P, { as: ANNA, body: { ...signals('session-anna-1'), timeZone: 'Asia/Tokyo' } })).status).toBe(204);
    const rows = await rowsOf(annaId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sessionId: 'session-anna-1', signals: { timeZone: 'Europe/Rome', screen: { width: 390, height: 844, pixelRatio: 3 }, touch: true } });
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'fraud-signals.record'));
    expect(audits.filter((a) => a.hostId === annaId)).toHaveLength(1);

    expect((await h.call('POST', P, { as: ANNA, body: signals('session-anna-2') })).status).toBe(204);
    expect(await rowsOf(annaId)).toHaveLength(2);
  });

  it('names every bad field (400)', async () => {
    const r = await h.call('POST', P, { as: ANNA, body: { ...signals('x'), userAgentHash: 'Mozilla/5.0', screen: { width: -1, height: 1, pixelRatio: 1 } } });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name).sort()).toEqual(['screen.width', 'sessionId', 'userAgentHash']);
  });

  it('made-up sessions are limited per host (429 after the hourly allowance), nothing more stored', async () => {
    const [marie] = await h.database.db.select().from(hosts).where(eq(hosts.email, MARIE));
    for (let i = 0; i < FRAUD_SIGNALS_LIMIT.perHost; i++) expect((await h.call('POST', P, { as: MARIE, body: signals(`session-marie-${i}`) })).status).toBe(204);
    const r = await h.call('POST', P, { as: MARIE, body: signals('session-marie-extra') });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBeTruthy();
    expect(await rowsOf(marie.id)).toHaveLength(FRAUD_SIGNALS_LIMIT.perHost);
  });

  it('needs a token', async () => {
    expect((await h.call('POST', P, { body: signals('session-nobody') })).status).toBe(401);
  });
});

describe('staff', () => {
  it('signed in as themselves: 204, nothing stored for anyone', async () => {
    const before = (await h.database.db.select().from(fraudSignals)).length;
    expect((await h.call('POST', P, { as: STAFF, body: signals('session-staff-1') })).status).toBe(204);
    expect(await h.database.db.select().from(fraudSignals)).toHaveLength(before);
  });

  it("acting for a host: 204, and the staff member's device is never stored as the host's", async () => {
    const r = await h.call('POST', P, { as: STAFF, headers: { 'x-impersonate-host': alpineId }, body: signals('session-staff-2') });
    expect(r.status).toBe(204);
    expect(await rowsOf(alpineId)).toEqual([]);
  });
});
