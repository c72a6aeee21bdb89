import type { Db } from '../db/client';
import { billingEvents } from '../db/schema';
import { newId } from '../db/ids';
import type { PlanConfig } from '../config/subscription-plans';

// Who bills a plan change. The product ships with the built-in provider only: it records what
// happened in billing_events and charges nothing, and its answer says so, so no screen can leave a
// host believing a card was charged. A real payment provider would implement the same interface.

export interface BillingReceipt {
  provider: string;
  charged: boolean;
  message: string;
}

export interface PlanChangeOrder {
  hostId: string;
  subscriptionId: string;
  fromPlanId: string;
  plan: PlanConfig;
  /** Percent off from the coupon, when one was given. */
  coupon: { code: string; percentOff: number } | null;
}

export interface BillingProvider {
  readonly name: string;
  /** Runs inside the caller's transaction, so the change and its bill commit together. */
  changePlan(tx: Db, order: PlanChangeOrder): Promise<BillingReceipt>;
}

export const builtInBilling: BillingProvider = {
  name: 'built-in',
  async changePlan(tx, order) {
    const price = order.coupon ? Math.round(order.plan.price * (100 - order.coupon.percentOff)) / 100 : order.plan.price;
    await tx.insert(billingEvents).values({
      id: newId(),
      hostId: order.hostId,
      kind: 'plan_changed',
      detail: {
        subscriptionId: order.subscriptionId,
        fromPlanId: order.fromPlanId,
        toPlanId: order.plan.id,
        price,
        currency: order.plan.currency,
        coupon: order.coupon?.code ?? null,
        charged: false,
      },
    });
    return {
      provider: 'built-in',
      charged: false,
      message: `Plan changed to ${order.plan.id}. No card was charged: the built-in billing only records the change (${price} ${order.plan.currency} a month).`,
    };
  },
};
