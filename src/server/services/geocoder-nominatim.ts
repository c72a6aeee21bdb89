import * as v from 'valibot';
import type { Place } from '../../shared/schemas/places';
import type { Geocoder } from './geocoder-types';

// The production adapter for a Nominatim-compatible search API (nominatim.org, a self-hosted
// Nominatim, or a provider speaking its /search?format=jsonv2). Only settlements are asked for:
// the location step picks a city, the address step the street.

const NominatimResultSchema = v.object({
  place_id: v.union([v.number(), v.string()]),
  lat: v.string(),
  lon: v.string(),
  name: v.optional(v.string()),
  display_name: v.optional(v.string()),
  address: v.optional(v.record(v.string(), v.string())),
});
const NominatimAnswerSchema = v.array(NominatimResultSchema);

/** The settlement name in Nominatim's address breakdown, from the largest kind to the smallest. */
const SETTLEMENT_KEYS = ['city', 'town', 'village', 'municipality', 'hamlet'] as const;

export class GeocoderError extends Error {}

export interface NominatimOptions {
  baseUrl: string;
  /** Nominatim's usage policy asks every client to identify itself. */
  userAgent?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const fetchFn = options.fetch ?? globalThis.fetch;
  return {
    async search(query, { country, limit, locale }) {
      const url = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
      url.search = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        addressdetails: '1',
        featureType: 'settlement',
        limit: String(limit),
        'accept-language': locale,
        ...(country && { countrycodes: country.toLowerCase() }),
      }).toString();
      const response = await fetchFn(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent ?? 'host-portal (location autocomplete)' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new GeocoderError(`geocoder answered ${response.status}`);
      const parsed = v.safeParse(NominatimAnswerSchema, await response.json());
      if (!parsed.success) throw new GeocoderError('geocoder answered in an unknown shape');
      return parsed.output.flatMap((r): Place[] => {
        const address = r.address ?? {};
        const countryCode = address.country_code?.toUpperCase();
        const latitude = Number(r.lat);
        const longitude = Number(r.lon);
        const name = SETTLEMENT_KEYS.map((k) => address[k]).find(Boolean) ?? r.name;
        if (!countryCode || !/^[A-Z]{2}$/.test(countryCode) || !name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
        return [{ id: `nominatim:${r.place_id}`, name, region: address.state ?? null, countryCode, latitude, longitude }];
      }).slice(0, limit);
    },
  };
}
