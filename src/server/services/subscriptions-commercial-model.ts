import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties, units } from '../db/schema';
import { invalid, conflict } from '../domain-errors';
import { recordAudit } from './audit';
import { findProperty, type Actor } from './properties';
import { commercialModelChangeable, initialBookingType, isHybrid } from '../../shared/domain/commercial-model';
import { plansFor, type CommercialModelPlan } from '../../shared/domain/commercial-model-plans';
import type { CommercialModelView } from '../../shared/schemas/subscription';

// How a host works (subscription or commission) and the commercial model plan of its properties
// (HC §3). The model may change only while onboarding is in progress and nothing
// of the host's was published (commercialModelChangeable); the plan of a property must fit the
// host's model (commercial-model-plans.ts).

type HostRow = typeof hosts.$inferSelect;
const TERMS_FLAG = 'commissionTermsAccepted';
const SERVICES_FLAG = 'commercialModelPlanServicesConfirmed';

async function hostRow(db: Db, hostId: string, forUpdate = false): Promise<HostRow> {
  const q = db.select().from(hosts).where(eq(hosts.id, hostId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/**
 * Whether the host may still change how they work with guests. With `lock`, the host's units
 * stay locked until the caller's transaction ends, so a publish waits for a change of model
 * instead of slipping in between the check and the write.
 */
async function changeable(db: Db, host: HostRow, lock = false): Promise<boolean> {
  if (host.onboardingStatus !== 'in_progress') return false;
  const q = db.select({ status: units.status, publishedAt: units.publishedAt }).from(units).where(eq(units.hostId, host.id));
  return commercialModelChangeable(lock ? await q.for('update') : await q);
}

const toView = (h: HostRow, canChange: boolean): CommercialModelView => ({
  commercialModel: h.commercialModel,
  changeable: canChange,
  onboardingStatus: h.onboardingStatus,
  biddingTag: h.biddingTag,
  isHybrid: isHybrid(h),
  commissionTermsAccepted: h.flags[TERMS_FLAG] === true,
  planServicesConfirmed: h.flags[SERVICES_FLAG] === true,
});

export async function getCommercialModel(db: Db, actor: Actor) {
  const host = await hostRow(db, actor.host.id);
  return toView(host, await changeable(db, host));
}

export async function changeCommercialModel(db: Db, actor: Actor, commercialModel: HostRow['commercialModel']) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const host = await hostRow(tx, actor.host.id, true);
    if (host.onboardingStatus !== 'in_progress') throw conflict('The commercial model can be changed only while onboarding is in progress.');
    if (!(await changeable(tx, host, true))) throw conflict('The commercial model cannot change once a unit has been published or sent for review.');
    if (host.commercialModel === commercialModel) return toView(host, true);
    const [updated] = await tx.update(hosts).set({ commercialModel, updatedAt: new Date() }).where(eq(hosts.id, host.id)).returning();
    // Units that never chose a booking type get the one the new model starts with, so a host
    // who now takes inquiries is not held back by a step they no longer see.
    const bookingType = initialBookingType(commercialModel);
    if (bookingType) await tx.update(units).set({ bookingType, updatedAt: new Date() }).where(and(eq(units.hostId, host.id), isNull(units.bookingType)));
    await recordAudit(tx, { ...actor, action: 'host.commercial-model-changed', target: host.id, detail: { from: host.commercialModel, to: commercialModel } });
    return toView(updated, true);
  });
}

async function setFlag(db: Db, actor: Actor, flag: string, action: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const host = await hostRow(tx, actor.host.id, true);
    const [updated] = await tx
      .update(hosts)
      .set({ flags: { ...host.flags, [flag]: true }, updatedAt: new Date() })
      .where(eq(hosts.id, host.id))
      .returning();
    await recordAudit(tx, { ...actor, action, target: host.id, detail: { commercialModel: host.commercialModel } });
    return toView(updated, await changeable(tx, updated));
  });
}

export async function acceptCommissionTerms(db: Db, actor: Actor) {
  const host = await hostRow(db, actor.host.id);
  if (host.commercialModel !== 'commission') throw conflict('Commission terms apply to commission hosts only; choose the commission model first.');
  return setFlag(db, actor, TERMS_FLAG, 'host.commission-terms-accepted');
}

export const confirmPlanServices = (db: Db, actor: Actor) => setFlag(db, actor, SERVICES_FLAG, 'host.plan-services-confirmed');

export async function getPropertyCommercialModelPlan(db: Db, actor: Actor, propertyId: string) {
  const property = await findProperty(db, actor.host.id, propertyId);
  const host = await hostRow(db, actor.host.id);
  return { commercialModelPlan: (property.commercialModelPlan as CommercialModelPlan | null) ?? null, allowedPlans: plansFor(host) };
}

export async function setPropertyCommercialModelPlan(db: Db, actor: Actor, propertyId: string, plan: CommercialModelPlan) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const property = await findProperty(tx, actor.host.id, propertyId, true);
    const host = await hostRow(tx, actor.host.id, true);
    const allowed = plansFor(host);
    if (!allowed.includes(plan)) throw invalid([{ name: 'commercialModelPlan', reason: `must fit your commercial model: one of ${allowed.join(', ')}` }]);
    await tx.update(properties).set({ commercialModelPlan: plan, updatedAt: new Date() }).where(eq(properties.id, property.id));
    // What the host confirmed having read was another plan's content: it is read again.
    if (property.commercialModelPlan !== plan && host.flags[SERVICES_FLAG]) {
      await tx.update(hosts).set({ flags: { ...host.flags, [SERVICES_FLAG]: false }, updatedAt: new Date() }).where(eq(hosts.id, host.id));
    }
    await recordAudit(tx, { ...actor, action: 'property.commercial-model-plan-set', target: property.id, detail: { from: property.commercialModelPlan, to: plan } });
    return { commercialModelPlan: plan, allowedPlans: allowed };
  });
}
