import * as v from 'valibot';
import type { AppEnv } from '../http/context';
import type { Context } from 'hono';
import { defineRoutes } from '../http/route-table';
import { actorOf } from '../http/actor';
import { cancelBooking, getBooking, listBookings } from '../services/bookings/bookings';
import { confirmBookingRequest, getBookingRequest, listBookingRequests, pendingRequestCount, rejectBookingRequest } from '../services/bookings/requests';
import { cancelInquiry, confirmInquiry, getInquiry, listInquiries, overlappingUnavailabilities, rejectInquiry } from '../services/bookings/inquiries';
import { listUserTasks, setUserTask } from '../services/bookings/user-tasks';
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
  USER_TASK_TYPES,
  UserTaskListSchema,
  UserTaskPatchSchema,
  UserTaskSchema,
} from '../../shared/schemas/bookings';

// Host side of bookings, booking requests, inquiries and user tasks (HC §7
// "Bookings, requests, inquiries"), mounted under /api/app (token required, host from the token).
// :id is the stay's code (its publicId, HP-XXXXXX). Every host may call them: the browser decides which
// areas it shows (HC §2, HC §6), and every query is scoped to the host, so nothing leaks.

export const UserTaskParamSchema = v.object({ taskType: v.picklist(USER_TASK_TYPES, `must be one of ${USER_TASK_TYPES.join(', ')}`) });

const hostId = (c: Context<AppEnv>) => c.get('host').id;

export const bookingsRoutes = defineRoutes('/api/app', 'bookings', (route) => {
  route.get(
    '/bookings',
    { summary: 'Bookings of a tab (upcoming, current, completed, cancelled, all; today = the UTC day), search by code or guest name, unit filter, paging', auth: true, query: BookingListQuerySchema, response: BookingListSchema },
    async (c, { query }, { database }) => c.json(await listBookings(database.db, hostId(c), query)),
  );
  route.get('/bookings/:id', { summary: "A booking by its code (another host's answers 404)", auth: true, response: BookingDetailsSchema }, async (c, _, { database }) =>
    c.json(await getBooking(database.db, hostId(c), c.req.param('id'))),
  );
  route.post(
    '/bookings/:id/cancel',
    { summary: 'Cancel a confirmed booking whose check-out is ahead (reason, sub-reason, explanation required for OTHER); 409 otherwise', auth: true, body: BookingCancelSchema, response: BookingDetailsSchema },
    async (c, { body }, { database }) => c.json(await cancelBooking(database.db, actorOf(c), c.req.param('id'), body)),
  );

  route.get('/booking-requests-pending-count', { summary: 'How many booking requests wait for an answer (REQUESTED, not expired)', auth: true, response: PendingCountSchema }, async (c, _, { database }) =>
    c.json(await pendingRequestCount(database.db, hostId(c))),
  );
  route.get(
    '/booking-requests',
    { summary: 'Booking requests: pending (most urgent first) or all (newest first); search, unit, checkIn up to, checkOut from, paging', auth: true, query: BookingRequestListQuerySchema, response: BookingRequestListSchema },
    async (c, { query }, { database }) => c.json(await listBookingRequests(database.db, hostId(c), query)),
  );
  route.get('/booking-requests/:id', { summary: 'A booking request by its code', auth: true, response: BookingRequestDetailsSchema }, async (c, _, { database }) =>
    c.json(await getBookingRequest(database.db, hostId(c), c.req.param('id'))),
  );
  route.post(
    '/booking-requests/:id/confirm',
    { summary: 'Confirm a pending request: makes a new booking (answered as booking); 409 when no longer pending, or naming the nights a stay, closed dates or an imported calendar hold', auth: true, response: BookingRequestDetailsSchema, nightsHeld: true },
    async (c, _, { database }) => c.json(await confirmBookingRequest(database.db, actorOf(c), c.req.param('id'))),
  );
  route.post(
    '/booking-requests/:id/reject',
    { summary: 'Reject a pending request (reason, optional sub-reason; explanation only with OTHER or with a sub-reason)', auth: true, body: RequestRejectSchema, response: BookingRequestDetailsSchema },
    async (c, { body }, { database }) => c.json(await rejectBookingRequest(database.db, actorOf(c), c.req.param('id'), body)),
  );

  route.get(
    '/booking-inquiries',
    { summary: 'Inquiries: open (requested, action needed) or all; search, unit, paging', auth: true, query: InquiryListQuerySchema, response: InquiryListSchema },
    async (c, { query }, { database }) => c.json(await listInquiries(database.db, hostId(c), query)),
  );
  route.get('/booking-inquiries/:id', { summary: 'An inquiry by its code, with how many unavailabilities share its nights', auth: true, response: InquiryDetailsSchema }, async (c, _, { database }) =>
    c.json(await getInquiry(database.db, hostId(c), c.req.param('id'))),
  );
  route.post(
    '/booking-inquiries/:id/confirm',
    { summary: 'Confirm an open inquiry; 409 when it is not open, or naming the nights a stay, closed dates or an imported calendar hold', auth: true, response: InquiryDetailsSchema, nightsHeld: true },
    async (c, _, { database }) => c.json(await confirmInquiry(database.db, actorOf(c), c.req.param('id'))),
  );
  route.post(
    '/booking-inquiries/:id/reject',
    { summary: 'Reject an open inquiry (reason; explanation only with OTHER; optional message to the guest)', auth: true, body: InquiryRejectSchema, response: InquiryDetailsSchema },
    async (c, { body }, { database }) => c.json(await rejectInquiry(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.post(
    '/booking-inquiries/:id/cancel',
    { summary: "Cancel a confirmed inquiry whose check-out is ahead (the booking's cancel payload: reason, sub-reason, explanation required for OTHER); frees its nights; 409 otherwise", auth: true, body: BookingCancelSchema, response: InquiryDetailsSchema },
    async (c, { body }, { database }) => c.json(await cancelInquiry(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.get(
    '/booking-inquiries/:id/overlapping-unavailabilities',
    { summary: 'A page of the unavailabilities sharing a night with the inquiry (days, both ends included)', auth: true, query: OverlappingQuerySchema, response: OverlappingUnavailabilitiesSchema },
    async (c, { query }, { database }) => c.json(await overlappingUnavailabilities(database.db, hostId(c), c.req.param('id'), query)),
  );

  route.get('/user/tasks', { summary: "The host's one-time tasks (bulk booking type switch); a task never touched is not_started", auth: true, response: UserTaskListSchema }, async (c, _, { database }) =>
    c.json(await listUserTasks(database.db, hostId(c))),
  );
  route.patch(
    '/user/task/:taskType',
    { summary: "Set a task's status (not_started, in_progress, done, hidden)", auth: true, params: UserTaskParamSchema, body: UserTaskPatchSchema, response: UserTaskSchema },
    async (c, { params, body }, { database }) => c.json(await setUserTask(database.db, actorOf(c), params.taskType, body.status)),
  );
});
