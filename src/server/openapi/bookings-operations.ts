import type { Operation } from './operation';
import {
  BookingCancelSchema,
  BookingDetailsSchema,
  BookingListQuerySchema,
  BookingListSchema,
  BookingRequestDetailsSchema,
  BookingRequestListQuerySchema,
  BookingRequestListSchema,
  InquiryDetailsSchema,
  InquiryListQuerySchema,
  InquiryListSchema,
  InquiryRejectSchema,
  OverlappingQuerySchema,
  OverlappingUnavailabilitiesSchema,
  PendingCountSchema,
  RequestRejectSchema,
  UserTaskListSchema,
  UserTaskPatchSchema,
  UserTaskSchema,
} from '../../shared/schemas/bookings';

const tag = 'bookings';

// OpenAPI entries for bookings, booking requests, inquiries and user tasks (HC §7). {id} is the stay's code (HP-XXXXXX).
export const bookingsOperations: Operation[] = [
  { method: 'get', path: '/api/app/bookings', summary: 'Bookings of a tab (upcoming, current, completed, cancelled, all; today = the UTC day), search by code or guest name, unit filter, paging', tag, auth: true, query: BookingListQuerySchema, response: BookingListSchema },
  { method: 'get', path: '/api/app/bookings/{id}', summary: 'A booking by its code (another host\'s answers 404)', tag, auth: true, response: BookingDetailsSchema },
  { method: 'post', path: '/api/app/bookings/{id}/cancel', summary: 'Cancel a confirmed booking whose check-out is ahead (reason, sub-reason, explanation required for OTHER); 409 otherwise', tag, auth: true, body: BookingCancelSchema, response: BookingDetailsSchema },
  { method: 'get', path: '/api/app/booking-requests-pending-count', summary: 'How many booking requests wait for an answer (REQUESTED, not expired)', tag, auth: true, response: PendingCountSchema },
  { method: 'get', path: '/api/app/booking-requests', summary: 'Booking requests: pending (most urgent first) or all (newest first); search, unit, checkIn up to, checkOut from, paging', tag, auth: true, query: BookingRequestListQuerySchema, response: BookingRequestListSchema },
  { method: 'get', path: '/api/app/booking-requests/{id}', summary: 'A booking request by its code', tag, auth: true, response: BookingRequestDetailsSchema },
  { method: 'post', path: '/api/app/booking-requests/{id}/confirm', summary: 'Confirm a pending request: makes a new booking (answered as booking); 409 when no longer pending, or naming the nights a stay, closed dates or an imported calendar hold', tag, auth: true, response: BookingRequestDetailsSchema, nightsHeld: true },
  { method: 'post', path: '/api/app/booking-requests/{id}/reject', summary: 'Reject a pending request (reason, optional sub-reason; explanation only with OTHER or with a sub-reason)', tag, auth: true, body: RequestRejectSchema, response: BookingRequestDetailsSchema },
  { method: 'get', path: '/api/app/booking-inquiries', summary: 'Inquiries: open (requested, action needed) or all; search, unit, paging', tag, auth: true, query: InquiryListQuerySchema, response: InquiryListSchema },
  { method: 'get', path: '/api/app/booking-inquiries/{id}', summary: 'An inquiry by its code, with how many unavailabilities share its nights', tag, auth: true, response: InquiryDetailsSchema },
  { method: 'post', path: '/api/app/booking-inquiries/{id}/confirm', summary: 'Confirm an open inquiry; 409 when it is not open, or naming the nights a stay, closed dates or an imported calendar hold', tag, auth: true, response: InquiryDetailsSchema, nightsHeld: true },
  { method: 'post', path: '/api/app/booking-inquiries/{id}/reject', summary: 'Reject an open inquiry (reason; explanation only with OTHER; optional message to the guest)', tag, auth: true, body: InquiryRejectSchema, response: InquiryDetailsSchema },
  { method: 'post', path: '/api/app/booking-inquiries/{id}/cancel', summary: 'Cancel a confirmed inquiry whose check-out is ahead (the booking\'s cancel payload: reason, sub-reason, explanation required for OTHER); frees its nights; 409 otherwise', tag, auth: true, body: BookingCancelSchema, response: InquiryDetailsSchema },
  { method: 'get', path: '/api/app/booking-inquiries/{id}/overlapping-unavailabilities', summary: 'A page of the unavailabilities sharing a night with the inquiry (days, both ends included)', tag, auth: true, query: OverlappingQuerySchema, response: OverlappingUnavailabilitiesSchema },
  { method: 'get', path: '/api/app/user/tasks', summary: 'The host\'s one-time tasks (bulk booking type switch); a task never touched is not_started', tag, auth: true, response: UserTaskListSchema },
  { method: 'patch', path: '/api/app/user/task/{taskType}', summary: 'Set a task\'s status (not_started, in_progress, done, hidden)', tag, auth: true, body: UserTaskPatchSchema, response: UserTaskSchema },
];
