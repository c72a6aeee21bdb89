import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { hlQuery } from '../http/locale-query';
import { ProblemError, ProblemType } from '../http/problem';
import { createGeocoder } from '../services/geocoder';
import { GeocoderError } from '../services/geocoder-nominatim';
import { PlaceQuerySchema } from '../../shared/schemas/places';

// Location autocomplete (GET /api/app/places?q=&country=&limit=&hl=): places whose name starts
// with q, the most populous first, from the configured geocoder (services/geocoder.ts).
export function placesRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const geocoder = createGeocoder(deps.env, deps.database.db);
  r.get('/', validate('query', v.object({ ...PlaceQuerySchema.entries, hl: hlQuery })), async (c) => {
    const { q, country, limit, hl } = c.req.valid('query');
    try {
      return c.json({ items: await geocoder.search(q, { country, limit, locale: hl }) });
    } catch (err) {
      // An external geocoder down or slow is not our server failing: 502 says so to the browser.
      if (err instanceof GeocoderError || (err instanceof Error && err.name === 'TimeoutError')) {
        deps.logger.warn({ err }, 'geocoder unavailable');
        throw new ProblemError(502, ProblemType.internal, 'Geocoder unavailable', 'Place search is unavailable right now.');
      }
      throw err;
    }
  });
  return r;
}
