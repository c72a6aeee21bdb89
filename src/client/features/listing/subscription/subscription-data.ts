import { useQuery } from '@tanstack/react-query';
import {
  fetchCommercialModel,
  fetchPlans,
  fetchPropertyCommercialModelPlan,
  fetchSubscription,
  fetchUnitSubscriptionInfo,
  subscriptionKeys,
} from '../../../api/subscriptions';

// What the subscription steps read. A step's save does not reach the query cache, so these
// entries are dropped as soon as no form shows them (gcTime 0): the next form that opens reads
// what the server holds now, never what it held before the save.

const fresh = { gcTime: 0, staleTime: 0 } as const;

export const usePlans = () => useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), ...fresh });
export const useSubscription = () => useQuery({ queryKey: subscriptionKeys.subscription, queryFn: ({ signal }) => fetchSubscription(signal), ...fresh });
export const useUnitSubscriptionInfo = (unitId: string) =>
  useQuery({ queryKey: subscriptionKeys.unitInfo(unitId), queryFn: ({ signal }) => fetchUnitSubscriptionInfo(unitId, signal), ...fresh });
export const useCommercialModel = () => useQuery({ queryKey: subscriptionKeys.commercialModel, queryFn: ({ signal }) => fetchCommercialModel(signal), ...fresh });
export const usePropertyCommercialModelPlan = (propertyId: string) =>
  useQuery({ queryKey: subscriptionKeys.propertyPlan(propertyId), queryFn: ({ signal }) => fetchPropertyCommercialModelPlan(propertyId, signal), ...fresh });
