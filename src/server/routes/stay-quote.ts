import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { hostStayQuote, publicStayQuote } from '../services/stay-quote';
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
  r.get('/property-units/:id/quote', validate('query', StayQuoteQuerySchema), async (c) =>
    c.json(await publicStayQuote(deps.database.db, c.req.param('id'), c.req.valid('query'))),
  );
  return r;
}
