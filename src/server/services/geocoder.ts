import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Place } from '../../shared/schemas/places';
import type { Locale } from '../../shared/i18n/locales';
import { searchGazetteer } from './gazetteer';
import { nominatimGeocoder } from './geocoder-nominatim';

// Where location autocomplete looks places up. The default is the offline gazetteer in our own
// database (no third party sees what hosts type, works without network); GEOCODER=nominatim
// sends the query to a Nominatim-compatible service at GEOCODER_URL instead (env.ts checks
// both at start).

export interface GeocoderSearch {
  /** ISO 3166-1 alpha-2, upper case: only places of this country. */
  country?: string;
  limit: number;
  /** The language names are wanted in, where the geocoder has translations. */
  locale: Locale;
}

export interface Geocoder {
  search(query: string, options: GeocoderSearch): Promise<Place[]>;
}

export const gazetteerGeocoder = (db: Db): Geocoder => ({
  search: (query, { country, limit }) => searchGazetteer(db, query, { country, limit }),
});

export function createGeocoder(env: Pick<Env, 'GEOCODER' | 'GEOCODER_URL'>, db: Db): Geocoder {
  if (env.GEOCODER === 'nominatim') return nominatimGeocoder({ baseUrl: env.GEOCODER_URL! });
  return gazetteerGeocoder(db);
}
