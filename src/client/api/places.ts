import type { Locale } from '../../shared/i18n/locales';
import { PlaceListSchema, type Place } from '../../shared/schemas/places';
import { api, callApi, parseAnswer } from './http';

// Location autocomplete: GET /api/app/places (the server's geocoder, offline by default).

export const placesKeys = {
  search: (query: string, country: string, locale: Locale) => ['places', query, country, locale] as const,
};

export async function searchPlaces(query: string, options: { country?: string; limit?: number; locale: Locale }, signal?: AbortSignal): Promise<Place[]> {
  const searchParams = new URLSearchParams({ q: query, hl: options.locale });
  if (options.country) searchParams.set('country', options.country);
  if (options.limit) searchParams.set('limit', String(options.limit));
  return callApi(async () => parseAnswer(PlaceListSchema, await api.get('app/places', { searchParams, signal }).json()).items);
}
