import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvents, Unavailability } from '../../../shared/schemas/availability';
import { addDays } from '../../../shared/domain/availability/dates';
import type { ApiError } from '../../api/http';
import { refreshUnitDays } from './refresh-unit-days';
import { availabilityKeys, blockDays, fetchCalendarEvents, unblockDays, type DayRange } from '../../api/availability';

// The closed-dates list reads the calendar of the next 12 months from the property's today
// (todayIn its zone, as the server judges "the past"); closing or opening reads it again, since
// blocks merge on the server.

export const HORIZON_DAYS = 365;

export function upcomingWindow(today: string) {
  return { dateFrom: today, dateTo: addDays(today, HORIZON_DAYS - 1) };
}

export function useUpcomingEvents(unitId: string, window: { dateFrom: string; dateTo: string }) {
  return useQuery<CalendarEvents, ApiError>({
    queryKey: availabilityKeys.events(unitId, window.dateFrom, window.dateTo),
    queryFn: ({ signal }) => fetchCalendarEvents(unitId, window, signal),
  });
}

export function useChangeClosedDates(unitId: string, action: 'block' | 'unblock') {
  const client = useQueryClient();
  return useMutation<Unavailability[], ApiError, DayRange>({
    meta: { errorShown: 'inline' }, // shown by the close form and the list
    mutationFn: (range) => (action === 'block' ? blockDays(unitId, range) : unblockDays(unitId, range)),
    onSettled: () => refreshUnitDays(client, unitId),
  });
}
