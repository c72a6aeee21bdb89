import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvents, Unavailability } from '../../../../shared/schemas/availability';
import { availabilityKeys, fetchCalendarEvents } from '../../../api/availability';
import { fetchPriceList, type PriceList } from '../../../api/calendar';
import type { ApiError } from '../../../api/http';
import { calendarKeys } from '../calendar-queries';
import { refreshUnitDays } from '../../availability/refresh-unit-days';
import { closeCalendarDays, openCalendarDays, patchCalendarPrices, type CalendarPriceChange, type DaysRange } from './price-and-availability-api';

// Server state of the sidebar: the marked range's events and prices under the calendar's own keys
// (so the grid and the sidebar share the cache), and the writes, which refresh both the grid's
// and the sidebar's reads of the unit. No placeholder data: another range's state would mislead.

export function useRangeEvents(unitId: string, range: DaysRange) {
  return useQuery<CalendarEvents, ApiError>({
    queryKey: availabilityKeys.events(unitId, range.dateFrom, range.dateTo),
    queryFn: ({ signal }) => fetchCalendarEvents(unitId, range, signal),
  });
}

export function useRangePrices(unitId: string, range: DaysRange) {
  return useQuery<PriceList, ApiError>({
    queryKey: calendarKeys.prices(unitId, range.dateFrom, range.dateTo),
    queryFn: ({ signal }) => fetchPriceList(unitId, range, signal),
  });
}

function useRefreshUnit(unitId: string) {
  const client = useQueryClient();
  return () => refreshUnitDays(client, unitId);
}

export function useChangeRangeAvailability(unitId: string, action: 'block' | 'unblock') {
  const refresh = useRefreshUnit(unitId);
  return useMutation<Unavailability[], ApiError, DaysRange>({
    meta: { errorShown: 'inline' }, // shown by the sidebar section
    mutationFn: (range) => (action === 'block' ? closeCalendarDays(unitId, range) : openCalendarDays(unitId, range)),
    onSettled: refresh,
  });
}

export function useChangeRangePrices(unitId: string) {
  const refresh = useRefreshUnit(unitId);
  return useMutation<PriceList, ApiError, CalendarPriceChange>({
    meta: { errorShown: 'inline' }, // shown by the price form
    mutationFn: (change) => patchCalendarPrices(unitId, change),
    onSettled: refresh,
  });
}
