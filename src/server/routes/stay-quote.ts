import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import { defineRoutes } from '../http/route-table';
import { validate } from '../http/validate';
import { hlQuery } from '../http/locale-query';
import { hostStayQuote, publicStayQuote, withLineLabels } from '../services/stay-quote';
import { StayQuoteQueryFieldsSchema, StayQuoteQuerySchema, StayQuoteSchema } from '../../shared/schemas/stay-quote';

// The guest page's query is the stay's (with its checks across fields: checkOut after checkIn, at
// most a year of nights) and hl besides, an intersection a route table's `query` cannot be: the
// whole schema validates first (use), so a 400 names every field it did, and `query` gives its
// fields, which the document lists.
const wholeQuery = (schema: v.GenericSchema) => validate('query', schema) as MiddlewareHandler<AppEnv>;

// Pricing (stay quote), mounted under /api/app (token required, host from the token).
export const stayQuoteRoutes = defineRoutes('/api/app', 'units', (route) => {
  route.get(
    '/property-unit/:id/quote',
    {
      summary: 'Price and bookability of a stay (checkIn, checkOut = day of leaving, guests) on a unit of the host, whatever its state',
      auth: true,
      query: StayQuoteQuerySchema,
      response: StayQuoteSchema,
    },
    async (c, { query }, deps) => c.json(await hostStayQuote(deps.database.db, c.get('host').id, c.req.param('id'), query)),
  );
});

// The guest-facing stay quote, mounted under /api/public (no token).
export const stayQuotePublicRoutes = defineRoutes('/api/public', 'public', (route) => {
  route.get(
    '/property-units/:id/quote',
    {
      summary:
        'Price and bookability of a stay on a published unit (guest booking path; 404 otherwise); each extra charge line has a label, its service named in the language hl',
      auth: false,
      use: () => [wholeQuery(v.intersect([StayQuoteQuerySchema, v.object({ hl: hlQuery })]))],
      // hl names the lines for the guest page (as the unit's read names its amenities).
      query: v.object({ ...StayQuoteQueryFieldsSchema.entries, hl: hlQuery }),
      response: StayQuoteSchema,
    },
    async (c, { query: { hl, ...query } }, deps) => c.json(withLineLabels(await publicStayQuote(deps.database.db, c.req.param('id'), query), hl)),
  );
});
