import type { Place } from '../../shared/schemas/places';
import type { Locale } from '../../shared/i18n/locales';

// What a geocoder is, apart from the choice of one (geocoder.ts), so that the geocoders it chooses
// from (geocoder-nominatim.ts) need not import the module that imports them.

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
