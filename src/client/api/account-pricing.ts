import { api, callApi, parseAnswer } from './http';
import { BillingTagSaveResultSchema, BillingTagViewSchema } from '../../shared/schemas/account-pricing';

// The pricing model tab's calls (server: routes/billing-tag.ts).

export const billingTagKeys = { view: ['account', 'billing-tag'] as const };

export const fetchBillingTag = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BillingTagViewSchema, await api.get('app/user/billing-tag', { signal }).json()));

export const saveBillingTag = (tag: string, applyToExistingProperties: boolean) =>
  callApi(async () =>
    parseAnswer(BillingTagSaveResultSchema, await api.put(`app/user/billing-tag/${encodeURIComponent(tag)}/save`, { json: { applyToExistingProperties } }).json()),
  );
