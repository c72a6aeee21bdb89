import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { becameEditable } from '../../../../shared/domain/subscription-rules';
import { propertyKeys } from '../../properties/property-queries';
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
/** While a payment is being completed elsewhere (hosted page), the unit's status is asked again this often. */
export const IN_PROGRESS_POLL_MS = 3000;

/**
 * A unit's subscription info. Spec §4: when its internal status enters (active, cancelled) the
 * subscription became editable, and the host's subscription and the property lists are read
 * again (a newly paid unit changes both).
 */
export function useUnitSubscriptionInfo(unitId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: subscriptionKeys.unitInfo(unitId),
    queryFn: ({ signal }) => fetchUnitSubscriptionInfo(unitId, signal),
    refetchInterval: (q) => (q.state.data?.currentPlan.subscriptionInternalStatus === 'in_progress' ? IN_PROGRESS_POLL_MS : false),
    ...fresh,
  });
  const status = query.data?.currentPlan.subscriptionInternalStatus;
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (status === undefined) return;
    const before = previous.current;
    previous.current = status;
    // The first answer is where the page starts, not a change.
    if (before === undefined || !becameEditable(before, status)) return;
    void client.invalidateQueries({ queryKey: subscriptionKeys.subscription });
    void client.invalidateQueries({ queryKey: propertyKeys.lists });
  }, [client, status]);
  return query;
}
export const useCommercialModel = () => useQuery({ queryKey: subscriptionKeys.commercialModel, queryFn: ({ signal }) => fetchCommercialModel(signal), ...fresh });
export const usePropertyCommercialModelPlan = (propertyId: string) =>
  useQuery({ queryKey: subscriptionKeys.propertyPlan(propertyId), queryFn: ({ signal }) => fetchPropertyCommercialModelPlan(propertyId, signal), ...fresh });
