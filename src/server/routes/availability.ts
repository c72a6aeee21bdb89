import { defineRoutes } from '../http/route-table';
import { actorOf } from '../http/actor';
import { calendarEvents, changeBlocks, listUnavailabilities } from '../services/availability';
import {
  BlockRequestSchema,
  CalendarBlockRequestSchema,
  CalendarEventsQuerySchema,
  CalendarEventsSchema,
  DateRangeQuerySchema,
  UnavailabilityListSchema,
} from '../../shared/schemas/availability';

// Availability (unavailabilities, calendar events), mounted under /api/app (token required, host from the token).
export const availabilityRoutes = defineRoutes('/api/app', 'availability', (route) => {
  route.get(
    '/properties/:unitId/unavailabilities',
    {
      summary: "What holds the unit's days dateFrom..dateTo (both included, at most 400 days): bookings, requests, inquiries, imported events, manual blocks",
      auth: true,
      query: DateRangeQuerySchema,
      response: UnavailabilityListSchema,
    },
    async (c, { query }, deps) => c.json(await listUnavailabilities(deps.database.db, c.get('host').id, c.req.param('unitId'), query)),
  );
  route.post(
    '/properties/:unitId/unavailabilities/block',
    {
      summary:
        'Close days dateFrom..dateTo (dateTo defaults to dateFrom; not in the past), merged into the manual blocks; answers the unavailabilities over those days; 409 naming the nights a stay holds',
      auth: true,
      body: BlockRequestSchema,
      response: UnavailabilityListSchema,
      nightsHeld: true,
    },
    async (c, { body }, deps) => c.json(await changeBlocks(deps.database.db, actorOf(c), c.req.param('unitId'), body, 'block')),
  );
  route.post(
    '/properties/:unitId/unavailabilities/unblock',
    {
      summary: 'Open days dateFrom..dateTo again (dateTo defaults to dateFrom): cuts manual blocks only; answers the unavailabilities over those days',
      auth: true,
      body: BlockRequestSchema,
      response: UnavailabilityListSchema,
    },
    async (c, { body }, deps) => c.json(await changeBlocks(deps.database.db, actorOf(c), c.req.param('unitId'), body, 'unblock')),
  );
  route.get(
    '/calendar/events',
    {
      summary: "Calendar events (stays, check-out exclusive) of a unit over dateFrom..dateTo + 14 days, overlapping or touching ones merged into multi events, with every day's state",
      auth: true,
      query: CalendarEventsQuerySchema,
      response: CalendarEventsSchema,
    },
    async (c, { query }, deps) => c.json(await calendarEvents(deps.database.db, c.get('host').id, query)),
  );
  route.post(
    '/calendar/block',
    {
      summary: 'Close days of unitId (as the unavailabilities block; 409 naming the nights a stay holds)',
      auth: true,
      body: CalendarBlockRequestSchema,
      response: UnavailabilityListSchema,
      nightsHeld: true,
    },
    async (c, { body: { unitId, ...days } }, deps) => c.json(await changeBlocks(deps.database.db, actorOf(c), unitId, days, 'block')),
  );
  route.post(
    '/calendar/unblock',
    {
      summary: 'Open days of unitId again (as the unavailabilities unblock)',
      auth: true,
      body: CalendarBlockRequestSchema,
      response: UnavailabilityListSchema,
    },
    async (c, { body: { unitId, ...days } }, deps) => c.json(await changeBlocks(deps.database.db, actorOf(c), unitId, days, 'unblock')),
  );
});
