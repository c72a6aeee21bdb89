import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import * as v from 'valibot';
import { validate } from '../http/validate';
import { hlQuery as hl } from '../http/locale-query';
import { publicUnit } from '../services/public-units';

// The guest page's read of a published unit, mounted under /api/public (no token).
export function publicUnitsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/property-units/:id', validate('query', v.object({ hl })), async (c) =>
    c.json(await publicUnit(deps.database.db, c.req.param('id'), c.req.valid('query').hl)),
  );
  return r;
}
