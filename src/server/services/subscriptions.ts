import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionChanges, subscriptions, unitBoosts, units } from '../db/schema';
import { newId } from '../db/ids';
import { invalid, notFound } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { findUnit } from './units';
import { builtInBilling, type BillingProvider } from './subscriptions-billing';
import { BOOST_COST_PER_DAY, COUPONS, SUBSCRIPTION_PLANS, TRIAL_DAYS, TRIAL_PLAN_ID, type PlanConfig } from '../config/subscription-plans';
import {
  boostFlags,
  isAboutToExpire,
  isCurrentPlan,
  isExpired,
  leadsFlags,
  offeredPlans,
  remainingOf,
  unitPublishFlags,
} from '../../shared/domain/subscription-rules';
import type { ChangePlan, SubscriptionView, UnitSubscriptionInfo } from '../../shared/schemas/subscription';

// A host's subscription (HC §3 Subscription, HC §4, HC §7 Subscriptions). One row per
// host; a host who never had one starts on the trial plan the first time it is read. The quotas
// are a document on the row; what is derived (remaining, the HC §4 flags) is computed on every read
// by shared/domain/subscription-rules.ts.

export type SubscriptionRow = typeof subscriptions.$inferSelect;
const DAY_MS = 86_400_000;

interface Quotas {
  leads: { enabled: boolean; total: number; used: number };
  unitPublish: { enabled: boolean; cost: number; quota: number };
  boost: { enabled: boolean; cost: number; level: number; quota: number; used: number };
}

/** The plans offered now (years in months, monthly only, expired bundled boosts dropped). */
export const plansOffered = (now = new Date()) => offeredPlans(SUBSCRIPTION_PLANS, now);

/** The quotas a plan gives; `used` counters carry over from the plan before. */
function quotasOf(plan: PlanConfig, now: Date, before?: Quotas): Quotas {
  const offered = offeredPlans([plan], now)[0] ?? plan;
  const bundled = offered.boosts.reduce((sum, b) => sum + b.coins, 0);
  return {
    leads: { enabled: true, total: plan.leads, used: before?.leads.used ?? 0 },
    unitPublish: { enabled: true, cost: 1, quota: plan.unitPublish },
    boost: { enabled: true, cost: BOOST_COST_PER_DAY, level: 1, quota: plan.boostCoins + bundled, used: before?.boost.used ?? 0 },
  };
}

/** The host's subscription row, the trial one created (with its audit row) when there is none. */
export async function ensureSubscription(db: Db, actor: Actor, forUpdate = false): Promise<SubscriptionRow> {
  const read = async (tx: Db) => {
    const q = tx.select().from(subscriptions).where(eq(subscriptions.hostId, actor.host.id)).limit(1);
    const [row] = forUpdate ? await q.for('update') : await q;
    return row;
  };
  const existing = await read(db);
  if (existing) return existing;
  const now = new Date();
  const trial = SUBSCRIPTION_PLANS.find((p) => p.id === TRIAL_PLAN_ID)!;
  const id = newId();
  const inserted = await db
    .insert(subscriptions)
    .values({
      id,
      hostId: actor.host.id,
      planId: trial.id,
      status: 'in_trial',
      internalStatus: 'in_trial',
      expiresAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      quotas: quotasOf(trial, now) as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id });
  if (inserted.length > 0) await recordAudit(db, { ...actor, action: 'subscription.trial-started', target: id, detail: { planId: trial.id } });
  return (await read(db))!;
}

async function publishedUnits(db: Db, hostId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(units)
    .where(and(eq(units.hostId, hostId), eq(units.status, 'PUBLISHED'), isNull(units.deletedAt)));
  return n;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const toBoost = (b: typeof unitBoosts.$inferSelect) => ({ id: b.id, unitId: b.unitId, startDate: day(b.startsAt), endDate: day(new Date(b.endsAt.getTime() - DAY_MS)), coins: b.coins });

/** Boosts not over yet, of the host or of one unit, earliest first. */
export async function scheduledBoosts(db: Db, hostId: string, unitId?: string, now = new Date()) {
  const rows = await db
    .select()
    .from(unitBoosts)
    .where(and(eq(unitBoosts.hostId, hostId), gte(unitBoosts.endsAt, now), unitId ? eq(unitBoosts.unitId, unitId) : undefined))
    .orderBy(asc(unitBoosts.startsAt));
  return rows.map(toBoost);
}

export async function subscriptionView(db: Db, row: SubscriptionRow, now = new Date()): Promise<SubscriptionView> {
  const q = row.quotas as unknown as Quotas;
  const leadsRemaining = remainingOf(q.leads.total, q.leads.used);
  const published = await publishedUnits(db, row.hostId);
  const publishRemaining = remainingOf(q.unitPublish.quota, published);
  const boostRemaining = remainingOf(q.boost.quota, q.boost.used);
  return {
    subscription: {
      id: row.id,
      planId: row.planId,
      status: row.status,
      internalStatus: row.internalStatus,
      expirationDate: row.expiresAt?.toISOString() ?? null,
      isCancellationScheduled: row.cancellationScheduled,
      provider: row.provider,
      isExpired: isExpired(row.expiresAt, now),
      isAboutToExpire: isAboutToExpire(row.expiresAt, now),
    },
    leads: { enabled: q.leads.enabled, remaining: leadsRemaining, total: q.leads.total, ...leadsFlags(leadsRemaining, q.leads.total) },
    unitPublish: { enabled: q.unitPublish.enabled, cost: q.unitPublish.cost, quota: q.unitPublish.quota, used: published, remaining: publishRemaining, ...unitPublishFlags(publishRemaining) },
    boost: {
      enabled: q.boost.enabled,
      availableItems: q.boost.cost > 0 ? Math.floor(boostRemaining / q.boost.cost) : 0,
      cost: q.boost.cost,
      level: q.boost.level,
      quota: q.boost.quota,
      used: q.boost.used,
      remaining: boostRemaining,
      scheduledPeriods: await scheduledBoosts(db, row.hostId, undefined, now),
      ...boostFlags(boostRemaining),
    },
  };
}

export async function getSubscription(db: Db, actor: Actor): Promise<SubscriptionView> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    return subscriptionView(tx, await ensureSubscription(tx, actor));
  });
}

