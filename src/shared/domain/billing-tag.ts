import { isHybrid, type CommercialModel } from './commercial-model';
import { plansFor, type CommercialModelPlan } from './commercial-model-plans';
import { canSeePricing } from './route-access';
import type { UserInfo } from '../schemas/user-info';

// The billing tag (AS §2.5 "pricing model", AS §7 PUT user/billing-tag/{tag}/save).
// Our reading: the billing tag is the commercial-model plan the host is billed under for NEW
// properties; existing properties keep theirs unless the host explicitly asks to move them too.
// It is one of the plans the host may give a property (commercial-model-plans.ts plansFor):
//   - commission hosts: split, host_only, host_only_14_5;
//   - pro users on a subscription (isUserProEnabled): subscription, subscription_2;
//   - hybrid hosts never see the pricing tab (AS §6), so they have no billing tag to choose.
// Whoever cannot see the pricing tab (route-access.ts canSeePricing) may not choose one at all.

export interface BillingTagChooser {
  commercialModel: CommercialModel;
  biddingTag: number | null;
  isUserProEnabled: boolean;
}

/** The plans a host may choose as billing tag, in catalogue order; null: no pricing tab for this host. */
export function billingTagPlans(host: BillingTagChooser): CommercialModelPlan[] | null {
  const hybrid = isHybrid(host);
  // canSeePricing reads only the pro flag of the features.
  const features = { isUserProEnabled: host.isUserProEnabled } as UserInfo['features'];
  if (!canSeePricing({ commercialModel: host.commercialModel, isHybrid: hybrid, features })) return null;
  // Not hybrid here, so plansFor offers no hybrid plan.
  return plansFor(host);
}

/** What new properties get: the chosen tag while it is still allowed, otherwise the first (default) plan. */
export function effectiveBillingPlan(stored: string | null, allowed: readonly CommercialModelPlan[]): CommercialModelPlan {
  return (allowed as readonly string[]).includes(stored ?? '') ? (stored as CommercialModelPlan) : allowed[0];
}
