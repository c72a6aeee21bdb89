import { and, count, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties } from '../db/schema';
import { invalid, forbidden } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor, HostRow } from '../domain-types';
import { billingTagPlans, effectiveBillingPlan } from '../../shared/domain/billing-tag';
import { PLAN_TERMS, type CommercialModelPlan } from '../../shared/domain/commercial-model-plans';
import type { BillingTagSaveResult, BillingTagView } from '../../shared/schemas/account-pricing';

// The billing tag (the rule and our reading of it: shared/domain/billing-tag.ts).
// A host without the pricing tab (hybrid; subscription without pro) gets 403, not 404: the call
// exists and the host is known, it is their account's kind that does not allow it, and the browser
// can say so instead of claiming that something is missing.

function allowedPlans(host: HostRow): CommercialModelPlan[] {
  const plans = billingTagPlans({ commercialModel: host.commercialModel, biddingTag: host.biddingTag, isUserProEnabled: host.flags?.isUserProEnabled === true });
  if (!plans) throw forbidden('Your account has no pricing model to choose (hybrid hosts, and subscription hosts without pro).');
  return plans;
}

/** A property without a plan of its own is billed under the default plan (the first offered; shared/domain/earnings.ts effectivePlan). */
async function propertyCounts(db: Db, hostId: string, plan: CommercialModelPlan, defaultPlan: CommercialModelPlan) {
  const live = and(eq(properties.hostId, hostId), isNull(properties.deletedAt));
  const onOtherPlan = plan === defaultPlan ? ne(properties.commercialModelPlan, plan) : or(isNull(properties.commercialModelPlan), ne(properties.commercialModelPlan, plan));
  const [[all], [other]] = await Promise.all([
    db.select({ n: count() }).from(properties).where(live),
    db.select({ n: count() }).from(properties).where(and(live, onOtherPlan)),
  ]);
  return { propertyCount: all.n, propertiesOnOtherPlans: other.n };
}

async function view(db: Db, host: HostRow, plans: CommercialModelPlan[]): Promise<BillingTagView> {
  const effectivePlan = effectiveBillingPlan(host.billingTag, plans);
  return {
    billingTag: plans.includes(host.billingTag as CommercialModelPlan) ? (host.billingTag as CommercialModelPlan) : null,
    effectivePlan,
    plans: plans.map((plan) => ({ plan, terms: { ...PLAN_TERMS[plan], services: [...PLAN_TERMS[plan].services] } })),
    ...(await propertyCounts(db, host.id, effectivePlan, plans[0])),
  };
}

export async function getBillingTag(db: Db, host: HostRow): Promise<BillingTagView> {
  return view(db, host, allowedPlans(host));
}

/** Saves the tag; with applyToExisting also moves every live property to it, in the same transaction. */
export async function saveBillingTag(db: Db, actor: Actor, tag: string, applyToExisting: boolean): Promise<BillingTagSaveResult> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [host] = await tx.select().from(hosts).where(eq(hosts.id, actor.host.id)).for('update');
    const plans = allowedPlans(host);
    if (!(plans as string[]).includes(tag)) throw invalid([{ name: 'tag', reason: `must be one of ${plans.join(', ')}` }]);
    const plan = tag as CommercialModelPlan;
    const [updated] = await tx.update(hosts).set({ billingTag: plan, updatedAt: new Date() }).where(eq(hosts.id, host.id)).returning();
    const moved = applyToExisting
      ? await tx
          .update(properties)
          .set({ commercialModelPlan: plan, updatedAt: new Date() })
          .where(and(eq(properties.hostId, host.id), isNull(properties.deletedAt), or(isNull(properties.commercialModelPlan), ne(properties.commercialModelPlan, plan))))
          .returning({ id: properties.id })
      : [];
    await recordAudit(tx, {
      ...actor,
      action: 'user.billing-tag.save',
      target: host.id,
      detail: { from: host.billingTag, to: plan, applyToExistingProperties: applyToExisting, propertyIds: moved.map((p) => p.id) },
    });
    return { ...(await view(tx, updated, plans)), propertiesUpdated: moved.length };
  });
}

/** The plan a new property starts with: the host's billing tag while the host may still choose it, else none (as before any choice). */
export function billingPlanForNewProperty(host: HostRow): CommercialModelPlan | null {
  if (!host.billingTag) return null;
  const plans = billingTagPlans({ commercialModel: host.commercialModel, biddingTag: host.biddingTag, isUserProEnabled: host.flags?.isUserProEnabled === true });
  return plans?.includes(host.billingTag as CommercialModelPlan) ? (host.billingTag as CommercialModelPlan) : null;
}
