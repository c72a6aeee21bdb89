import { SubscriptionViewSchema } from '../../shared/schemas/subscription';
import { api, callApi, parseAnswer } from './http';

/** DELETE /api/app/subscription: the cancellation is scheduled for the end of the period. */
export const cancelSubscription = (subscriptionId: string, reason: string) =>
  callApi(async () => parseAnswer(SubscriptionViewSchema, await api.delete('app/subscription', { json: { subscriptionId, reason } }).json()));
