import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ScheduledChangeListSchema, SubscriptionViewSchema } from '../../../shared/schemas/subscription';
import { api, callApi, parseAnswer } from '../../api/http';
import { subscriptionKeys } from '../../api/subscriptions';

/** DELETE /api/app/subscription: the cancellation is scheduled for the end of the period. */
export const cancelSubscription = (subscriptionId: string, reason: string) =>
  callApi(async () => parseAnswer(SubscriptionViewSchema, await api.delete('app/subscription', { json: { subscriptionId, reason } }).json()));

// The subscription's scheduled changes (HC §7: GET and DELETE
// /api/app/subscription/{id}/scheduled-changes). The key sits under 'subscription', so whatever
// refreshes the subscription (a cancellation, a plan change) refreshes this list too.

export const scheduledChangesKey = (subscriptionId: string) => ['subscription', 'scheduled-changes', subscriptionId] as const;

export const fetchScheduledChanges = (subscriptionId: string, signal?: AbortSignal) =>
  callApi(async () => parseAnswer(ScheduledChangeListSchema, await api.get(`app/subscription/${encodeURIComponent(subscriptionId)}/scheduled-changes`, { signal }).json()));

/** The server withdraws every scheduled change of the subscription at once. */
export const withdrawScheduledChanges = (subscriptionId: string, reason: string) =>
  callApi(async () =>
    parseAnswer(
      SubscriptionViewSchema,
      await api.delete(`app/subscription/${encodeURIComponent(subscriptionId)}/scheduled-changes`, { json: reason.trim() ? { reason: reason.trim() } : {} }).json(),
    ),
  );

export const useScheduledChanges = (subscriptionId: string) =>
  useQuery({ queryKey: scheduledChangesKey(subscriptionId), queryFn: ({ signal }) => fetchScheduledChanges(subscriptionId, signal), gcTime: 0 });

export function useWithdrawScheduledChanges(subscriptionId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorShown: 'inline' }, // shown by the withdraw form
    mutationFn: (reason: string) => withdrawScheduledChanges(subscriptionId, reason),
    onSuccess: async (view) => {
      client.setQueryData(subscriptionKeys.subscription, view);
      await client.invalidateQueries({ queryKey: ['subscription'] });
    },
  });
}
