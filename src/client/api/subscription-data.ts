import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { becameEditable } from '../../shared/domain/subscription-rules';
import { confirmationOverdueAt, IN_PROGRESS, nextInProgressPoll } from '../../shared/domain/subscription-timings';
import { propertyKeys } from './properties';
import {
  fetchCommercialModel,
  fetchPlans,
  fetchPropertyCommercialModelPlan,
  fetchSubscription,
  fetchUnitSubscriptionInfo,
  subscriptionKeys,
} from './subscriptions';

// What the listing's subscription steps and the subscription panels read. A step's save does not reach the query cache, so these
// entries are dropped as soon as no form shows them (gcTime 0): the next form that opens reads
// what the server holds now, never what it held before the save.

const fresh = { gcTime: 0, staleTime: 0 } as const;

export const usePlans = () => useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), ...fresh });
export const useSubscription = () => useQuery({ queryKey: subscriptionKeys.subscription, queryFn: ({ signal }) => fetchSubscription(signal), ...fresh });
/** A payment the page watches: since when (ms), and whether it took longer than the patience. */
interface PaymentWatch {
  since: number;
  overdue: boolean;
}

/** What a screen shows of a payment in progress: whether to say it is still being confirmed, and the host's "check again". */
export interface PaymentConfirmation {
  overdue: boolean;
  checkAgain: () => void;
}

/**
 * A unit's subscription info. HC §4: when its internal status enters (active, cancelled) the
 * subscription became editable, and the host's subscription and the property lists are read
 * again (a newly paid unit changes both). While a payment is in progress the status is read
 * again every 3 s for 10 s (subscription-timings); then `payment.overdue` is set and reading
 * stops until the host asks to check again.
 */
export function useUnitSubscriptionInfo(unitId: string) {
  const client = useQueryClient();
  const [watch, setWatch] = useState<PaymentWatch | null>(null);
  // The poll delay is worked out inside the query (after each answer): it reads the watch here.
  const watchRef = useRef(watch);
  watchRef.current = watch;
  const query = useQuery({
    queryKey: subscriptionKeys.unitInfo(unitId),
    queryFn: ({ signal }) => fetchUnitSubscriptionInfo(unitId, signal),
    refetchInterval: (q) => (watchRef.current?.overdue ? false : nextInProgressPoll(q.state.data?.currentPlan.subscriptionInternalStatus, watchRef.current?.since ?? null, Date.now())),
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

  // Watching starts when the page first sees the payment in progress and ends when it is not.
  const inProgress = status === IN_PROGRESS;
  useEffect(() => {
    setWatch((w) => (inProgress ? (w ?? { since: Date.now(), overdue: false }) : null));
  }, [inProgress]);
  useEffect(() => {
    if (!watch || watch.overdue) return;
    const timer = setTimeout(() => setWatch((w) => (w === watch ? { ...w, overdue: true } : w)), confirmationOverdueAt(watch.since) - Date.now());
    return () => clearTimeout(timer);
  }, [watch]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setWatch({ since: Date.now(), overdue: false });
    void refetch();
  }, [refetch]);
  const payment: PaymentConfirmation = { overdue: inProgress && !!watch?.overdue, checkAgain };
  return { ...query, payment };
}
export const useCommercialModel = () => useQuery({ queryKey: subscriptionKeys.commercialModel, queryFn: ({ signal }) => fetchCommercialModel(signal), ...fresh });
export const usePropertyCommercialModelPlan = (propertyId: string) =>
  useQuery({ queryKey: subscriptionKeys.propertyPlan(propertyId), queryFn: ({ signal }) => fetchPropertyCommercialModelPlan(propertyId, signal), ...fresh });
