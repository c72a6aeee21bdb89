import type { Operation } from './operation';
import {
  BillingDetailsViewSchema,
  BillingHistoryPageSchema,
  BillingHistoryQuerySchema,
  EarningsQuerySchema,
  EarningsViewSchema,
  InvoiceRecipientInputSchema,
  PaymentDetailsViewSchema,
  PaymentMethodInputSchema,
} from '../../shared/schemas/account-money';

// The account's money tabs (routes/account-money.ts) for the OpenAPI document.
export const accountMoneyOperations: Operation[] = [
  { method: 'get', path: '/api/app/user/billing-details', summary: 'Who invoices are made out to: saved, or prefilled from the onboarding details (source says which)', tag: 'account', auth: true, response: BillingDetailsViewSchema },
  { method: 'put', path: '/api/app/user/billing-details', summary: 'Save the invoice recipient (state cut to 3 characters; VAT id omitted without one or in a country without VAT; 400 naming each bad field)', tag: 'account', auth: true, body: InvoiceRecipientInputSchema, response: BillingDetailsViewSchema },
  { method: 'get', path: '/api/app/user/billing-history', summary: 'What the portal billed the host (plan changes, ...), newest first, paged', tag: 'account', auth: true, query: BillingHistoryQuerySchema, response: BillingHistoryPageSchema },
  { method: 'get', path: '/api/app/user/payment-details', summary: 'The SEPA direct-debit mandate subscription charges are collected with, IBAN masked (404 without subscription checkout)', tag: 'account', auth: true, response: PaymentDetailsViewSchema },
  { method: 'put', path: '/api/app/user/payment-details', summary: 'Sign a new mandate: the server makes its reference and date (400 naming iban when the IBAN is wrong)', tag: 'account', auth: true, body: PaymentMethodInputSchema, response: PaymentDetailsViewSchema },
  { method: 'delete', path: '/api/app/user/payment-details', summary: 'Remove the mandate (204; 404 when there is none)', tag: 'account', auth: true, success: [204] },
  { method: 'get', path: '/api/app/user/earnings', summary: "Per booking of the year (default this year): gross, the plan's commission, net payout; month and year totals per currency; the years that have bookings", tag: 'account', auth: true, query: EarningsQuerySchema, response: EarningsViewSchema },
];
