import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { badRequest, notFound } from '../http/problem';
import { validate } from '../http/validate';
import {
  createFileFeed,
  createUrlFeed,
  deleteFeed,
  getOverview,
  patchFeed,
  replaceFileFeed,
  rotateExportToken,
  syncFeedNow,
} from '../services/ical/feeds';
import { exportUnitCalendar } from '../services/ical/export-feed';
import { ICAL_FILE_CONTENT_TYPES, ICAL_FILE_MAX_BYTES, IcalFeedCreateSchema, IcalFeedPatchSchema, IcalFileQuerySchema } from '../../shared/schemas/ical';

const actor = (c: Context<AppEnv>) => ({ host: c.get('host'), staff: c.get('staff') });

/** The uploaded calendar: the raw body (app.ts lets these paths through up to ICAL_FILE_MAX_BYTES). */
async function calendarFile(c: Context<AppEnv>): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // No content type at all is what fetch() sends for a File whose type the browser does not know.
  if (type !== '' && !(ICAL_FILE_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw badRequest([{ name: 'file', reason: `send the calendar as the request body (${ICAL_FILE_CONTENT_TYPES.join(', ')})` }]);
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) throw badRequest([{ name: 'file', reason: 'choose a calendar file (.ics) to upload' }]);
  if (bytes.length > ICAL_FILE_MAX_BYTES) throw badRequest([{ name: 'file', reason: `must be at most ${ICAL_FILE_MAX_BYTES / 1024 / 1024} MB` }]);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest([{ name: 'file', reason: 'is not an iCalendar file (not UTF-8 text)' }]);
  }
}

// Routes for iCal (export feed, imported calendars), mounted under /api/app (token required, host from the token).
export function icalRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  const base = '/property-unit/:id/ical';

  r.get(base, async (c) => c.json(await getOverview(db(), deps.env, actor(c), c.req.param('id'))));
  r.post(`${base}/export-token`, async (c) => c.json(await rotateExportToken(db(), deps.env, actor(c), c.req.param('id'))));
  r.post(`${base}/feeds`, validate('json', IcalFeedCreateSchema), async (c) =>
    c.json(await createUrlFeed(db(), deps.env, actor(c), c.req.param('id'), c.req.valid('json')), 201),
  );
  r.post(`${base}/feeds/file`, validate('query', IcalFileQuerySchema), async (c) => {
    const text = await calendarFile(c);
    return c.json(await createFileFeed(db(), actor(c), c.req.param('id'), { name: c.req.valid('query').name, text }), 201);
  });
  r.post(`${base}/feeds/:feedId/sync`, async (c) => c.json(await syncFeedNow(db(), deps.env, actor(c), c.req.param('id'), c.req.param('feedId'))));
  r.put(`${base}/feeds/:feedId/file`, async (c) => {
    const text = await calendarFile(c);
    return c.json(await replaceFileFeed(db(), actor(c), c.req.param('id'), c.req.param('feedId'), text));
  });
  r.patch(`${base}/feeds/:feedId`, validate('json', IcalFeedPatchSchema), async (c) =>
    c.json(await patchFeed(db(), deps.env, actor(c), c.req.param('id'), c.req.param('feedId'), c.req.valid('json'))),
  );
  r.delete(`${base}/feeds/:feedId`, async (c) => {
    await deleteFeed(db(), actor(c), c.req.param('id'), c.req.param('feedId'));
    return c.body(null, 204);
  });
  return r;
}

// Public routes for the iCal export feed (its secret token is the credential), mounted under /api/public (no token).
export function icalPublicRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  // The path parameter is the whole file name, '<token>.ics' (what calendar apps expect to see).
  r.get('/ical/:token{[A-Za-z0-9_-]+\\.ics}', async (c) => {
    const body = await exportUnitCalendar(deps.database.db, c.req.param('token').replace(/\.ics$/, ''));
    if (body === undefined) throw notFound('calendar');
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="calendar.ics"',
      // Platforms poll this; a cached copy would show them nights that are free again.
      'cache-control': 'no-cache, private',
      'x-robots-tag': 'noindex',
    });
  });
  return r;
}
