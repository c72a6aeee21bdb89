import { useQuery, type QueryKey } from '@tanstack/react-query';
import { availabilityKeys, fetchCalendarEvents } from '../../api/availability';
import { fetchPriceList, fetchPropertyPicker, type PropertyPickerPage } from '../../api/calendar';
import type { ApiError } from '../../api/http';
import { unitsOf, type PickerUnit } from '../../ui/unit-search-dialog';

// Server state of the /calendar page: the host's units, and per visible range one events call
// and one price-list call. The events share the availability keys, so closing dates elsewhere
// refreshes the calendar too.

export const calendarKeys = {
  units: ['calendar', 'units'] as const,
  unit: (unitId: string) => ['calendar', unitId] as const,
  prices: (unitId: string, dateFrom: string, dateTo: string) => ['calendar', unitId, 'prices', dateFrom, dateTo] as const,
};

/** What the select shows: the unit's title, under its property's title when the property has several. */
export type CalendarUnit = PickerUnit;

export function useHostUnits() {
  return useQuery<PropertyPickerPage, ApiError, CalendarUnit[]>({
    queryKey: calendarKeys.units,
    queryFn: ({ signal }) => fetchPropertyPicker({ search: '', page: 1 }, signal),
    select: unitsOf,
    staleTime: 30_000,
  });
}

/** Both range keys name the unit second: ['availability' | 'calendar', unitId, …]. */
const sameUnitOnly =
  (unitId: string | undefined) =>
  <T,>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[1] === unitId ? previous : undefined;

export function useCalendarEvents(unitId: string | undefined, range: { dateFrom: string; dateTo: string }) {
  return useQuery({
    queryKey: availabilityKeys.events(unitId ?? '', range.dateFrom, range.dateTo),
    queryFn: ({ signal }) => fetchCalendarEvents(unitId!, range, signal),
    enabled: unitId !== undefined,
    // Moving by a month keeps the grid on screen until the new range arrives (never another unit's).
    placeholderData: sameUnitOnly(unitId),
  });
}

export function usePriceList(unitId: string | undefined, range: { dateFrom: string; dateTo: string }) {
  return useQuery({
    queryKey: calendarKeys.prices(unitId ?? '', range.dateFrom, range.dateTo),
    queryFn: ({ signal }) => fetchPriceList(unitId!, range, signal),
    enabled: unitId !== undefined,
    placeholderData: sameUnitOnly(unitId),
  });
}
