import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { PROFILE_IMAGE_FILE_FIELD, ProfileImageSchema } from '../../../shared/schemas/account-image';
import {
  BillingDetailsViewSchema,
  BillingHistoryPageSchema,
  EarningsViewSchema,
  PaymentDetailsViewSchema,
  type BillingDetailsView,
  type BillingHistoryPage,
  type EarningsView,
  type InvoiceRecipientInput,
  type PaymentDetailsView,
  type PaymentMethodInput,
} from '../../../shared/schemas/account-money';
import { BillingTagSaveResultSchema, BillingTagViewSchema } from '../../../shared/schemas/account-pricing';
import { MailPreferencesSchema, type MailPreferencePut, type MailPreferences } from '../../../shared/schemas/mail-preferences';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';
import { REPORT_GC_MS } from '../../api/reports';
import { uploadWithProgress } from '../../api/xhr-upload';

// The account's data access: the profile picture, the money tabs, the pricing model tab and the
// mail preferences of the Notifications tab.

// The profile picture's calls (server: routes/user-image.ts). The upload goes through
// XMLHttpRequest for its progress events, the delete through the fetch client (api/http.ts).

export async function uploadProfileImage(file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append(PROFILE_IMAGE_FILE_FIELD, file, file.name);
  return parseAnswer(ProfileImageSchema, await uploadWithProgress({ url: '/api/app/user/image', body, onProgress, signal }));
}

export const deleteProfileImage = () =>
  callApi(async () => {
    await api.delete('app/user/image');
  });

// The pricing model tab's calls (server: routes/billing-tag.ts).

export const billingTagKeys = { view: ['account', 'billing-tag'] as const };

export const fetchBillingTag = (signal?: AbortSignal) =>
  callApi(async () => parseAnswer(BillingTagViewSchema, await api.get('app/user/billing-tag', { signal }).json()));

export const saveBillingTag = (tag: string, applyToExistingProperties: boolean) =>
  callApi(async () =>
    parseAnswer(BillingTagSaveResultSchema, await api.put(`app/user/billing-tag/${encodeURIComponent(tag)}/save`, { json: { applyToExistingProperties } }).json()),
  );

// GET and PUT /api/app/user/mail-preferences (server: routes/user.ts, services/mail/preferences.ts):
// which kinds of mail the host's address gets. The account's Notifications tab reads and switches them.

export const mailPreferencesKeys = { all: ['user', 'mail-preferences'] as const };

export const fetchMailPreferences = (signal?: AbortSignal): Promise<MailPreferences> =>
  callApi(async () => parseAnswer(MailPreferencesSchema, await api.get('app/user/mail-preferences', { signal }).json()));

export const putMailPreference = (change: MailPreferencePut): Promise<MailPreferences> =>
  callApi(async () => parseAnswer(MailPreferencesSchema, await api.put('app/user/mail-preferences', { json: change }).json()));

export function useMailPreferences() {
  return useQuery<MailPreferences, ApiError>({
    queryKey: mailPreferencesKeys.all,
    queryFn: ({ signal }) => fetchMailPreferences(signal),
    staleTime: 60_000,
  });
}

const withKind = (preferences: MailPreferences, change: MailPreferencePut): MailPreferences => ({
  ...preferences,
  kinds: preferences.kinds.map((k) => (k.kind === change.kind ? { ...k, enabled: change.enabled } : k)),
});

/**
 * Switches one kind at once (optimistic): the switch moves before the server answers, and moves
 * back when the server refuses. Only the switched kind is taken from the answer, so a second switch
 * changed while the first was saving keeps its own value. The tab shows a failure itself.
 */
export function useSetMailPreference() {
  const client = useQueryClient();
  return useMutation<MailPreferences, ApiError, MailPreferencePut, { previous?: MailPreferences }>({
    meta: { errorShown: 'inline' },
    mutationFn: putMailPreference,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: mailPreferencesKeys.all });
      const previous = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (previous) client.setQueryData(mailPreferencesKeys.all, withKind(previous, change));
      return { previous };
    },
    onError: (_error, change) => {
      const current = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (current) client.setQueryData(mailPreferencesKeys.all, withKind(current, { kind: change.kind, enabled: !change.enabled }));
    },
    onSuccess: (answer, change) => {
      const saved = answer.kinds.find((k) => k.kind === change.kind);
      const current = client.getQueryData<MailPreferences>(mailPreferencesKeys.all);
      if (current && saved) client.setQueryData(mailPreferencesKeys.all, { ...withKind(current, saved), bounced: answer.bounced });
    },
  });
}

