import { defineRoutes } from '../http/route-table';
import { actorOf } from '../http/actor';
import { changePlan, getSubscription, plansOffered, selfRenewalPlans, unitSubscriptionInfo } from '../services/subscriptions';
import { cancelSubscription, listScheduledChanges, markInProgress, paymentSourceStatus, withdrawScheduledChanges } from '../services/subscriptions-changes';
import { scheduleBoost } from '../services/subscriptions-boost';
import {
  acceptCommissionTerms,
  changeCommercialModel,
  confirmPlanServices,
  getCommercialModel,
  getPropertyCommercialModelPlan,
  setPropertyCommercialModelPlan,
} from '../services/subscriptions-commercial-model';
import {
  AcceptSchema,
  BoostRequestSchema,
  BoostResultSchema,
  CancelSubscriptionSchema,
  ChangePlanResultSchema,
  ChangePlanSchema,
  CommercialModelChangeSchema,
  CommercialModelPlanPutSchema,
  CommercialModelViewSchema,
  HostedPageSchema,
  PaymentSourceStatusSchema,
  PlanListSchema,
  PlansQuerySchema,
  PropertyCommercialModelPlanSchema,
  ScheduledChangeListSchema,
  SubscriptionViewSchema,
  UnitSubscriptionInfoSchema,
  WithdrawChangesSchema,
} from '../../shared/schemas/subscription';

