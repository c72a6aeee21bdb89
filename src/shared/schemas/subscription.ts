import * as v from 'valibot';
import { realDay } from './calendar-day';
import { COMMERCIAL_MODEL_PLANS } from '../domain/commercial-model-plans';
import { ADD_ON_SERVICES } from '../domain/add-on-services';
import { BOOST_MAX_DAYS } from '../domain/subscription-rules';

// Subscriptions (HC §3 Subscription, HC §7 Subscriptions) and the commercial model of
// a host and its properties. Shared by the server (validation, answers) and the browser (parsing).

const isoDay = (field: string) => v.pipe(v.string(`${field} must be a date`), v.isoDate(`${field} must be a date in the form yyyy-MM-dd`), realDay(`${field} must be a real calendar day between 1900 and 2999`));

export const PlanSchema = v.object({
  /** The plan's item price id (what change-plan names). */
  id: v.string(),
  period: v.number(),
  periodUnit: v.picklist(['day', 'week', 'month', 'year']),
  price: v.number(),
  currency: v.string(),
  leads: v.number(),
  unitPublish: v.number(),
  boostCoins: v.number(),
  boosts: v.array(v.object({ coins: v.number(), expirationDate: v.string() })),
  /** The add-on services the plan includes. */
  services: v.array(v.picklist(ADD_ON_SERVICES)),
});
export const PlanListSchema = v.object({ items: v.array(PlanSchema) });
export const PlansQuerySchema = v.object({
  propertyUnitId: v.optional(v.string()),
  couponId: v.optional(v.pipe(v.string(), v.maxLength(60))),
});

const QuotaFlags = { isEmpty: v.boolean(), isLow: v.boolean() };
export const ScheduledBoostSchema = v.object({ id: v.string(), unitId: v.string(), startDate: v.string(), endDate: v.string(), coins: v.number() });

/** GET /api/app/v2/user/subscription: the subscription, its quotas and the HC §4 flags. */
export const SubscriptionViewSchema = v.object({
  subscription: v.object({
    id: v.string(),
    planId: v.string(),
    status: v.string(),
    internalStatus: v.string(),
    expirationDate: v.nullable(v.string()),
    isCancellationScheduled: v.boolean(),
    provider: v.string(),
    isExpired: v.boolean(),
    isAboutToExpire: v.boolean(),
  }),
  leads: v.object({ enabled: v.boolean(), remaining: v.number(), total: v.number(), ...QuotaFlags }),
  unitPublish: v.object({ enabled: v.boolean(), cost: v.number(), quota: v.number(), used: v.number(), remaining: v.number(), ...QuotaFlags }),
  boost: v.object({
    enabled: v.boolean(),
    availableItems: v.number(),
    cost: v.number(),
    level: v.number(),
    quota: v.number(),
    used: v.number(),
    remaining: v.number(),
    scheduledPeriods: v.array(ScheduledBoostSchema),
    ...QuotaFlags,
  }),
});
export type SubscriptionView = v.InferOutput<typeof SubscriptionViewSchema>;

/** POST /api/app/subscription/{id}/change-plan. An empty coupon is the same as none. */
export const ChangePlanSchema = v.object({
  planItemPriceId: v.pipe(v.string('choose a plan'), v.trim(), v.minLength(1, 'choose a plan'), v.maxLength(80)),
  couponCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'must be at most 60 characters'))),
});
export type ChangePlan = v.InferOutput<typeof ChangePlanSchema>;

export const BillingReceiptSchema = v.object({ provider: v.string(), charged: v.boolean(), message: v.string() });
export const ChangePlanResultSchema = v.object({ subscription: SubscriptionViewSchema, billing: BillingReceiptSchema });

/** POST /api/app/user/subscription/coin/boost: one unit's boost, both days included. */
export const BoostRequestSchema = v.pipe(
  v.object({
    propertyUnitId: v.pipe(v.string('choose a unit'), v.minLength(1, 'choose a unit')),
    startDate: isoDay('startDate'),
    endDate: isoDay('endDate'),
  }),
  v.forward(
    v.check((b) => b.endDate >= b.startDate, 'must be on or after the start date'),
    ['endDate'],
  ),
  v.forward(
    v.check((b) => (Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 < BOOST_MAX_DAYS, `a boost lasts at most ${BOOST_MAX_DAYS} days`),
    ['endDate'],
  ),
);
export type BoostRequest = v.InferOutput<typeof BoostRequestSchema>;
export const BoostResultSchema = v.object({ boost: ScheduledBoostSchema, subscription: SubscriptionViewSchema });

/** GET /api/app/subscription/info/{unitId}. */
export const UnitSubscriptionInfoSchema = v.object({
  unitId: v.string(),
  currentPlan: v.object({
    planId: v.string(),
    subscriptionStatus: v.string(),
    subscriptionInternalStatus: v.string(),
    isCancellationScheduled: v.boolean(),
  }),
  boosts: v.array(ScheduledBoostSchema),
});
export type UnitSubscriptionInfo = v.InferOutput<typeof UnitSubscriptionInfoSchema>;

/** The host's commercial model (GET/PUT /api/app/commercial-model). */
export const CommercialModelViewSchema = v.object({
  commercialModel: v.picklist(['subscription', 'commission']),
  /** False once onboarding is over or a unit has been published or sent for review. */
  changeable: v.boolean(),
  onboardingStatus: v.picklist(['in_progress', 'finished']),
  biddingTag: v.nullable(v.number()),
  isHybrid: v.boolean(),
  commissionTermsAccepted: v.boolean(),
  planServicesConfirmed: v.boolean(),
});
export type CommercialModelView = v.InferOutput<typeof CommercialModelViewSchema>;
export const CommercialModelChangeSchema = v.object({
  commercialModel: v.picklist(['subscription', 'commission'], 'must be subscription or commission'),
});
/** Accepting (or confirming having read) is a yes; there is no "no" to store. */
export const AcceptSchema = v.object({ accepted: v.literal(true, 'must be accepted') });

export const PropertyCommercialModelPlanSchema = v.object({
  commercialModelPlan: v.nullable(v.picklist(COMMERCIAL_MODEL_PLANS)),
  allowedPlans: v.array(v.picklist(COMMERCIAL_MODEL_PLANS)),
});
export const CommercialModelPlanPutSchema = v.object({
  commercialModelPlan: v.picklist(COMMERCIAL_MODEL_PLANS, `must be one of ${COMMERCIAL_MODEL_PLANS.join(', ')}`),
});

/** DELETE /api/app/subscription: cancel at the end of the period. */
export const CancelSubscriptionSchema = v.object({
  subscriptionId: v.pipe(v.string('name the subscription'), v.minLength(1, 'name the subscription')),
  reason: v.pipe(v.string('give a reason'), v.trim(), v.minLength(1, 'give a reason'), v.maxLength(500, 'must be at most 500 characters')),
});
/** DELETE /api/app/subscription/{id}/scheduled-changes: withdraw what was scheduled. */
export const WithdrawChangesSchema = v.object({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
});
export const ScheduledChangeListSchema = v.object({
  items: v.array(v.object({ id: v.string(), kind: v.string(), planId: v.nullable(v.string()), effectiveAt: v.string(), detail: v.record(v.string(), v.unknown()) })),
});
export const PaymentSourceStatusSchema = v.object({ provider: v.string(), hasPaymentSource: v.boolean(), chargesCards: v.boolean() });
/** POST /api/app/subscription/in_progress. */
export const HostedPageSchema = v.object({ hostedPageId: v.pipe(v.string('give the hosted page id'), v.trim(), v.minLength(1, 'give the hosted page id'), v.maxLength(200)) });
