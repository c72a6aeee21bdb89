import type { Db } from '../db/client';
import type { Env } from '../env';
import { searchGazetteer } from './gazetteer';
import { nominatimGeocoder } from './geocoder-nominatim';
import type { Geocoder } from './geocoder-types';

// Where location autocomplete looks places up. The default is the offline gazetteer in our own
// database (no third party sees what hosts type, works without network); GEOCODER=nominatim
// sends the query to a Nominatim-compatible service at GEOCODER_URL instead (env.ts checks
// both at start).

export type { Geocoder, GeocoderSearch } from './geocoder-types';

export const gazetteerGeocoder = (db: Db): Geocoder => ({
  search: (query, { country, limit }) => searchGazetteer(db, query, { country, limit }),
});

export function createGeocoder(env: Pick<Env, 'GEOCODER' | 'GEOCODER_URL'>, db: Db): Geocoder {
  if (env.GEOCODER === 'nominatim') return nominatimGeocoder({ baseUrl: env.GEOCODER_URL! });
  return gazetteerGeocoder(db);
}
