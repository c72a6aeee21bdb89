import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
import { getBillingDetails, saveBillingDetails } from '../services/account-money/billing-details';
import { billingHistory } from '../services/account-money/billing-history';
import { assertCheckoutEnabled, deletePaymentDetails, getPaymentDetails, savePaymentDetails } from '../services/account-money/payment-details';
import { earningsOf } from '../services/account-money/earnings';
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

// The account's money tabs, mounted under /api/app/user beside routes/user.ts (paths not shown by
// the spec; listed in the OpenAPI document):
//   GET/PUT /billing-details, GET /billing-history?page=&limit=,
//   GET/PUT/DELETE /payment-details (hosts with subscription checkout only), GET /earnings?year=
// Every call works on the host of the token (the impersonated host when staff acts for one).

/** Before validation: a host without subscription checkout gets 404 whatever it sends. */
const checkoutEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  assertCheckoutEnabled(c.get('host'));
  await next();
};

export const accountMoneyRoutes = defineRoutes('/api/app/user', 'account', (route) => {
  route.get(
    '/billing-details',
    { summary: 'Who invoices are made out to: saved, or prefilled from the onboarding details (source says which)', auth: true, response: BillingDetailsViewSchema },
    async (c, _, { database }) => c.json(await getBillingDetails(database.db, c.get('host'))),
  );
  route.put(
    '/billing-details',
    {
      summary: 'Save the invoice recipient (state cut to 3 characters; VAT id omitted without one or in a country without VAT; 400 naming each bad field)',
      auth: true,
      body: InvoiceRecipientInputSchema,
      response: BillingDetailsViewSchema,
    },
    async (c, { body }, { database }) => c.json(await saveBillingDetails(database.db, actorOf(c), body)),
  );

  route.get(
    '/billing-history',
    { summary: 'What the portal billed the host (plan changes, ...), newest first, paged', auth: true, query: BillingHistoryQuerySchema, response: BillingHistoryPageSchema },
    async (c, { query }, { database }) => {
      const { page, limit } = query;
      return c.json(await billingHistory(database.db, c.get('host').id, page, limit));
    },
  );

  route.get(
    '/payment-details',
    { summary: 'The SEPA direct-debit mandate subscription charges are collected with, IBAN masked (404 without subscription checkout)', auth: true, response: PaymentDetailsViewSchema, use: () => [checkoutEnabled] },
    async (c, _, { database }) => c.json(await getPaymentDetails(database.db, c.get('host'))),
  );
  route.put(
    '/payment-details',
    {
      summary: 'Sign a new mandate: the server makes its reference and date (400 naming iban when the IBAN is wrong)',
      auth: true,
      body: PaymentMethodInputSchema,
      response: PaymentDetailsViewSchema,
      use: () => [checkoutEnabled],
    },
    async (c, { body }, { database }) => c.json(await savePaymentDetails(database.db, actorOf(c), body)),
  );
  route.delete('/payment-details', { summary: 'Remove the mandate (204; 404 when there is none)', auth: true, success: [204], use: () => [checkoutEnabled] }, async (c, _, { database }) => {
    await deletePaymentDetails(database.db, actorOf(c));
    return c.body(null, 204);
  });

  route.get(
    '/earnings',
    {
      summary: "Per booking of the year (default this year): gross, the plan's commission, net payout; month and year totals per currency; the years that have bookings",
      auth: true,
      query: EarningsQuerySchema,
      response: EarningsViewSchema,
    },
    async (c, { query }, { database }) => {
      const year = query.year ?? new Date().getUTCFullYear();
      return c.json(await earningsOf(database.db, c.get('host'), year));
    },
  );
});
