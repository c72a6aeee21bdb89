import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, billingEvents, hosts, unitBoosts } from '../../src/server/db/schema';

// Subscriptions against the real API and database: plans, the host's subscription with its
// quotas and flags, change of plan through the built-in billing, boosts paid in coins, and the
// commercial model of hosts and properties.

let h: Awaited<ReturnType<typeof apiHarness>>;
let villaId: string;
let villaUnit: string;
let alpineUnit: string;
beforeAll(async () => {
  h = await apiHarness();
  const [villa] = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items;
  villaId = villa.id;
  villaUnit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
  const alpine = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
  alpineUnit = (await h.call('GET', `/api/app/properties/${alpine.id}`, { as: ALPINE })).json.unitIds[0];
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('plans and the subscription', () => {
  it('offers the monthly plans only, without expired bundled boosts', async () => {
    const r = await h.call('GET', '/api/app/subscriptions/plans', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.items.map((p: { id: string }) => p.id)).toEqual(['starter-monthly', 'standard-monthly', 'premium-monthly']);
    const standard = r.json.items.find((p: { id: string }) => p.id === 'standard-monthly');
    expect(standard.boosts).toEqual([{ coins: 7, expirationDate: '2027-12-31' }]);
    // The add-on services each plan includes (HC §3).
    expect(Object.fromEntries(r.json.items.map((p: { id: string; services: string[] }) => [p.id, p.services]))).toEqual({
      'starter-monthly': ['rankingBoost', 'showPhoneNumberOnWhitelabel'],
      'standard-monthly': ['rankingBoost', 'showPhoneNumberOnWhitelabel', 'displayGuestEmailInMessageCard', 'visibilityBoost', 'banner'],
      'premium-monthly': ['rankingBoost', 'showPhoneNumberOnWhitelabel', 'displayGuestEmailInMessageCard', 'visibilityBoost', 'banner', 'directEmailMarketing', 'diamond', 'socialPackage'],
    });
  });

  it('a host without a subscription starts a trial on first read, with quotas and flags', async () => {
    const r = await h.call('GET', '/api/app/v2/user/subscription', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.subscription).toMatchObject({ planId: 'starter-monthly', status: 'in_trial', isExpired: false, isAboutToExpire: false, provider: 'built-in' });
    expect(r.json.leads).toMatchObject({ enabled: true, total: 20, remaining: 20, isEmpty: false, isLow: false });
    expect(r.json.unitPublish).toMatchObject({ quota: 3, used: 2, remaining: 1, isEmpty: false, isLow: true });
    expect(r.json.boost).toMatchObject({ quota: 14, used: 0, remaining: 14, isLow: false, isEmpty: false, scheduledPeriods: [] });
    const again = await h.call('GET', '/api/app/v2/user/subscription', { as: ANNA });
    expect(again.json.subscription.id).toBe(r.json.subscription.id);
  });

  it('the unit subscription info names the plan and its status', async () => {
    const r = await h.call('GET', `/api/app/subscription/info/${villaUnit}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ unitId: villaUnit, currentPlan: { planId: 'starter-monthly', subscriptionStatus: 'in_trial', isCancellationScheduled: false }, boosts: [] });
    expect((await h.call('GET', `/api/app/subscription/info/${alpineUnit}`, { as: ANNA })).status).toBe(404);
  });
});

describe('changing plan', () => {
  it('refuses an unknown or yearly plan and an unknown coupon, naming the field', async () => {
    const { json: s } = await h.call('GET', '/api/app/v2/user/subscription', { as: ANNA });
    const path = `/api/app/subscription/${s.subscription.id}/change-plan`;
    let r = await h.call('POST', path, { as: ANNA, body: { planItemPriceId: 'standard-yearly' } });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['planItemPriceId']);
    r = await h.call('POST', path, { as: ANNA, body: { planItemPriceId: 'standard-monthly', couponCode: 'FREE' } });
    expect(names(r)).toEqual(['couponCode']);
    r = await h.call('POST', path, { as: ANNA, body: {} });
    expect(names(r)).toEqual(['planItemPriceId']);
  });

  it('changes the plan through the built-in billing, which records it and charges no card', async () => {
    const { json: s } = await h.call('GET', '/api/app/v2/user/subscription', { as: ANNA });
    const r = await h.call('POST', `/api/app/subscription/${s.subscription.id}/change-plan`, { as: ANNA, body: { planItemPriceId: 'standard-monthly', couponCode: '' } });
    expect(r.status).toBe(200);
    expect(r.json.billing).toMatchObject({ provider: 'built-in', charged: false });
    expect(r.json.billing.message).toMatch(/No card was charged/);
    expect(r.json.subscription.subscription).toMatchObject({ planId: 'standard-monthly', status: 'active' });
    expect(r.json.subscription.boost.quota).toBe(42); // 35 + 7 bundled, the expired 7 dropped
    const events = await h.database.db.select().from(billingEvents).where(eq(billingEvents.kind, 'plan_changed'));
    expect(events).toHaveLength(1);
    expect(events[0].detail).toMatchObject({ toPlanId: 'standard-monthly', coupon: null, charged: false });
    const audit = await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, s.subscription.id), eq(auditLog.action, 'subscription.plan-changed')));
    expect(audit).toHaveLength(1);
  });

  it("another host's subscription is not found", async () => {
    const { json: s } = await h.call('GET', '/api/app/v2/user/subscription', { as: ANNA });
    const r = await h.call('POST', `/api/app/subscription/${s.subscription.id}/change-plan`, { as: ALPINE, body: { planItemPriceId: 'premium-monthly' } });
    expect(r.status).toBe(404);
  });
});

describe('boosts', () => {
  it('validates dates, naming the field', async () => {
    let r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: villaUnit, startDate: 'soon', endDate: inDays(3) } });
    expect(names(r)).toContain('startDate');
    r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: villaUnit, startDate: inDays(5), endDate: inDays(2) } });
    expect(names(r)).toEqual(['endDate']);
    r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: villaUnit, startDate: inDays(-2), endDate: inDays(2) } });
    expect(names(r)).toEqual(['startDate']);
  });

  it('schedules a boost, spends its coins, and refuses an overlap and what the coins cannot pay', async () => {
    const r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: villaUnit, startDate: inDays(1), endDate: inDays(7) } });
    expect(r.status).toBe(201);
    expect(r.json.boost).toMatchObject({ unitId: villaUnit, startDate: inDays(1), endDate: inDays(7), coins: 7 });
    expect(r.json.subscription.boost).toMatchObject({ used: 7, remaining: 35 });
    expect(await h.database.db.select().from(unitBoosts).where(eq(unitBoosts.unitId, villaUnit))).toHaveLength(1);
    const info = await h.call('GET', `/api/app/subscription/info/${villaUnit}`, { as: ANNA });
    expect(info.json.boosts).toEqual([r.json.boost]);

    const overlap = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: villaUnit, startDate: inDays(7), endDate: inDays(9) } });
    expect(overlap.status).toBe(409);
    expect(overlap.json.detail).toMatch(/already has a boost/);
  });

  it('answers 409 with a clear message when the coins do not suffice or none remain', async () => {
    // Alpine's first read starts a trial of 14 coins.
    let r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ALPINE, body: { propertyUnitId: alpineUnit, startDate: inDays(1), endDate: inDays(20) } });
    expect(r.status).toBe(409);
    expect(r.json.detail).toBe('This boost needs 20 coins but only 14 remain. Choose a shorter boost.');
    r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ALPINE, body: { propertyUnitId: alpineUnit, startDate: inDays(1), endDate: inDays(14) } });
    expect(r.status).toBe(201);
    expect(r.json.subscription.boost).toMatchObject({ remaining: 0, isEmpty: true, isLow: false });
    r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ALPINE, body: { propertyUnitId: alpineUnit, startDate: inDays(20), endDate: inDays(20) } });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/No boost coins remain/);
  });

  it("cannot boost another host's unit", async () => {
    const r = await h.call('POST', '/api/app/user/subscription/coin/boost', { as: ANNA, body: { propertyUnitId: alpineUnit, startDate: inDays(1), endDate: inDays(1) } });
    expect(r.status).toBe(404);
  });
});

describe('cancelling, scheduled changes, payment source, hosted page', () => {
  it('a cancellation is scheduled (a trial becomes active), listed, refused twice, and can be withdrawn', async () => {
    const { json: s } = await h.call('GET', '/api/app/v2/user/subscription', { as: MARIE });
    expect(s.subscription.status).toBe('in_trial');
    expect(names(await h.call('DELETE', '/api/app/subscription', { as: MARIE, body: { subscriptionId: s.subscription.id, reason: ' ' } }))).toEqual(['reason']);
    let r = await h.call('DELETE', '/api/app/subscription', { as: MARIE, body: { subscriptionId: s.subscription.id, reason: 'Too expensive' } });
    expect(r.status).toBe(200);
    expect(r.json.subscription).toMatchObject({ isCancellationScheduled: true, status: 'active' });
    expect((await h.call('DELETE', '/api/app/subscription', { as: MARIE, body: { subscriptionId: s.subscription.id, reason: 'Again' } })).status).toBe(409);
    r = await h.call('GET', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: MARIE });
    expect(r.json.items).toMatchObject([{ kind: 'cancellation', planId: 'starter-monthly', effectiveAt: s.subscription.expirationDate, detail: { reason: 'Too expensive' } }]);
    expect((await h.call('GET', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: ANNA })).status).toBe(404);
    r = await h.call('DELETE', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: MARIE, body: { reason: 'Changed my mind' } });
    expect(r.json.subscription.isCancellationScheduled).toBe(false);
    expect((await h.call('GET', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: MARIE })).json.items).toEqual([]);
    const audit = await h.database.db.select().from(auditLog).where(eq(auditLog.target, s.subscription.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['subscription.cancellation-scheduled', 'subscription.scheduled-changes-withdrawn']));
  });

  it('a new plan withdraws a scheduled cancellation, in the flag and in the scheduled changes', async () => {
    const { json: s } = await h.call('GET', '/api/app/v2/user/subscription', { as: MARIE });
    expect((await h.call('DELETE', '/api/app/subscription', { as: MARIE, body: { subscriptionId: s.subscription.id, reason: 'Too expensive' } })).status).toBe(200);
    expect((await h.call('GET', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: MARIE })).json.items).toHaveLength(1);
    const r = await h.call('POST', `/api/app/subscription/${s.subscription.id}/change-plan`, { as: MARIE, body: { planItemPriceId: 'standard-monthly' } });
    expect(r.json.subscription.subscription.isCancellationScheduled).toBe(false);
    expect((await h.call('GET', `/api/app/subscription/${s.subscription.id}/scheduled-changes`, { as: MARIE })).json.items).toEqual([]);
  });

  it('the payment source status says no card is kept or charged', async () => {
    const r = await h.call('GET', '/api/app/subscriptions/payment-source/status', { as: ANNA });
    expect(r.json).toEqual({ provider: 'built-in', hasPaymentSource: false, chargesCards: false });
  });

  it('a hosted page id moves the subscription to in progress', async () => {
    const r = await h.call('POST', '/api/app/subscription/in_progress', { as: MARIE, body: { hostedPageId: 'hp-1' } });
    expect(r.json.subscription.internalStatus).toBe('in_progress');
    expect(names(await h.call('POST', '/api/app/subscription/in_progress', { as: MARIE, body: {} }))).toEqual(['hostedPageId']);
  });

  it('self-renewal plans of a unit, priced with a valid coupon', async () => {
    let r = await h.call('GET', `/api/app/subscription/self-renewal/plans/${villaUnit}?couponId=welcome10`, { as: ANNA });
    expect(r.json.items.map((p: { price: number }) => p.price)).toEqual([17.1, 35.1, 71.1]);
    r = await h.call('GET', `/api/app/subscription/self-renewal/plans/${villaUnit}?couponId=NOPE`, { as: ANNA });
    expect(names(r)).toEqual(['couponId']);
    expect((await h.call('GET', `/api/app/subscription/self-renewal/plans/${alpineUnit}`, { as: ANNA })).status).toBe(404);
  });
});

describe('commercial model', () => {
  // The change itself, while nothing is published, is walked in commercial-model-choice.test.ts.
  it('changes neither after onboarding nor, with onboarding open again, once units are published', async () => {
    let r = await h.call('PUT', '/api/app/commercial-model', { as: ANNA, body: { commercialModel: 'commission' } });
    expect(r.status).toBe(409);
    const anna = (await h.call('GET', '/api/app/commercial-model', { as: ANNA })).json;
    expect(anna).toMatchObject({ commercialModel: 'subscription', changeable: false, onboardingStatus: 'finished', commissionTermsAccepted: false });
    await h.database.db.update(hosts).set({ onboardingStatus: 'in_progress' }).where(eq(hosts.email, ANNA));
    expect((await h.call('GET', '/api/app/commercial-model', { as: ANNA })).json.changeable).toBe(false);
    r = await h.call('PUT', '/api/app/commercial-model', { as: ANNA, body: { commercialModel: 'commission' } });
    expect(r.status).toBe(409);
    expect(r.json.detail).toContain('published');
    r = await h.call('PUT', '/api/app/commercial-model', { as: ANNA, body: { commercialModel: 'free' } });
    expect(names(r)).toEqual(['commercialModel']);
    expect((await h.call('GET', '/api/app/commercial-model', { as: ANNA })).json.commercialModel).toBe('subscription');
    await h.database.db.update(hosts).set({ onboardingStatus: 'finished' }).where(eq(hosts.email, ANNA));
  });

  it('commission terms: accepted by commission hosts, stored in the host flags', async () => {
    expect((await h.call('PUT', '/api/app/commercial-model/commission-terms', { as: ANNA, body: { accepted: true } })).status).toBe(409);
    expect(names(await h.call('PUT', '/api/app/commercial-model/commission-terms', { as: ALPINE, body: { accepted: false } }))).toEqual(['accepted']);
    const r = await h.call('PUT', '/api/app/commercial-model/commission-terms', { as: ALPINE, body: { accepted: true } });
    expect(r.json.commissionTermsAccepted).toBe(true);
    expect((await h.call('GET', '/api/app/commercial-model', { as: ALPINE })).json.commissionTermsAccepted).toBe(true);
  });

  it('a property plan must fit the host: subscription plans, commission plans, the hybrid one by tag', async () => {
    let r = await h.call('GET', `/api/app/properties/${villaId}/commercial-model-plan`, { as: ANNA });
    expect(r.json).toEqual({ commercialModelPlan: null, allowedPlans: ['subscription', 'subscription_2'] });
    r = await h.call('PUT', `/api/app/properties/${villaId}/commercial-model-plan`, { as: ANNA, body: { commercialModelPlan: 'split' } });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['commercialModelPlan']);
    expect((await h.call('PUT', '/api/app/commercial-model/plan-services', { as: ANNA, body: { accepted: true } })).json.planServicesConfirmed).toBe(true);
    r = await h.call('PUT', `/api/app/properties/${villaId}/commercial-model-plan`, { as: ANNA, body: { commercialModelPlan: 'subscription_2' } });
    expect(r.status).toBe(200);
    // A new plan is read again before it is confirmed.
    expect((await h.call('GET', '/api/app/commercial-model', { as: ANNA })).json.planServicesConfirmed).toBe(false);
    expect((await h.call('GET', `/api/app/properties/${villaId}/commercial-model-plan`, { as: ANNA })).json.commercialModelPlan).toBe('subscription_2');
    expect((await h.call('PUT', `/api/app/properties/${villaId}/commercial-model-plan`, { as: ALPINE, body: { commercialModelPlan: 'split' } })).status).toBe(404);

    const marie = (await h.call('POST', '/api/app/properties', { as: MARIE, body: { propertyType: 'single', accommodationType: 'apartment' } })).json;
    r = await h.call('GET', `/api/app/properties/${marie.id}/commercial-model-plan`, { as: MARIE });
    expect(r.json.allowedPlans).toEqual(['split', 'host_only', 'host_only_14_5', 'hybrid_7']);
    r = await h.call('PUT', `/api/app/properties/${marie.id}/commercial-model-plan`, { as: MARIE, body: { commercialModelPlan: 'hybrid_13' } });
    expect(r.status).toBe(400);
  });
});
