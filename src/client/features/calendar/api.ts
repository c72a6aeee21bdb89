import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { UnavailabilityListSchema, type CalendarEvents, type Unavailability } from '../../../shared/schemas/availability';
import type { BookingDetails, BookingRequestDetails, InquiryDetails } from '../../../shared/schemas/bookings';
import { PriceListSchema } from '../../../shared/schemas/price-configuration';
import {
  CALENDAR_ONBOARDING_TASKS,
  calendarOnboardingInteraction,
  type CalendarOnboardingTask,
  type UserInteraction,
} from '../../../shared/schemas/user-interactions';
import { availabilityKeys, fetchCalendarEvents } from '../../api/availability';
import { bookingKeys, fetchBooking, fetchBookingRequest, fetchInquiry } from '../../api/bookings';
import { calendarKeys, fetchPriceList, fetchPropertyPicker, type PriceList, type PropertyPickerPage } from '../../api/calendar';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';
import { fetchUserInteractions, putUserInteractions, userInteractionKeys } from '../../api/user-interactions';
import { unitsOf, type PickerUnit } from '../../ui/unit-search-dialog';
import { refreshUnitDays } from '../availability/refresh-unit-days';

// Server state of the /calendar page: the host's units, and per visible range one events call
// and one price-list call. The events share the availability keys, so closing dates elsewhere
// refreshes the calendar too.

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

// The calendar's onboarding tasks (AS §4, onboarding/): shown until the host has seen them,
// which the server keeps as user interactions (calendar_onboarding_{task}).

/** The tasks the host has not seen yet, in the spec's order. */
export function pendingTasks(interactions: readonly UserInteraction[]): CalendarOnboardingTask[] {
  const seen = new Set(interactions.filter((i) => i.interacted).map((i) => i.interactionType));
  return CALENDAR_ONBOARDING_TASKS.filter((task) => !seen.has(calendarOnboardingInteraction(task)));
}

export function useUserInteractions() {
  return useQuery<UserInteraction[], ApiError>({
    queryKey: userInteractionKeys.all,
    queryFn: ({ signal }) => fetchUserInteractions(signal),
    staleTime: 60_000,
  });
}

/**
 * Marks a task seen. The card goes at once (the host acted on it); if the server refuses, the
 * interactions are read again and the card comes back, so what shows is what is stored. The
 * card says nothing of the failure: the write-failure toast does (no errorShown meta).
 */
export function useMarkTaskSeen() {
  const client = useQueryClient();
  return useMutation<UserInteraction[], ApiError, CalendarOnboardingTask>({
    mutationFn: (task) => putUserInteractions([{ interactionType: calendarOnboardingInteraction(task), interacted: true }]),
    onMutate: async (task) => {
      await client.cancelQueries({ queryKey: userInteractionKeys.all });
      const name = calendarOnboardingInteraction(task);
      client.setQueryData<UserInteraction[]>(userInteractionKeys.all, (old) => [
        ...(old ?? []).filter((i) => i.interactionType !== name),
        { interactionType: name, interacted: true, createdAt: new Date().toISOString() },
      ]);
    },
    onSettled: () => client.invalidateQueries({ queryKey: userInteractionKeys.all }),
  });
}

// The calendar's own write calls (HC §7), made by the price and availability sidebar (sidebars/):
// close or open days by unitId, and per-day price and minimum-stay overrides. Days are
// yyyy-MM-dd, both ends included. Reads reuse fetchCalendarEvents (api/availability) and
// fetchPriceList (api/calendar).

export interface DaysRange {
  dateFrom: string;
  dateTo: string;
}

const changeDays =
  (action: 'block' | 'unblock') =>
  (unitId: string, range: DaysRange): Promise<Unavailability[]> =>
    callApi(async () => parseAnswer(UnavailabilityListSchema, await api.post(`app/calendar/${action}`, { json: { unitId, ...range } }).json()));

/** Closes the days by hand. */
export const closeCalendarDays = changeDays('block');
/** Opens days closed by hand; bookings and imported events keep theirs. */
export const openCalendarDays = changeDays('unblock');

/** Only the fields sent change; null goes back to the season or default value. */
export interface CalendarPriceChange extends DaysRange {
  price?: number | null;
  minimalLengthOfStay?: number | null;
}

export function patchCalendarPrices(unitId: string, change: CalendarPriceChange): Promise<PriceList> {
  return callApi(async () =>
    parseAnswer(PriceListSchema, await api.patch(`app/property-unit/${encodeURIComponent(unitId)}/calendar-price-configuration`, { json: change }).json()),
  );
}

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

// A stay of the calendar's detail sidebars, under the bookings' own query keys and answer shapes
// (the bookings pages and the decision actions read and write the same entries): a decision taken
// here or there updates or invalidates them, so the sidebar shows the stay as it now is.

export const useBookingDetails = (publicId: string) =>
  useQuery<BookingDetails, ApiError>({ queryKey: bookingKeys.booking(publicId), queryFn: ({ signal }) => fetchBooking(publicId, signal) });

export const useRequestDetails = (publicId: string) =>
  useQuery<BookingRequestDetails, ApiError>({ queryKey: bookingKeys.request(publicId), queryFn: ({ signal }) => fetchBookingRequest(publicId, signal) });

export const useInquiryDetails = (publicId: string) =>
  useQuery<InquiryDetails, ApiError>({ queryKey: bookingKeys.inquiry(publicId), queryFn: ({ signal }) => fetchInquiry(publicId, signal) });
