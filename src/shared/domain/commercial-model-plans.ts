import { HYBRID_BIDDING_TAGS, type CommercialModel } from './commercial-model';

// The commercial model plan of a property (HC §3) and which plans fit a host: a
// commission host chooses among the commission plans, the hybrid plan of its bidding tag only
// when it is hybrid; a subscription host among the two subscription plans.

export const COMMERCIAL_MODEL_PLANS = [
  'split',
  'host_only',
  'subscription',
  'subscription_2',
  'host_only_14_5',
  'hybrid_3',
  'hybrid_7',
  'hybrid_13',
  'hybrid_19',
] as const;
export type CommercialModelPlan = (typeof COMMERCIAL_MODEL_PLANS)[number];

/** What a plan costs the host, and what it includes (texts: listing.subscription.service.<id>). */
export interface PlanTerms {
  /** Commission the host pays on each booking, in percent (0 for subscription plans). */
  hostCommissionPercent: number;
  /** Service fee the guest pays on top of the price, in percent. */
  guestFeePercent: number;
  /** A monthly subscription plan is needed (subscription plans). */
  monthlyPlan: boolean;
  services: readonly PlanService[];
}
export const PLAN_SERVICES = ['listing', 'securePayments', 'guestSupport', 'damageProtection', 'rankingBoost', 'channelSync'] as const;
export type PlanService = (typeof PLAN_SERVICES)[number];

const COMMISSION_SERVICES: readonly PlanService[] = ['listing', 'securePayments', 'guestSupport', 'damageProtection'];

export const PLAN_TERMS: Record<CommercialModelPlan, PlanTerms> = {
  split: { hostCommissionPercent: 8, guestFeePercent: 7, monthlyPlan: false, services: COMMISSION_SERVICES },
  host_only: { hostCommissionPercent: 15, guestFeePercent: 0, monthlyPlan: false, services: COMMISSION_SERVICES },
  host_only_14_5: { hostCommissionPercent: 14.5, guestFeePercent: 0, monthlyPlan: false, services: COMMISSION_SERVICES },
  hybrid_3: { hostCommissionPercent: 3, guestFeePercent: 7, monthlyPlan: false, services: [...COMMISSION_SERVICES, 'channelSync'] },
  hybrid_7: { hostCommissionPercent: 7, guestFeePercent: 7, monthlyPlan: false, services: [...COMMISSION_SERVICES, 'channelSync'] },
  hybrid_13: { hostCommissionPercent: 13, guestFeePercent: 5, monthlyPlan: false, services: [...COMMISSION_SERVICES, 'channelSync', 'rankingBoost'] },
  hybrid_19: { hostCommissionPercent: 19, guestFeePercent: 0, monthlyPlan: false, services: [...COMMISSION_SERVICES, 'channelSync', 'rankingBoost'] },
  subscription: { hostCommissionPercent: 0, guestFeePercent: 0, monthlyPlan: true, services: ['listing', 'guestSupport', 'rankingBoost'] },
  subscription_2: { hostCommissionPercent: 0, guestFeePercent: 3, monthlyPlan: true, services: ['listing', 'securePayments', 'guestSupport', 'rankingBoost'] },
};

export interface PlanChooser {
  commercialModel: CommercialModel;
  biddingTag?: number | null;
}

/** The plans a host may give a property, in catalogue order. */
export function plansFor(host: PlanChooser): CommercialModelPlan[] {
  if (host.commercialModel === 'subscription') return ['subscription', 'subscription_2'];
  const tag = host.biddingTag ?? -1;
  const hybrid = (HYBRID_BIDDING_TAGS as readonly number[]).includes(tag) ? [`hybrid_${tag}` as CommercialModelPlan] : [];
  return ['split', 'host_only', 'host_only_14_5', ...hybrid];
}
