import * as v from 'valibot';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingListTab } from '../../../shared/domain/bookings/tabs';
import { MAX_PAGE_LIMIT } from '../../../shared/schemas/pagination';
import {
  bookingKeys,
  fetchBooking,
  fetchBookingRequest,
  fetchBookingRequests,
  fetchBookings,
  fetchInquiries,
  fetchInquiry,
  fetchOverlappingUnavailabilities,
  type ListQuery,
} from '../../api/bookings';
import { fetchPropertyPicker } from '../../api/calendar';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';

// Server state of the bookings pages, under the fixed query keys of api/bookings.ts (the actions
// invalidate the same keys after a decision, so the lists and details follow).

/** A new page or search keeps the previous list on screen until the next one arrives. */
const keepList = { placeholderData: keepPreviousData } as const;

export function useBookingList(tab: BookingListTab, q: ListQuery, enabled = true) {
  return useQuery({ queryKey: bookingKeys.list(tab, q), queryFn: ({ signal }) => fetchBookings(tab, q, signal), enabled, ...keepList });
}

export function useRequestList(q: ListQuery & { status: 'pending' | 'all' }, enabled = true) {
  return useQuery({ queryKey: bookingKeys.requests(q), queryFn: ({ signal }) => fetchBookingRequests(q, signal), enabled, ...keepList });
}

export function useInquiryList(q: ListQuery & { status: 'open' | 'all' }, enabled = true) {
  return useQuery({ queryKey: bookingKeys.inquiries(q), queryFn: ({ signal }) => fetchInquiries(q, signal), enabled, ...keepList });
}

// No react-query retries (the app's default): the HTTP client (api/http.ts) already repeats what is safe to repeat, and a
// missing or foreign stay's 404 is an answer (the page shows not-found), not a failure.

export function useBooking(id: string) {
  return useQuery<Awaited<ReturnType<typeof fetchBooking>>, ApiError>({
    queryKey: bookingKeys.booking(id),
    queryFn: ({ signal }) => fetchBooking(id, signal),
  });
}

export function useBookingRequest(id: string) {
  return useQuery<Awaited<ReturnType<typeof fetchBookingRequest>>, ApiError>({
    queryKey: bookingKeys.request(id),
    queryFn: ({ signal }) => fetchBookingRequest(id, signal),
  });
}

export function useInquiry(id: string) {
  return useQuery<Awaited<ReturnType<typeof fetchInquiry>>, ApiError>({
    queryKey: bookingKeys.inquiry(id),
    queryFn: ({ signal }) => fetchInquiry(id, signal),
  });
}

export function useOverlapping(id: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.overlapping(id, page),
    queryFn: ({ signal }) => fetchOverlappingUnavailabilities(id, page, signal),
    ...keepList,
  });
}

// The bulk switch of booking type (HC §7 Units: POST /api/app/property-units/change-booking-preference;
// the server also takes {bookingType} to choose requests instead of instant booking), and whether
// any unit of the host is still booked on request (read from the property list, which carries
// each unit's booking type).

export const bookingPreferenceKeys = {
  unitsOnRequest: ['booking-preference', 'units-on-request'] as const,
};

const ChangeAnswerSchema = v.object({ bookingType: v.picklist(['onLine', 'onRequest']), updatedUnitIds: v.array(v.string()) });

export const changeBookingPreference = (bookingType: 'onLine' | 'onRequest') =>
  callApi(async () => parseAnswer(ChangeAnswerSchema, await api.post('app/property-units/change-booking-preference', { json: { bookingType } }).json()));

/** Whether any live unit of the host is still booked on request (the property list carries each unit's booking type). */
export async function hasUnitsOnRequest(signal?: AbortSignal): Promise<boolean> {
  for (let page = 1; ; page += 1) {
    const answer = await fetchPropertyPicker({ search: '', page, limit: MAX_PAGE_LIMIT }, signal);
    if (answer.items.some((p) => p.units.some((u) => u.state !== 'DELETED' && u.bookingType === 'onRequest'))) return true;
    if (!answer.pagination.next) return false;
  }
}
