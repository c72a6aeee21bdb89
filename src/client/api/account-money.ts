import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
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
} from '../../shared/schemas/account-money';
import { api, callApi, parseAnswer, type ApiError } from './http';
import { REPORT_GC_MS } from './reports';

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
