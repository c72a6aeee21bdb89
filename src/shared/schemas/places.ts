import * as v from 'valibot';

// GET /api/app/places?q=&country=&limit=&hl= (location autocomplete; the path is ours, HC §7
// only names the location PUTs). One place = a populated place with its coordinates.

export const PLACES_MAX_LIMIT = 20;
export const PLACES_DEFAULT_LIMIT = 10;
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 80;

export const PlaceSchema = v.object({
  /** Opaque: a gazetteer id or an external geocoder's place id. */
  id: v.string(),
  name: v.string(),
  /** The state or province as addresses write it (e.g. TX), when the geocoder knows one. */
  region: v.nullable(v.string()),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  latitude: v.number(),
  longitude: v.number(),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

export const PlaceListSchema = v.object({ items: v.array(PlaceSchema) });

export const PlaceQuerySchema = v.object({
  q: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(PLACE_QUERY_MIN, `must be ${PLACE_QUERY_MIN} to ${PLACE_QUERY_MAX} characters`),
    v.maxLength(PLACE_QUERY_MAX, `must be ${PLACE_QUERY_MIN} to ${PLACE_QUERY_MAX} characters`),
  ),
  country: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
      v.transform((s) => s.toUpperCase()),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${PLACES_MAX_LIMIT}`),
      v.transform(Number),
      v.minValue(1, `must be a whole number from 1 to ${PLACES_MAX_LIMIT}`),
      v.maxValue(PLACES_MAX_LIMIT, `must be a whole number from 1 to ${PLACES_MAX_LIMIT}`),
    ),
    String(PLACES_DEFAULT_LIMIT),
  ),
});