// The account's money tabs (server: routes/account-money.ts): billing details and history,
// the SEPA payment mandate, earnings per booking.

export const accountMoneyKeys = {
  billingDetails: ['user', 'billing-details'] as const,
  billingHistory: (page: number) => ['user', 'billing-history', page] as const,
  paymentDetails: ['user', 'payment-details'] as const,
  earnings: (year: number | null) => ['user', 'earnings', year] as const,
};

export const BILLING_HISTORY_PAGE_SIZE = 10;

export const fetchBillingDetails = (signal?: AbortSignal): Promise<BillingDetailsView> =>
  callApi(async () => parseAnswer(BillingDetailsViewSchema, await api.get('app/user/billing-details', { signal }).json()));

export const putBillingDetails = (body: InvoiceRecipientInput): Promise<BillingDetailsView> =>
  callApi(async () => parseAnswer(BillingDetailsViewSchema, await api.put('app/user/billing-details', { json: body }).json()));

export const fetchBillingHistory = (page: number, signal?: AbortSignal): Promise<BillingHistoryPage> =>
  callApi(async () =>
    parseAnswer(BillingHistoryPageSchema, await api.get('app/user/billing-history', { searchParams: { page, limit: BILLING_HISTORY_PAGE_SIZE }, signal }).json()),
  );

export const fetchPaymentDetails = (signal?: AbortSignal): Promise<PaymentDetailsView> =>
  callApi(async () => parseAnswer(PaymentDetailsViewSchema, await api.get('app/user/payment-details', { signal }).json()));

export const putPaymentDetails = (body: PaymentMethodInput): Promise<PaymentDetailsView> =>
  callApi(async () => parseAnswer(PaymentDetailsViewSchema, await api.put('app/user/payment-details', { json: body }).json()));

export const deletePaymentDetails = (): Promise<void> =>
  callApi(async () => {
    await api.delete('app/user/payment-details');
  });

export const fetchEarnings = (year: number | null, signal?: AbortSignal): Promise<EarningsView> =>
  callApi(async () => parseAnswer(EarningsViewSchema, await api.get('app/user/earnings', { searchParams: year ? { year } : {}, signal }).json()));

export const useBillingDetails = () => useQuery<BillingDetailsView, ApiError>({ queryKey: accountMoneyKeys.billingDetails, queryFn: ({ signal }) => fetchBillingDetails(signal) });

export function useSaveBillingDetails() {
  const client = useQueryClient();
  return useMutation<BillingDetailsView, ApiError, InvoiceRecipientInput>({
    meta: { errorShown: 'inline' }, // shown by the billing form
    mutationFn: putBillingDetails,
    onSuccess: (saved) => client.setQueryData(accountMoneyKeys.billingDetails, saved),
  });
}

export const useBillingHistory = (page: number) =>
  useQuery<BillingHistoryPage, ApiError>({ queryKey: accountMoneyKeys.billingHistory(page), queryFn: ({ signal }) => fetchBillingHistory(page, signal), placeholderData: keepPreviousData });

export const usePaymentDetails = () => useQuery<PaymentDetailsView, ApiError>({ queryKey: accountMoneyKeys.paymentDetails, queryFn: ({ signal }) => fetchPaymentDetails(signal) });

export function useSavePaymentDetails() {
  const client = useQueryClient();
  return useMutation<PaymentDetailsView, ApiError, PaymentMethodInput>({
    meta: { errorShown: 'inline' }, // shown by the payment form
    mutationFn: putPaymentDetails,
    onSuccess: (saved) => client.setQueryData(accountMoneyKeys.paymentDetails, saved),
  });
}

export function useDeletePaymentDetails() {
  const client = useQueryClient();
  return useMutation<void, ApiError, void>({
    meta: { errorShown: 'inline' }, // shown by the payment tab
    mutationFn: deletePaymentDetails,
    onSuccess: () => client.setQueryData<PaymentDetailsView>(accountMoneyKeys.paymentDetails, { paymentMethod: null }),
  });
}

/** The earnings report is report data: dropped 1 s after no screen shows it (REPORT_GC_MS). */
export const useEarnings = (year: number | null) =>
  useQuery<EarningsView, ApiError>({
    queryKey: accountMoneyKeys.earnings(year),
    queryFn: ({ signal }) => fetchEarnings(year, signal),
    placeholderData: keepPreviousData,
    gcTime: REPORT_GC_MS,
  });
