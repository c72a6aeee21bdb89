import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { cancelBooking, getBooking, listBookings } from '../services/bookings/bookings';
import { confirmBookingRequest, getBookingRequest, listBookingRequests, pendingRequestCount, rejectBookingRequest } from '../services/bookings/requests';
import { cancelInquiry, confirmInquiry, getInquiry, listInquiries, overlappingUnavailabilities, rejectInquiry } from '../services/bookings/inquiries';
import { listUserTasks, setUserTask } from '../services/bookings/user-tasks';
import {
  BookingCancelSchema,
  BookingListQuerySchema,
  BookingRequestListQuerySchema,
  InquiryListQuerySchema,
  InquiryRejectSchema,
  OverlappingQuerySchema,
  RequestRejectSchema,
  USER_TASK_TYPES,
  UserTaskPatchSchema,
} from '../../shared/schemas/bookings';

// Host side of bookings, booking requests, inquiries and user tasks (HC §7
// "Bookings, requests, inquiries"), mounted under /api/app (token required, host from the token).
// {id} is the stay's code (its publicId). Every host may call them: the browser decides which
// areas it shows (HC §2, HC §6), and every query is scoped to the host, so nothing leaks.

export const UserTaskParamSchema = v.object({ taskType: v.picklist(USER_TASK_TYPES, `must be one of ${USER_TASK_TYPES.join(', ')}`) });

export function bookingsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const hostId = (c: { get: (k: 'host') => { id: string } }) => c.get('host').id;

  r.get('/bookings', validate('query', BookingListQuerySchema), async (c) => c.json(await listBookings(db(), hostId(c), c.req.valid('query'))));
  r.get('/bookings/:id', async (c) => c.json(await getBooking(db(), hostId(c), c.req.param('id'))));
  r.post('/bookings/:id/cancel', validate('json', BookingCancelSchema), async (c) => c.json(await cancelBooking(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))));

  r.get('/booking-requests-pending-count', async (c) => c.json(await pendingRequestCount(db(), hostId(c))));
  r.get('/booking-requests', validate('query', BookingRequestListQuerySchema), async (c) => c.json(await listBookingRequests(db(), hostId(c), c.req.valid('query'))));
  r.get('/booking-requests/:id', async (c) => c.json(await getBookingRequest(db(), hostId(c), c.req.param('id'))));
  r.post('/booking-requests/:id/confirm', async (c) => c.json(await confirmBookingRequest(db(), actorOf(c), c.req.param('id'))));
  r.post('/booking-requests/:id/reject', validate('json', RequestRejectSchema), async (c) =>
    c.json(await rejectBookingRequest(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );

  r.get('/booking-inquiries', validate('query', InquiryListQuerySchema), async (c) => c.json(await listInquiries(db(), hostId(c), c.req.valid('query'))));
  r.get('/booking-inquiries/:id', async (c) => c.json(await getInquiry(db(), hostId(c), c.req.param('id'))));
  r.post('/booking-inquiries/:id/confirm', async (c) => c.json(await confirmInquiry(db(), actorOf(c), c.req.param('id'))));
  r.post('/booking-inquiries/:id/reject', validate('json', InquiryRejectSchema), async (c) => c.json(await rejectInquiry(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))));
  r.post('/booking-inquiries/:id/cancel', validate('json', BookingCancelSchema), async (c) => c.json(await cancelInquiry(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))));
  r.get('/booking-inquiries/:id/overlapping-unavailabilities', validate('query', OverlappingQuerySchema), async (c) =>
    c.json(await overlappingUnavailabilities(db(), hostId(c), c.req.param('id'), c.req.valid('query'))),
  );

  r.get('/user/tasks', async (c) => c.json(await listUserTasks(db(), hostId(c))));
  r.patch('/user/task/:taskType', validate('param', UserTaskParamSchema), validate('json', UserTaskPatchSchema), async (c) =>
    c.json(await setUserTask(db(), actorOf(c), c.req.valid('param').taskType, c.req.valid('json').status)),
  );
  return r;
}
