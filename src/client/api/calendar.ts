import * as v from 'valibot';
import { PropertyPickerPageSchema } from '../../shared/schemas/property';
import { PriceListSchema } from '../../shared/schemas/price-configuration';
import { MAX_PAGE_LIMIT } from '../../shared/schemas/pagination';
import { api, callApi, parseAnswer } from './http';

// The calls of the /calendar page besides the events (fetchCalendarEvents in ./availability):
// the host's properties with their units (for the unit select) and a unit's per-day prices.
// Answers are checked with the schemas the server answers with.

/**
 * The calendar's own cache entries, named here beside its calls because two features use them:
 * the calendar reads them, and availability's refreshUnitDays drops a unit's after its days change.
 */
export const calendarKeys = {
  units: ['calendar', 'units'] as const,
  unit: (unitId: string) => ['calendar', unitId] as const,
  prices: (unitId: string, dateFrom: string, dateTo: string) => ['calendar', unitId, 'prices', dateFrom, dateTo] as const,
};

export type PropertyPickerPage = v.InferOutput<typeof PropertyPickerPageSchema>;
export type PriceList = v.InferOutput<typeof PriceListSchema>;

/** One page of the host's properties with their units (the searchable selector pages by 20 later). */
export function fetchPropertyPicker(query: { search: string; page: number; limit?: number }, signal?: AbortSignal): Promise<PropertyPickerPage> {
  return callApi(async () =>
    parseAnswer(
      PropertyPickerPageSchema,
      await api.get('app/property-list', { searchParams: { 'criteria[search]': query.search, page: query.page, limit: query.limit ?? MAX_PAGE_LIMIT }, signal }).json(),
    ),
  );
}

/** Price and stay limits of every day [dateFrom, dateTo] (both included; at most 366 days). */
export function fetchPriceList(unitId: string, range: { dateFrom: string; dateTo: string }, signal?: AbortSignal): Promise<PriceList> {
  return callApi(async () =>
    parseAnswer(PriceListSchema, await api.get(`app/property-unit/${encodeURIComponent(unitId)}/price-list`, { searchParams: range, signal }).json()),
  );
}
