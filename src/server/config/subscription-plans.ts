import type { PlanBoost, PeriodUnit } from '../../shared/domain/subscription-rules';
import { ADD_ON_SERVICES, type AddOnService } from '../../shared/domain/add-on-services';

// The plan catalogue of the built-in billing. Names and descriptions are texts in the browser
// (listing.subscription.plan.<id>.*). The yearly plan stays in the catalogue: the rules of HC §4
// convert it to 12 months and then leave it out, as only monthly plans are offered.

export interface PlanConfig {
  id: string;
  period: number;
  periodUnit: PeriodUnit;
  /** Price per period, in the currency below. */
  price: number;
  currency: string;
  /** Leads included per period. */
  leads: number;
  /** Units that may be published. */
  unitPublish: number;
  /** Boost coins per period (one coin boosts one unit for one day). */
  boostCoins: number;
  /** Bundled extra boost coins, each void after its date (expired ones are not offered). */
  boosts: PlanBoost[];
  /** Add-on services the plan includes (HC §3): more with each larger plan. */
  services: AddOnService[];
}

const STARTER_SERVICES: AddOnService[] = ['rankingBoost', 'showPhoneNumberOnWhitelabel'];
const STANDARD_SERVICES: AddOnService[] = [...STARTER_SERVICES, 'displayGuestEmailInMessageCard', 'visibilityBoost', 'banner'];

export const SUBSCRIPTION_PLANS: readonly PlanConfig[] = [
  { id: 'starter-monthly', period: 1, periodUnit: 'month', price: 19, currency: 'EUR', leads: 20, unitPublish: 3, boostCoins: 14, boosts: [], services: STARTER_SERVICES },
  {
    id: 'standard-monthly',
    period: 1,
    periodUnit: 'month',
    price: 39,
    currency: 'EUR',
    leads: 60,
    unitPublish: 10,
    boostCoins: 35,
    boosts: [
      { coins: 7, expirationDate: '2027-12-31' },
      { coins: 7, expirationDate: '2025-12-31' },
    ],
    services: STANDARD_SERVICES,
  },
  { id: 'premium-monthly', period: 1, periodUnit: 'month', price: 79, currency: 'EUR', leads: 200, unitPublish: 30, boostCoins: 90, boosts: [], services: [...ADD_ON_SERVICES] },
  { id: 'standard-yearly', period: 1, periodUnit: 'year', price: 390, currency: 'EUR', leads: 720, unitPublish: 10, boostCoins: 420, boosts: [], services: STANDARD_SERVICES },
];

/** A host without a subscription starts on this plan, in trial. */
export const TRIAL_PLAN_ID = 'starter-monthly';
export const TRIAL_DAYS = 30;
/** Coins one day of boost costs. */
export const BOOST_COST_PER_DAY = 1;
/** Coupons the built-in billing knows (percent off); any other code is refused. */
export const COUPONS: Record<string, number> = { WELCOME10: 10 };
