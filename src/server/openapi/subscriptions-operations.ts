import type { Operation } from './operations';
import {
  AcceptSchema,
  BoostRequestSchema,
  BoostResultSchema,
  ChangePlanResultSchema,
  ChangePlanSchema,
  CommercialModelChangeSchema,
  CommercialModelPlanPutSchema,
  CommercialModelViewSchema,
  PlanListSchema,
  PlansQuerySchema,
  PropertyCommercialModelPlanSchema,
  SubscriptionViewSchema,
  UnitSubscriptionInfoSchema,
} from '../../shared/schemas/subscription';

// The subscription and commercial-model calls (routes/subscriptions.ts) for the OpenAPI document.
export const subscriptionOperations: Operation[] = [
  { method: 'get', path: '/api/app/v2/user/subscription', summary: "The host's subscription: leads, unit publish and boost quotas with the §4 flags (a trial starts on first read)", tag: 'subscriptions', auth: true, response: SubscriptionViewSchema },
  { method: 'get', path: '/api/app/subscriptions/plans', summary: 'The plans offered: years converted to months, monthly plans only, expired bundled boosts dropped', tag: 'subscriptions', auth: true, query: PlansQuerySchema, response: PlanListSchema },
  { method: 'post', path: '/api/app/subscription/{subscriptionId}/change-plan', summary: 'Change plan (coupon optional); billed by the built-in provider, which records the change and charges no card (400 naming planItemPriceId/couponCode)', tag: 'subscriptions', auth: true, body: ChangePlanSchema, response: ChangePlanResultSchema },
  { method: 'get', path: '/api/app/subscription/info/{unitId}', summary: "The subscription as it applies to one unit, with the unit's boosts", tag: 'subscriptions', auth: true, response: UnitSubscriptionInfoSchema },
  { method: 'post', path: '/api/app/user/subscription/coin/boost', summary: "Schedule a unit's boost (both days included), paid in boost coins (201; 409 when the coins do not suffice or the dates overlap a boost)", tag: 'subscriptions', auth: true, body: BoostRequestSchema, response: BoostResultSchema },
  { method: 'get', path: '/api/app/commercial-model', summary: "The host's commercial model, hybrid status and what it accepted", tag: 'subscriptions', auth: true, response: CommercialModelViewSchema },
  { method: 'put', path: '/api/app/commercial-model', summary: 'Choose subscription or commission (only while onboarding is in progress; 409 after)', tag: 'subscriptions', auth: true, body: CommercialModelChangeSchema, response: CommercialModelViewSchema },
  { method: 'put', path: '/api/app/commercial-model/commission-terms', summary: 'Accept the commission terms (commission hosts; 409 otherwise)', tag: 'subscriptions', auth: true, body: AcceptSchema, response: CommercialModelViewSchema },
  { method: 'put', path: '/api/app/commercial-model/plan-services', summary: 'Confirm having read what the commercial model plan includes', tag: 'subscriptions', auth: true, body: AcceptSchema, response: CommercialModelViewSchema },
  { method: 'get', path: '/api/app/properties/{id}/commercial-model-plan', summary: "A property's commercial model plan and the plans that fit the host", tag: 'properties', auth: true, response: PropertyCommercialModelPlanSchema },
  { method: 'put', path: '/api/app/properties/{id}/commercial-model-plan', summary: "Set a property's commercial model plan (400 when it does not fit the host's model)", tag: 'properties', auth: true, body: CommercialModelPlanPutSchema, response: PropertyCommercialModelPlanSchema },
];