// Subscriptions (HC §7 Subscriptions) and the commercial model of the host and its
// properties, mounted under /api/app (token required; the host comes from the token). The
// commercial-model paths are ours: the spec does not show them.
export const subscriptionsRoutes = defineRoutes('/api/app', 'subscriptions', (route) => {
  route.get(
    '/v2/user/subscription',
    { summary: "The host's subscription: leads, unit publish and boost quotas with the HC §4 flags (a trial starts on first read)", auth: true, response: SubscriptionViewSchema },
    async (c, _, deps) => c.json(await getSubscription(deps.database.db, actorOf(c))),
  );
  route.get(
    '/subscriptions/plans',
    { summary: 'The plans offered: years converted to months, monthly plans only, expired bundled boosts dropped', auth: true, query: PlansQuerySchema, response: PlanListSchema },
    (c) => c.json({ items: plansOffered() }),
  );
  route.post(
    '/subscription/:subscriptionId/change-plan',
    {
      summary: 'Change plan (coupon optional); billed by the built-in provider, which records the change and charges no card (400 naming planItemPriceId/couponCode)',
      auth: true,
      body: ChangePlanSchema,
      response: ChangePlanResultSchema,
    },
    async (c, { body }, deps) => c.json(await changePlan(deps.database.db, actorOf(c), c.req.param('subscriptionId'), body)),
  );
  route.get(
    '/subscription/info/:unitId',
    { summary: "The subscription as it applies to one unit, with the unit's boosts", auth: true, response: UnitSubscriptionInfoSchema },
    async (c, _, deps) => c.json(await unitSubscriptionInfo(deps.database.db, actorOf(c), c.req.param('unitId'))),
  );
  route.post(
    '/user/subscription/coin/boost',
    {
      summary: "Schedule a unit's boost (both days included), paid in boost coins (201; 409 when the coins do not suffice or the dates overlap a boost)",
      auth: true,
      success: [201],
      body: BoostRequestSchema,
      response: BoostResultSchema,
    },
    async (c, { body }, deps) => c.json(await scheduleBoost(deps.database.db, actorOf(c), body), 201),
  );

  route.get(
    '/subscription/self-renewal/plans/:propertyUnitId',
    { summary: 'The plans a unit may renew on, priced with the coupon (400 naming couponId when it is not valid)', auth: true, query: PlansQuerySchema, response: PlanListSchema },
    async (c, { query }, deps) => c.json(await selfRenewalPlans(deps.database.db, actorOf(c), c.req.param('propertyUnitId'), query.couponId)),
  );
  route.get(
    '/subscription/:subscriptionId/scheduled-changes',
    { summary: 'Changes that take effect later (a scheduled cancellation)', auth: true, response: ScheduledChangeListSchema },
    async (c, _, deps) => c.json(await listScheduledChanges(deps.database.db, actorOf(c), c.req.param('subscriptionId'))),
  );
  route.delete(
    '/subscription/:subscriptionId/scheduled-changes',
    { summary: 'Withdraw the scheduled changes (the cancellation no longer happens)', auth: true, body: WithdrawChangesSchema, response: SubscriptionViewSchema },
    async (c, { body }, deps) => c.json(await withdrawScheduledChanges(deps.database.db, actorOf(c), c.req.param('subscriptionId'), body.reason)),
  );
  route.delete(
    '/subscription',
    {
      summary: 'Cancel at the end of the period: the cancellation is scheduled, a trial becomes active (409 when already scheduled)',
      auth: true,
      body: CancelSubscriptionSchema,
      response: SubscriptionViewSchema,
    },
    async (c, { body }, deps) => c.json(await cancelSubscription(deps.database.db, actorOf(c), body.subscriptionId, body.reason)),
  );
  route.post(
    '/subscription/in_progress',
    { summary: "A provider's hosted payment page was opened: the subscription is in progress", auth: true, body: HostedPageSchema, response: SubscriptionViewSchema },
    async (c, { body }, deps) => c.json(await markInProgress(deps.database.db, actorOf(c), body.hostedPageId)),
  );
  route.get(
    '/subscriptions/payment-source/status',
    { summary: 'Whether a card is on file (the built-in billing keeps none and charges none)', auth: true, response: PaymentSourceStatusSchema },
    (c) => c.json(paymentSourceStatus()),
  );

  route.get(
    '/commercial-model',
    { summary: "The host's commercial model, hybrid status and what it accepted", auth: true, response: CommercialModelViewSchema },
    async (c, _, deps) => c.json(await getCommercialModel(deps.database.db, actorOf(c))),
  );
  route.put(
    '/commercial-model',
    { summary: 'Choose subscription or commission (only while onboarding is in progress; 409 after)', auth: true, body: CommercialModelChangeSchema, response: CommercialModelViewSchema },
    async (c, { body }, deps) => c.json(await changeCommercialModel(deps.database.db, actorOf(c), body.commercialModel)),
  );
  route.put(
    '/commercial-model/commission-terms',
    { summary: 'Accept the commission terms (commission hosts; 409 otherwise)', auth: true, body: AcceptSchema, response: CommercialModelViewSchema },
    async (c, _, deps) => c.json(await acceptCommissionTerms(deps.database.db, actorOf(c))),
  );
  route.put(
    '/commercial-model/plan-services',
    { summary: 'Confirm having read what the commercial model plan includes', auth: true, body: AcceptSchema, response: CommercialModelViewSchema },
    async (c, _, deps) => c.json(await confirmPlanServices(deps.database.db, actorOf(c))),
  );
  // A property's commercial model plan: this area's, documented with the properties.
  route.get(
    '/properties/:id/commercial-model-plan',
    { summary: "A property's commercial model plan and the plans that fit the host", auth: true, tag: 'properties', response: PropertyCommercialModelPlanSchema },
    async (c, _, deps) => c.json(await getPropertyCommercialModelPlan(deps.database.db, actorOf(c), c.req.param('id'))),
  );
  route.put(
    '/properties/:id/commercial-model-plan',
    { summary: "Set a property's commercial model plan (400 when it does not fit the host's model)", auth: true, tag: 'properties', body: CommercialModelPlanPutSchema, response: PropertyCommercialModelPlanSchema },
    async (c, { body }, deps) => c.json(await setPropertyCommercialModelPlan(deps.database.db, actorOf(c), c.req.param('id'), body.commercialModelPlan)),
  );
});
