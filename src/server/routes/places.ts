import * as v from 'valibot';
import { defineRoutes, perApp } from '../http/route-table';
import { hlQuery } from '../http/locale-query';
import { ProblemError, ProblemType } from '../http/problem';
import { createGeocoder } from '../services/geocoder';
import { GeocoderError } from '../services/geocoder-nominatim';
import { PlaceListSchema, PlaceQuerySchema } from '../../shared/schemas/places';

/** The configured geocoder (services/geocoder.ts), made once per app. */
const geocoderOf = perApp((deps) => createGeocoder(deps.env, deps.database.db));

// Location autocomplete (GET /api/app/places?q=&country=&limit=&hl=): places whose name starts
// with q, the most populous first. The path is ours, HC §7 names only the location PUTs.
export const placesRoutes = defineRoutes('/api/app/places', 'properties', (route) => {
  route.get(
    '/',
    {
      summary: 'Places whose name starts with q (accents and case ignored), most populous first; for the location step',
      auth: true,
      query: v.object({ ...PlaceQuerySchema.entries, hl: hlQuery }),
      response: PlaceListSchema,
    },
    async (c, { query: { q, country, limit, hl } }, deps) => {
      try {
        return c.json({ items: await geocoderOf(deps).search(q, { country, limit, locale: hl }) });
      } catch (err) {
        // An external geocoder down or slow is not our server failing: 502 says so to the browser.
        if (err instanceof GeocoderError || (err instanceof Error && err.name === 'TimeoutError')) {
          deps.logger.warn({ err }, 'geocoder unavailable');
          throw new ProblemError(502, ProblemType.internal, 'Geocoder unavailable', 'Place search is unavailable right now.');
        }
        throw err;
      }
    },
  );
});
