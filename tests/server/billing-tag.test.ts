import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { auditLog, hosts, properties } from '../../src/server/db/schema';

// GET /api/app/user/billing-tag and PUT /api/app/user/billing-tag/{tag}/save (AS §2.5, AS §7).

let h: Awaited<ReturnType<typeof apiHarness>>;
let ids: Record<string, string>;
beforeAll(async () => {
  h = await apiHarness();
  ids = {};
  for (const who of [ALPINE, ANNA, MARIE, STAFF]) ids[who] = (await h.call('GET', '/api/app/user/info', { as: who })).json.userId;
});
afterAll(() => h.close());

const get = (as: string) => h.call('GET', '/api/app/user/billing-tag', { as });
const save = (as: string, tag: string, body?: unknown, headers?: Record<string, string>) =>
  h.call('PUT', `/api/app/user/billing-tag/${tag}/save`, { as, body, headers });
const plansOf = async (hostId: string) =>
  (await h.database.db.select({ id: properties.id, plan: properties.commercialModelPlan }).from(properties).where(and(eq(properties.hostId, hostId), isNull(properties.deletedAt)))).sort((a, b) => a.id.localeCompare(b.id));

describe('reading', () => {
  it('a commission host gets the commission plans with their terms, none chosen yet', async () => {
    const r = await get(ALPINE);
    expect(r.status).toBe(200);
    expect(r.json.billingTag).toBeNull();
    expect(r.json.effectivePlan).toBe('split');
    expect(r.json.plans.map((p: { plan: string }) => p.plan)).toEqual(['split', 'host_only', 'host_only_14_5']);
    expect(r.json.plans[0].terms).toEqual({ hostCommissionPercent: 8, guestFeePercent: 7, monthlyPlan: false, services: ['listing', 'securePayments', 'guestSupport', 'damageProtection'] });
    expect(r.json.propertyCount).toBe((await plansOf(ids[ALPINE])).length);
    // A property without a plan of its own is on the default plan (split), so it does not count as on another.
    expect(r.json.propertiesOnOtherPlans).toBe((await plansOf(ids[ALPINE])).filter((p) => p.plan !== null && p.plan !== 'split').length);
  });

  it('a hybrid host and a subscription host without pro have no pricing tab: 403', async () => {
    expect((await get(MARIE)).status).toBe(403);
    expect((await get(ANNA)).status).toBe(403);
    expect((await save(MARIE, 'split')).status).toBe(403);
    expect((await save(ANNA, 'subscription')).status).toBe(403);
  });

  it('a subscription host with pro chooses among the subscription plans', async () => {
    const anna = ids[ANNA];
    const [row] = await h.database.db.select({ flags: hosts.flags }).from(hosts).where(eq(hosts.id, anna));
    await h.database.db.update(hosts).set({ flags: { ...row.flags, isUserProEnabled: true } }).where(eq(hosts.id, anna));
    try {
      const r = await get(ANNA);
      expect(r.status).toBe(200);
      expect(r.json.plans.map((p: { plan: string }) => p.plan)).toEqual(['subscription', 'subscription_2']);
      const bad = await save(ANNA, 'split');
      expect(bad.status).toBe(400);
      expect(bad.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['tag']);
      expect((await save(ANNA, 'subscription_2')).json.billingTag).toBe('subscription_2');
    } finally {
      await h.database.db.update(hosts).set({ flags: row.flags, billingTag: null }).where(eq(hosts.id, anna));
    }
  });
});

describe('saving', () => {
  it('refuses a plan the host may not choose, naming tag, and changes nothing', async () => {
    for (const tag of ['subscription', 'hybrid_7', 'nonsense']) {
      const r = await save(ALPINE, tag);
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['tag']);
    }
    expect((await get(ALPINE)).json.billingTag).toBeNull();
  });

  it('refuses a body that is not the expected shape, naming the field', async () => {
    const r = await save(ALPINE, 'host_only', { applyToExistingProperties: 'yes' });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['applyToExistingProperties']);
  });

  // The optional body is read by the route table (optionalBody, http/validate.ts): text that is not
  // JSON is a 400 naming the body, with the reason every such body gets ('malformed JSON'; this
  // route answered 'must be JSON' while it parsed the body itself), and nothing is saved.
  it('refuses a body that is not JSON, naming the body, and changes nothing', async () => {
    const before = await get(ALPINE);
    const r = await h.call('PUT', '/api/app/user/billing-tag/host_only/save', { as: ALPINE, rawBody: '{"applyToExistingProperties": tru' });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams).toEqual([{ name: 'body', reason: 'malformed JSON' }]);
    expect((await get(ALPINE)).json.billingTag).toEqual(before.json.billingTag);
  });

  it('without the option only new properties get the tag: existing ones keep theirs', async () => {
    const before = await plansOf(ids[ALPINE]);
    const r = await save(ALPINE, 'host_only');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ billingTag: 'host_only', effectivePlan: 'host_only', propertiesUpdated: 0 });
    expect(await plansOf(ids[ALPINE])).toEqual(before);
    expect((await get(ALPINE)).json.billingTag).toBe('host_only');

    const created = await h.call('POST', '/api/app/properties', { as: ALPINE, body: { propertyType: 'single', accommodationType: 'apartment', title: 'New flat' } });
    expect(created.status).toBe(201);
    const [row] = await h.database.db.select({ plan: properties.commercialModelPlan }).from(properties).where(eq(properties.id, created.json.id));
    expect(row.plan).toBe('host_only');
  });

  it('with applyToExistingProperties every live property of the host moves to the plan, and no other host is touched', async () => {
    const othersBefore = [await plansOf(ids[ANNA]), await plansOf(ids[MARIE])];
    const count = (await plansOf(ids[ALPINE])).length;
    expect(count).toBeGreaterThan(1);
    const r = await save(ALPINE, 'host_only_14_5', { applyToExistingProperties: true });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ billingTag: 'host_only_14_5', propertyCount: count, propertiesOnOtherPlans: 0, propertiesUpdated: count });
    expect(new Set((await plansOf(ids[ALPINE])).map((p) => p.plan))).toEqual(new Set(['host_only_14_5']));
    expect([await plansOf(ids[ANNA]), await plansOf(ids[MARIE])]).toEqual(othersBefore);
    const [marie] = await h.database.db.select({ billingTag: hosts.billingTag }).from(hosts).where(eq(hosts.id, ids[MARIE]));
    expect(marie.billingTag).toBeNull();
  });

  it('records one audit row per save, naming the moved properties and the staff member acting for the host', async () => {
    const rows = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, ids[ALPINE]), eq(auditLog.action, 'user.billing-tag.save')));
    expect(rows).toHaveLength(2);
    const moved = rows.find((row) => (row.detail as { to: string }).to === 'host_only_14_5');
    expect((moved?.detail as { propertyIds: string[] }).propertyIds).toHaveLength((await plansOf(ids[ALPINE])).length);

    const r = await save(STAFF, 'split', undefined, { 'x-impersonate-host': ids[ALPINE] });
    expect(r.status).toBe(200);
    const after = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, ids[ALPINE]), eq(auditLog.action, 'user.billing-tag.save')));
    expect(after.filter((row) => row.staffId === ids[STAFF])).toHaveLength(1);
  });
});
