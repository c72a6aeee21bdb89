import {
  BoostResultSchema,
  ChangePlanResultSchema,
  CommercialModelViewSchema,
  PlanListSchema,
  PropertyCommercialModelPlanSchema,
  SubscriptionViewSchema,
  UnitSubscriptionInfoSchema,
  type BoostRequest,
} from '../../shared/schemas/subscription';
import type { CommercialModelPlan } from '../../shared/domain/commercial-model-plans';
import { api, callApi, parseAnswer } from './http';

// The subscription and commercial-model calls (HC §7 Subscriptions; the
// commercial-model paths are ours). Answers are checked against the schemas the server uses.

export const subscriptionKeys = {
  plans: ['subscription', 'plans'] as const,
  subscription: ['subscription', 'v2'] as const,
  unitInfo: (unitId: string) => ['subscription', 'unit-info', unitId] as const,
  commercialModel: ['subscription', 'commercial-model'] as const,
  propertyPlan: (propertyId: string) => ['subscription', 'property-plan', propertyId] as const,
};

export const fetchPlans = (signal?: AbortSignal) => callApi(async () => parseAnswer(PlanListSchema, await api.get('app/subscriptions/plans', { signal }).json()));

export const fetchSubscription = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(SubscriptionViewSchema, await api.get('app/v2/user/subscription', { signal }).json()));

export const fetchUnitSubscriptionInfo = (unitId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(UnitSubscriptionInfoSchema, await api.get(`app/subscription/info/${encodeURIComponent(unitId)}`, { signal }).json()));

/** An empty coupon is left out (the server would read it as none anyway). */
export const changePlan = (subscriptionId: string, planItemPriceId: string, couponCode?: string) =>
  callApi(async () =>
    parseAnswer(
      ChangePlanResultSchema,
      await api
        .post(`app/subscription/${encodeURIComponent(subscriptionId)}/change-plan`, { json: couponCode?.trim() ? { planItemPriceId, couponCode: couponCode.trim() } : { planItemPriceId } })
        .json(),
    ),
  );

export const scheduleBoost = (request: BoostRequest) =>
  callApi(async () => parseAnswer(BoostResultSchema, await api.post('app/user/subscription/coin/boost', { json: request }).json()));

export const fetchCommercialModel = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(CommercialModelViewSchema, await api.get('app/commercial-model', { signal }).json()));

export const changeCommercialModel = (commercialModel: 'subscription' | 'commission') =>
  callApi(async () => parseAnswer(CommercialModelViewSchema, await api.put('app/commercial-model', { json: { commercialModel } }).json()));

export const acceptCommissionTerms = () =>
  callApi(async () => parseAnswer(CommercialModelViewSchema, await api.put('app/commercial-model/commission-terms', { json: { accepted: true } }).json()));

export const confirmPlanServices = () =>
  callApi(async () => parseAnswer(CommercialModelViewSchema, await api.put('app/commercial-model/plan-services', { json: { accepted: true } }).json()));

export const fetchPropertyCommercialModelPlan = (propertyId: string, signal?: AbortSignal) =>
  callApi(async () =>
    parseAnswer(PropertyCommercialModelPlanSchema, await api.get(`app/properties/${encodeURIComponent(propertyId)}/commercial-model-plan`, { signal }).json()),
  );

export const putPropertyCommercialModelPlan = (propertyId: string, commercialModelPlan: CommercialModelPlan) =>
  callApi(async () =>
    parseAnswer(
      PropertyCommercialModelPlanSchema,
      await api.put(`app/properties/${encodeURIComponent(propertyId)}/commercial-model-plan`, { json: { commercialModelPlan } }).json(),
    ),
  );
