import * as v from 'valibot';
import type { Operation } from './operation';
import { PublicUnitSchema } from '../../shared/schemas/public-unit';

// OpenAPI entry of the guest page's unit read.
export const publicUnitOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/public/property-units/{id}',
    summary:
      "What a guest may see of a published unit (title, the property's name and the unit's name, description, city and country, guests, bedrooms, amenities and cancellation policy named in the language hl, booking type, currency, every photo in the host's order with the cover first (large and thumbnail URLs of the public photo files, caption), and whether the stay becomes a booking, a request or an inquiry); 404 for any other unit. No street address, no host data.",
    tag: 'public',
    auth: false,
    query: v.object({ hl: v.optional(v.string()) }),
    response: PublicUnitSchema,
  },
];
