import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog, userInteractions } from '../../src/server/db/schema';

// GET /api/app/user/interactions, PUT /api/app/user/interaction (AS §3, AS §7).
let h: Awaited<ReturnType<typeof apiHarness>>;
let annaUnit: string;
let alpineUnit: string;
let annaId: string;

async function firstUnit(as: string) {
  const property = (await h.call('GET', '/api/app/properties', { as })).json.items[0];
  return (await h.call('GET', `/api/app/properties/${property.id}`, { as })).json.unitIds[0] as string;
}

beforeAll(async () => {
  h = await apiHarness();
  annaUnit = await firstUnit(ANNA);
  alpineUnit = await firstUnit(ALPINE);
  annaId = (await h.call('GET', '/api/app/user/info', { as: ANNA })).json.userId;
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const rowsOf = async (hostId: string) => h.database.db.select().from(userInteractions).where(eq(userInteractions.hostId, hostId));
const put = (as: string, body: unknown) => h.call('PUT', '/api/app/user/interaction', { as, body });

describe('user interactions', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/user/interactions')).status).toBe(401);
    expect((await h.call('PUT', '/api/app/user/interaction', { body: [] })).status).toBe(401);
  });

  it('starts empty', async () => {
    const r = await h.call('GET', '/api/app/user/interactions', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([]);
  });

  it('upserts calendar onboarding tasks and notifications of own units, with an audit row', async () => {
    const r = await put(ANNA, [
      { interactionType: 'calendar_onboarding_sync_calendar', interacted: true },
      { interactionType: `notification_discountPromotion_${annaUnit}`, interacted: false },
    ]);
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { interactionType: 'calendar_onboarding_sync_calendar', interacted: true, createdAt: expect.any(String) },
      { interactionType: `notification_discountPromotion_${annaUnit}`, interacted: false, createdAt: expect.any(String) },
    ]);
    const list = (await h.call('GET', '/api/app/user/interactions', { as: ANNA })).json;
    expect(list.map((i: { interactionType: string; interacted: boolean }) => [i.interactionType, i.interacted]).sort()).toEqual(
      [
        ['calendar_onboarding_sync_calendar', true],
        [`notification_discountPromotion_${annaUnit}`, false],
      ].sort(),
    );
    const audits = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, annaId), eq(auditLog.action, 'user.interactions.put')));
    expect(audits).toHaveLength(1);
  });

  it('a second PUT of a name updates its flag and keeps its createdAt (one row per name)', async () => {
    const before = (await h.call('GET', '/api/app/user/interactions', { as: ANNA })).json.find((i: { interactionType: string }) => i.interactionType.startsWith('notification_'));
    const r = await put(ANNA, [{ interactionType: `notification_discountPromotion_${annaUnit}`, interacted: true }]);
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ interactionType: `notification_discountPromotion_${annaUnit}`, interacted: true, createdAt: before.createdAt }]);
    expect(await rowsOf(annaId)).toHaveLength(2);
  });

  it("is scoped to the host: another host neither sees them nor may name the host's unit", async () => {
    expect((await h.call('GET', '/api/app/user/interactions', { as: ALPINE })).json).toEqual([]);
    const foreign = await put(ALPINE, [
      { interactionType: 'calendar_onboarding_block_dates', interacted: true },
      { interactionType: `notification_instantBooking_${annaUnit}`, interacted: true },
    ]);
    expect(foreign.status).toBe(400);
    expect(foreign.json.invalidParams).toEqual([{ name: '1.interactionType', reason: 'names a unit that does not exist' }]);
    const missing = await put(ALPINE, [{ interactionType: 'notification_instantBooking_0190a5b2-0000-7000-8000-000000000000', interacted: true }]);
    expect(missing.json.invalidParams).toEqual(foreign.json.invalidParams.map((p: { name: string }) => ({ ...p, name: '0.interactionType' })));
    // Nothing half-written: the valid first item of the refused list was not stored.
    expect((await h.call('GET', '/api/app/user/interactions', { as: ALPINE })).json).toEqual([]);
    const own = await put(ALPINE, [{ interactionType: `notification_instantBooking_${alpineUnit}`, interacted: true }]);
    expect(own.status).toBe(200);
  });

  it('names every bad field (400 problem+json)', async () => {
    const bad = await put(ANNA, [
      { interactionType: 'calendar_onboarding_paint_walls', interacted: true },
      { interactionType: `notification_unknownType_${annaUnit}`, interacted: true },
      { interactionType: 'calendar_onboarding_block_dates', interacted: 'yes' },
      { interacted: true },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(names(bad)).toEqual(['0.interactionType', '1.interactionType', '2.interacted', '3.interactionType']);
    expect(bad.json.invalidParams[0].reason).toContain('calendar_onboarding_{sync_calendar|block_dates}');
  });

  it('refuses an empty list, a non-list, a duplicate name and an upper-case unit id', async () => {
    expect(names(await put(ANNA, []))).toEqual(['body']);
    expect(names(await put(ANNA, { interactionType: 'calendar_onboarding_block_dates', interacted: true }))).toEqual(['body']);
    const dup = await put(ANNA, [
      { interactionType: 'calendar_onboarding_block_dates', interacted: true },
      { interactionType: 'calendar_onboarding_block_dates', interacted: false },
    ]);
    expect(dup.status).toBe(400);
    expect(dup.json.invalidParams).toEqual([{ name: '1.interactionType', reason: 'names an interaction already in this list' }]);
    expect(names(await put(ANNA, [{ interactionType: `notification_instantBooking_${annaUnit.toUpperCase()}`, interacted: true }]))).toEqual(['0.interactionType']);
    expect(names(await put(ANNA, Array.from({ length: 101 }, () => ({ interactionType: 'calendar_onboarding_block_dates', interacted: true }))))).toEqual(['body']);
    expect((await rowsOf(annaId)).map((r) => r.interactionType).sort()).toEqual(['calendar_onboarding_sync_calendar', `notification_discountPromotion_${annaUnit}`]);
  });
});
