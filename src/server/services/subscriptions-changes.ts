import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptionChanges, subscriptions } from '../db/schema';
import { newId } from '../db/ids';
import { conflict, notFound } from '../domain-errors';
import { recordAudit } from './audit';
import type { Actor } from '../domain-types';
import { ensureSubscription, subscriptionView } from './subscriptions';
import { builtInBilling } from './subscriptions-billing';
import { statusAfterCancellation } from '../../shared/domain/subscription-rules';

// Cancellation and the scheduled-changes list (HC §7 Subscriptions; HC §4 "cancelling marks the
// cancellation scheduled, and an in_trial status becomes active"). A cancellation takes effect at
// the end of the period: until then it is a scheduled change the host may withdraw.

const DAY_MS = 86_400_000;

async function ownSubscription(tx: Db, actor: Actor, subscriptionId: string) {
  const row = await ensureSubscription(tx, actor, true);
  if (row.id !== subscriptionId) throw notFound('subscription');
  return row;
}

export async function listScheduledChanges(db: Db, actor: Actor, subscriptionId: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await ownSubscription(tx, actor, subscriptionId);
    const rows = await tx.select().from(subscriptionChanges).where(eq(subscriptionChanges.hostId, actor.host.id)).orderBy(asc(subscriptionChanges.effectiveAt));
    return { items: rows.map((r) => ({ id: r.id, kind: r.kind, planId: r.planId, effectiveAt: r.effectiveAt.toISOString(), detail: r.detail })) };
  });
}

export async function cancelSubscription(db: Db, actor: Actor, subscriptionId: string, reason: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ownSubscription(tx, actor, subscriptionId);
    if (row.cancellationScheduled) throw conflict('The cancellation of this subscription is already scheduled.');
    const now = new Date();
    const effectiveAt = row.expiresAt ?? new Date(now.getTime() + DAY_MS);
    await tx.insert(subscriptionChanges).values({ id: newId(), hostId: actor.host.id, kind: 'cancellation', planId: row.planId, detail: { reason }, effectiveAt });
    const [updated] = await tx
      .update(subscriptions)
      .set({ cancellationScheduled: true, cancelReason: reason, status: statusAfterCancellation(row.status), updatedAt: now })
      .where(eq(subscriptions.id, row.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'subscription.cancellation-scheduled', target: row.id, detail: { reason, effectiveAt: effectiveAt.toISOString() } });
    return subscriptionView(tx, updated, now);
  });
}

export async function withdrawScheduledChanges(db: Db, actor: Actor, subscriptionId: string, reason: string | undefined) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ownSubscription(tx, actor, subscriptionId);
    const removed = await tx.delete(subscriptionChanges).where(and(eq(subscriptionChanges.hostId, actor.host.id))).returning({ id: subscriptionChanges.id });
    const [updated] = await tx
      .update(subscriptions)
      .set({ cancellationScheduled: false, cancelReason: null, updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'subscription.scheduled-changes-withdrawn', target: row.id, detail: { reason: reason ?? null, removed: removed.length } });
    return subscriptionView(tx, updated);
  });
}

/** Whether a card is on file: the built-in billing keeps none and charges none. */
export const paymentSourceStatus = () => ({ provider: builtInBilling.name, hasPaymentSource: false, chargesCards: false });

/** A provider's hosted payment page was opened: the subscription is in progress until it reports back. */
export async function markInProgress(db: Db, actor: Actor, hostedPageId: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await ensureSubscription(tx, actor, true);
    const [updated] = await tx
      .update(subscriptions)
      .set({ hostedPageId, internalStatus: 'in_progress', updatedAt: new Date() })
      .where(eq(subscriptions.id, row.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'subscription.in-progress', target: row.id, detail: { hostedPageId } });
    return subscriptionView(tx, updated);
  });
}
