import * as v from 'valibot';
import { LOCALES } from '../../shared/i18n/locales';
import { PlaceListSchema, PlaceQuerySchema } from '../../shared/schemas/places';
import type { Operation } from './operation';

// Location autocomplete (routes/places.ts); the path is ours, HC §7 names only the location PUTs.
export const placesOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/places',
    summary: 'Places whose name starts with q (accents and case ignored), most populous first; for the location step',
    tag: 'properties',
    auth: true,
    query: v.object({ ...PlaceQuerySchema.entries, hl: v.optional(v.picklist(LOCALES)) }),
    response: PlaceListSchema,
  },
];
