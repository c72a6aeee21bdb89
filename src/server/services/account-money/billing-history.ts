import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingEvents } from '../../db/schema';
import { pagination } from '../../../shared/schemas/pagination';
import type { BillingHistoryItem, BillingHistoryPage } from '../../../shared/schemas/account-money';

// GET /api/app/user/billing-history: what the portal billed the host (billing_events, written by
// the billing provider, services/subscriptions-billing.ts), newest first, paged.

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function toItem(row: typeof billingEvents.$inferSelect): BillingHistoryItem {
  const d = row.detail;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    fromPlanId: str(d.fromPlanId),
    toPlanId: str(d.toPlanId),
    amount: num(d.price) ?? num(d.amount),
    currency: str(d.currency),
    coupon: str(d.coupon),
    charged: d.charged === true,
  };
}

export async function billingHistory(db: Db, hostId: string, page: number, limit: number): Promise<BillingHistoryPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.hostId, hostId))
      .orderBy(desc(billingEvents.createdAt), desc(billingEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(billingEvents).where(eq(billingEvents.hostId, hostId)),
  ]);
  return { items: rows.map(toItem), pagination: pagination(page, limit, total) };
}
