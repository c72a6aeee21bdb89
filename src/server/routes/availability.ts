import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { calendarEvents, changeBlocks, listUnavailabilities } from '../services/availability';
import { BlockRequestSchema, CalendarBlockRequestSchema, CalendarEventsQuerySchema, DateRangeQuerySchema } from '../../shared/schemas/availability';

// Routes for availability (unavailabilities, calendar events), mounted under /api/app (token required, host from the token).
export function availabilityRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/properties/:unitId/unavailabilities', validate('query', DateRangeQuerySchema), async (c) =>
    c.json(await listUnavailabilities(db(), c.get('host').id, c.req.param('unitId'), c.req.valid('query'))),
  );
  for (const action of ['block', 'unblock'] as const) {
    r.post(`/properties/:unitId/unavailabilities/${action}`, validate('json', BlockRequestSchema), async (c) =>
      c.json(await changeBlocks(db(), actorOf(c), c.req.param('unitId'), c.req.valid('json'), action)),
    );
    r.post(`/calendar/${action}`, validate('json', CalendarBlockRequestSchema), async (c) => {
      const { unitId, ...days } = c.req.valid('json');
      return c.json(await changeBlocks(db(), actorOf(c), unitId, days, action));
    });
  }
  r.get('/calendar/events', validate('query', CalendarEventsQuerySchema), async (c) => c.json(await calendarEvents(db(), c.get('host').id, c.req.valid('query'))));
  return r;
}