/** Change of plan, billed through `billing` (the built-in provider unless a test passes another). */
export async function changePlan(db: Db, actor: Actor, subscriptionId: string, change: ChangePlan, billing: BillingProvider = builtInBilling) {
  const now = new Date();
  const plan = plansOffered(now).find((p) => p.id === change.planItemPriceId);
  if (!plan) throw invalid([{ name: 'planItemPriceId', reason: `must be one of the offered plans: ${plansOffered(now).map((p) => p.id).join(', ')}` }]);
  const code = change.couponCode ? change.couponCode.toUpperCase() : '';
  if (code && !(code in COUPONS)) throw invalid([{ name: 'couponCode', reason: 'is not a valid coupon' }]);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ensureSubscription(tx, actor, true);
    // Another host's subscription is "not found" to this one, like a missing one.
    if (row.id !== subscriptionId) throw notFound('subscription');
    if (isCurrentPlan({ planId: row.planId, isCancellationScheduled: row.cancellationScheduled, isExpired: isExpired(row.expiresAt, now) }, plan.id)) {
      return { subscription: await subscriptionView(tx, row, now), billing: { provider: row.provider, charged: false, message: 'You are already on this plan; nothing changed and no card was charged.' } };
    }
    const receipt = await billing.changePlan(tx, {
      hostId: actor.host.id,
      subscriptionId: row.id,
      fromPlanId: row.planId,
      plan: SUBSCRIPTION_PLANS.find((p) => p.id === plan.id)!,
      coupon: code ? { code, percentOff: COUPONS[code] } : null,
    });
    const [updated] = await tx
      .update(subscriptions)
      .set({
        planId: plan.id,
        status: 'active',
        internalStatus: 'active',
        cancellationScheduled: false,
        cancelReason: null,
        expiresAt: new Date(now.getTime() + 30 * DAY_MS),
        quotas: quotasOf(plan, now, row.quotas as unknown as Quotas) as unknown as Record<string, unknown>,
        provider: billing.name,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    // A new plan withdraws a scheduled cancellation: the list of scheduled changes must say so too.
    if (row.cancellationScheduled) await tx.delete(subscriptionChanges).where(and(eq(subscriptionChanges.hostId, actor.host.id), eq(subscriptionChanges.kind, 'cancellation')));
    await recordAudit(tx, { ...actor, action: 'subscription.plan-changed', target: row.id, detail: { from: row.planId, to: plan.id, coupon: code || null, charged: receipt.charged } });
    return { subscription: await subscriptionView(tx, updated, now), billing: receipt };
  });
}

/** What the subscription means for one unit (HC §3 "Subscription info per unit"). */
export async function unitSubscriptionInfo(db: Db, actor: Actor, unitId: string): Promise<UnitSubscriptionInfo> {
  const { unit } = await findUnit(db, actor.host.id, unitId);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ensureSubscription(tx, actor);
    return {
      unitId: unit.id,
      currentPlan: {
        planId: row.planId,
        subscriptionStatus: row.status,
        subscriptionInternalStatus: row.internalStatus,
        isCancellationScheduled: row.cancellationScheduled,
      },
      boosts: await scheduledBoosts(tx, actor.host.id, unit.id),
    };
  });
}

/** The plans a unit's subscription may renew on, priced with the coupon when it is valid. */
export async function selfRenewalPlans(db: Db, actor: Actor, unitId: string, couponId: string | undefined) {
  await findUnit(db, actor.host.id, unitId);
  const code = couponId?.trim().toUpperCase() ?? '';
  if (code && !(code in COUPONS)) throw invalid([{ name: 'couponId', reason: 'is not a valid coupon' }]);
  const percentOff = code ? COUPONS[code] : 0;
  return { items: plansOffered().map((p) => ({ ...p, price: Math.round(p.price * (100 - percentOff)) / 100 })) };
}
