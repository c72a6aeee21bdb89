import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { getBillingDetails, saveBillingDetails } from '../services/account-money/billing-details';
import { billingHistory } from '../services/account-money/billing-history';
import { assertCheckoutEnabled, deletePaymentDetails, getPaymentDetails, savePaymentDetails } from '../services/account-money/payment-details';
import { earningsOf } from '../services/account-money/earnings';
import {
  BillingHistoryQuerySchema,
  EarningsQuerySchema,
  InvoiceRecipientInputSchema,
  PaymentMethodInputSchema,
} from '../../shared/schemas/account-money';

// The account's money tabs, mounted under /api/app/user beside routes/user.ts (paths not shown by
// the spec; listed in the OpenAPI document):
//   GET/PUT /billing-details, GET /billing-history?page=&limit=,
//   GET/PUT/DELETE /payment-details (hosts with subscription checkout only), GET /earnings?year=
// Every call works on the host of the token (the impersonated host when staff acts for one).
export function accountMoneyRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/billing-details', async (c) => c.json(await getBillingDetails(db(), c.get('host'))));
  r.put('/billing-details', validate('json', InvoiceRecipientInputSchema), async (c) => c.json(await saveBillingDetails(db(), actorOf(c), c.req.valid('json'))));

  r.get('/billing-history', validate('query', BillingHistoryQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await billingHistory(db(), c.get('host').id, page, limit));
  });

  // Before validation: a host without subscription checkout gets 404 whatever it sends.
  r.use('/payment-details', async (c, next) => {
    assertCheckoutEnabled(c.get('host'));
    await next();
  });
  r.get('/payment-details', async (c) => c.json(await getPaymentDetails(db(), c.get('host'))));
  r.put('/payment-details', validate('json', PaymentMethodInputSchema), async (c) => c.json(await savePaymentDetails(db(), actorOf(c), c.req.valid('json'))));
  r.delete('/payment-details', async (c) => {
    await deletePaymentDetails(db(), actorOf(c));
    return c.body(null, 204);
  });

  r.get('/earnings', validate('query', EarningsQuerySchema), async (c) => {
    const year = c.req.valid('query').year ?? new Date().getUTCFullYear();
    return c.json(await earningsOf(db(), c.get('host'), year));
  });
  return r;
}
