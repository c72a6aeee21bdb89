import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions, unitBoosts } from '../db/schema';
import { newId } from '../db/ids';
import { invalid, conflict } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { findUnit } from './units';
import { ensureSubscription, subscriptionView } from './subscriptions';
import { boostDays, isExpired, remainingOf } from '../../shared/domain/subscription-rules';
import type { BoostRequest } from '../../shared/schemas/subscription';

// Scheduling a unit's boost (HC §7 POST /api/app/user/subscription/coin/boost): it costs coins
// (cost per day × days) from the boost quota. Spending and scheduling happen in one transaction
// with the subscription row locked, so two boosts at once cannot both spend the last coins.

const DAY_MS = 86_400_000;
const atMidnight = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

export async function scheduleBoost(db: Db, actor: Actor, request: BoostRequest, now = new Date()) {
  // Boost days are billing days of the account's subscription: UTC, as in shared/domain/subscription-rules.ts.
  const today = now.toISOString().slice(0, 10);
  if (request.startDate < today) throw invalid([{ name: 'startDate', reason: 'must be today or later' }]);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit } = await findUnit(tx, actor.host.id, request.propertyUnitId);
    const row = await ensureSubscription(tx, actor, true);
    if (isExpired(row.expiresAt, now)) throw conflict('Your subscription has expired: renew it before boosting a unit.');
    const quotas = row.quotas as { boost: { cost: number; quota: number; used: number; enabled: boolean } };
    if (!quotas.boost.enabled) throw conflict('Your plan does not include boosts.');
    const days = boostDays(request.startDate, request.endDate);
    const coins = days * quotas.boost.cost;
    const remaining = remainingOf(quotas.boost.quota, quotas.boost.used);
    if (remaining === 0) throw conflict('No boost coins remain on your plan. Choose a plan with more boosts, or wait for your plan to renew.');
    if (coins > remaining) throw conflict(`This boost needs ${coins} coins but only ${remaining} remain. Choose a shorter boost.`);
    const startsAt = atMidnight(request.startDate);
    const endsAt = new Date(atMidnight(request.endDate).getTime() + DAY_MS);
    // Two boosts of one unit never overlap: a unit is boosted or not on a given day.
    const overlapping = await tx
      .select({ id: unitBoosts.id })
      .from(unitBoosts)
      .where(and(eq(unitBoosts.unitId, unit.id), lte(unitBoosts.startsAt, new Date(endsAt.getTime() - 1)), gte(unitBoosts.endsAt, new Date(startsAt.getTime() + 1))))
      .limit(1);
    if (overlapping.length > 0) throw conflict('This unit already has a boost in these dates. Choose other dates.');
    const id = newId();
    await tx.insert(unitBoosts).values({ id, hostId: actor.host.id, unitId: unit.id, startsAt, endsAt, coins });
    const [updated] = await tx
      .update(subscriptions)
      .set({ quotas: { ...row.quotas, boost: { ...quotas.boost, used: quotas.boost.used + coins } }, updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'subscription.boost-scheduled', target: unit.id, detail: { boostId: id, startDate: request.startDate, endDate: request.endDate, coins } });
    return {
      boost: { id, unitId: unit.id, startDate: request.startDate, endDate: request.endDate, coins },
      subscription: await subscriptionView(tx, updated, now),
    };
  });
}
