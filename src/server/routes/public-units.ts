import * as v from 'valibot';
import { defineRoutes } from '../http/route-table';
import { hlQuery as hl } from '../http/locale-query';
import { publicUnit } from '../services/public-units';
import { PublicUnitSchema } from '../../shared/schemas/public-unit';

// The guest page's read of a published unit, mounted under /api/public (no token).
export const publicUnitsRoutes = defineRoutes('/api/public', 'public', (route) => {
  route.get(
    '/property-units/:id',
    {
      summary:
        "What a guest may see of a published unit (title, the property's name and the unit's name, description, city and country, guests, bedrooms, amenities and cancellation policy named in the language hl, booking type, currency, every photo in the host's order with the cover first (large and thumbnail URLs of the public photo files, caption), and whether the stay becomes a booking, a request or an inquiry); 404 for any other unit. No street address, no host data.",
      auth: false,
      query: v.object({ hl }),
      response: PublicUnitSchema,
    },
    async (c, { query }, deps) => c.json(await publicUnit(deps.database.db, c.req.param('id'), query.hl)),
  );
});
