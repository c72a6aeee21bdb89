import {
  BookingDetailsSchema,
  BookingListSchema,
  BookingRequestDetailsSchema,
  BookingRequestListSchema,
  InquiryDetailsSchema,
  InquiryListSchema,
  OverlappingUnavailabilitiesSchema,
  PendingCountSchema,
  UserTaskListSchema,
  UserTaskSchema,
  type BookingDetails,
  type BookingList,
  type BookingRequestDetails,
  type BookingRequestList,
  type InquiryDetails,
  type InquiryList,
  type OverlappingUnavailabilities,
  type UserTask,
} from '../../shared/schemas/bookings';
import type { BookingListTab } from '../../shared/domain/bookings/tabs';
import type { bookingCancelPayload, inquiryRejectPayload, requestRejectPayload } from '../../shared/domain/bookings/decision-payload';
import { api, callApi, parseAnswer } from './http';

// The calls of bookings, booking requests and inquiries (HC §7; server:
// routes/bookings.ts). Reject and cancel bodies are built by the shared payload rules
// (shared/domain/bookings/decision-payload.ts), so what is sent follows HC §5 exactly.
// Answers are checked with the schemas the server builds them from.

export const bookingKeys = {
  all: ['bookings'] as const,
  pendingCount: ['bookings', 'pending-count'] as const,
  list: (tab: BookingListTab, q: ListQuery) => ['bookings', 'list', tab, q] as const,
  booking: (id: string) => ['bookings', 'booking', id] as const,
  requests: (q: ListQuery & { status: 'pending' | 'all' }) => ['bookings', 'requests', q] as const,
  request: (id: string) => ['bookings', 'request', id] as const,
  inquiries: (q: ListQuery & { status: 'open' | 'all' }) => ['bookings', 'inquiries', q] as const,
  inquiry: (id: string) => ['bookings', 'inquiry', id] as const,
  overlapping: (id: string, page: number) => ['bookings', 'inquiry', id, 'overlapping', page] as const,
  tasks: ['user', 'tasks'] as const,
};

export interface ListQuery {
  search: string;
  unitId: string | null;
  page: number;
  limit?: number;
}

const listParams = (q: ListQuery) => ({
  'criteria[search]': q.search,
  ...(q.unitId ? { 'criteria[unitId]': q.unitId } : {}),
  page: q.page,
  limit: q.limit ?? 20,
});
const id = (s: string) => encodeURIComponent(s);

export const fetchBookings = (tab: BookingListTab, q: ListQuery, signal?: AbortSignal): Promise<BookingList> =>
  callApi(async () => parseAnswer(BookingListSchema, await api.get('app/bookings', { searchParams: { 'criteria[tab]': tab, ...listParams(q) }, signal }).json()));

export const fetchBooking = (publicId: string, signal?: AbortSignal): Promise<BookingDetails> =>
  callApi(async () => parseAnswer(BookingDetailsSchema, await api.get(`app/bookings/${id(publicId)}`, { signal }).json()));

export const cancelBooking = (publicId: string, body: ReturnType<typeof bookingCancelPayload>): Promise<BookingDetails> =>
  callApi(async () => parseAnswer(BookingDetailsSchema, await api.post(`app/bookings/${id(publicId)}/cancel`, { json: body }).json()));

export const fetchPendingCount = (signal?: AbortSignal): Promise<number> =>
  callApi(async () => parseAnswer(PendingCountSchema, await api.get('app/booking-requests-pending-count', { signal }).json()).count);

export const fetchBookingRequests = (q: ListQuery & { status: 'pending' | 'all' }, signal?: AbortSignal): Promise<BookingRequestList> =>
  callApi(async () =>
    parseAnswer(BookingRequestListSchema, await api.get('app/booking-requests', { searchParams: { 'criteria[status]': q.status, ...listParams(q) }, signal }).json()),
  );

export const fetchBookingRequest = (publicId: string, signal?: AbortSignal): Promise<BookingRequestDetails> =>
  callApi(async () => parseAnswer(BookingRequestDetailsSchema, await api.get(`app/booking-requests/${id(publicId)}`, { signal }).json()));

/** Confirms a pending request: answers the request (status CONFIRMED, booking = the new booking's publicId). 409 when the nights were taken. */
export const confirmBookingRequest = (publicId: string): Promise<BookingRequestDetails> =>
  callApi(async () => parseAnswer(BookingRequestDetailsSchema, await api.post(`app/booking-requests/${id(publicId)}/confirm`).json()));

export const rejectBookingRequest = (publicId: string, body: ReturnType<typeof requestRejectPayload>): Promise<BookingRequestDetails> =>
  callApi(async () => parseAnswer(BookingRequestDetailsSchema, await api.post(`app/booking-requests/${id(publicId)}/reject`, { json: body }).json()));

export const fetchInquiries = (q: ListQuery & { status: 'open' | 'all' }, signal?: AbortSignal): Promise<InquiryList> =>
  callApi(async () =>
    parseAnswer(InquiryListSchema, await api.get('app/booking-inquiries', { searchParams: { 'criteria[status]': q.status, ...listParams(q) }, signal }).json()),
  );

export const fetchInquiry = (publicId: string, signal?: AbortSignal): Promise<InquiryDetails> =>
  callApi(async () => parseAnswer(InquiryDetailsSchema, await api.get(`app/booking-inquiries/${id(publicId)}`, { signal }).json()));

export const confirmInquiry = (publicId: string): Promise<InquiryDetails> =>
  callApi(async () => parseAnswer(InquiryDetailsSchema, await api.post(`app/booking-inquiries/${id(publicId)}/confirm`).json()));

export const rejectInquiry = (publicId: string, body: ReturnType<typeof inquiryRejectPayload>): Promise<InquiryDetails> =>
  callApi(async () => parseAnswer(InquiryDetailsSchema, await api.post(`app/booking-inquiries/${id(publicId)}/reject`, { json: body }).json()));

/** Cancels a confirmed inquiry with the booking's cancel payload; 409 when it can no longer be cancelled. */
export const cancelInquiry = (publicId: string, body: ReturnType<typeof bookingCancelPayload>): Promise<InquiryDetails> =>
  callApi(async () => parseAnswer(InquiryDetailsSchema, await api.post(`app/booking-inquiries/${id(publicId)}/cancel`, { json: body }).json()));

export const fetchOverlappingUnavailabilities = (publicId: string, page: number, signal?: AbortSignal): Promise<OverlappingUnavailabilities> =>
  callApi(async () =>
    parseAnswer(
      OverlappingUnavailabilitiesSchema,
      await api.get(`app/booking-inquiries/${id(publicId)}/overlapping-unavailabilities`, { searchParams: { page, limit: 20 }, signal }).json(),
    ),
  );

export const fetchUserTasks = (signal?: AbortSignal): Promise<UserTask[]> =>
  callApi(async () => parseAnswer(UserTaskListSchema, await api.get('app/user/tasks', { signal }).json()));

export const updateUserTask = (taskType: UserTask['taskType'], status: UserTask['status']): Promise<UserTask> =>
  callApi(async () => parseAnswer(UserTaskSchema, await api.patch(`app/user/task/${taskType}`, { json: { status } }).json()));

