import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { hlQuery } from '../http/locale-query';
import { hostStayQuote, publicStayQuote, withLineLabels } from '../services/stay-quote';
import { StayQuoteQuerySchema } from '../../shared/schemas/stay-quote';

// Routes for pricing (stay quote), mounted under /api/app (token required, host from the token).
export function stayQuoteRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/property-unit/:id/quote', validate('query', StayQuoteQuerySchema), async (c) =>
    c.json(await hostStayQuote(deps.database.db, c.get('host').id, c.req.param('id'), c.req.valid('query'))),
  );
  return r;
}

// Public routes for the guest-facing stay quote, mounted under /api/public (no token).
export function stayQuotePublicRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  // hl names the lines for the guest page (as the unit's read names its amenities).
  r.get('/property-units/:id/quote', validate('query', v.intersect([StayQuoteQuerySchema, v.object({ hl: hlQuery })])), async (c) => {
    const { hl, ...query } = c.req.valid('query');
    return c.json(withLineLabels(await publicStayQuote(deps.database.db, c.req.param('id'), query), hl));
  });
  return r;
}
