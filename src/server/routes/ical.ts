import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { badRequest, notFound, ProblemError, ProblemType } from '../http/problem';
import { hitRateLimit } from '../services/rate-limit';
import { validate } from '../http/validate';
import { rateLimited } from '../http/rate-limited';
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
import { ICAL_FILE_CONTENT_TYPES, ICAL_FILE_MAX_BYTES, ICAL_UPLOAD_LIMIT, IcalFeedCreateSchema, IcalFeedPatchSchema, IcalFileQuerySchema } from '../../shared/schemas/ical';

/**
 * Calls that make the server fetch a URL (import, re-point, sync now), per host: a person clicks a
 * few times an hour; a loop must not turn the portal into a request cannon against someone's site.
 */
export const ICAL_FETCH_LIMIT = { perHost: 60, windowSeconds: 600 };

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
  const fetchLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limit = await hitRateLimit(db(), `ical-fetch:${c.get('host').id}`, ICAL_FETCH_LIMIT.perHost, ICAL_FETCH_LIMIT.windowSeconds);
    if (!limit.allowed) {
      c.header('retry-after', String(limit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many calendar imports or syncs; try again in a few minutes.');
    }
    await next();
  };

  // Counted before the body is read, so a refused upload costs no parsing.
  const uploadLimit = rateLimited<Context<AppEnv>>(db(), {
    key: (c) => `ical-upload:${c.get('host').id}`,
    limit: ICAL_UPLOAD_LIMIT.perHost,
    windowSeconds: ICAL_UPLOAD_LIMIT.windowSeconds,
    detail: `Too many calendar files uploaded: at most ${ICAL_UPLOAD_LIMIT.perHost} an hour. Try again later.`,
  });

  r.get(base, async (c) => c.json(await getOverview(db(), deps.env, actorOf(c), c.req.param('id'))));
  r.post(`${base}/export-token`, async (c) => c.json(await rotateExportToken(db(), deps.env, actorOf(c), c.req.param('id'))));
  r.post(`${base}/feeds`, validate('json', IcalFeedCreateSchema), fetchLimit, async (c) =>
    c.json(await createUrlFeed(db(), deps.env, actorOf(c), c.req.param('id'), c.req.valid('json')), 201),
  );
  r.post(`${base}/feeds/file`, validate('query', IcalFileQuerySchema), uploadLimit, async (c) => {
    const text = await calendarFile(c);
    return c.json(await createFileFeed(db(), deps.env, actorOf(c), c.req.param('id'), { name: c.req.valid('query').name, text }), 201);
  });
  r.post(`${base}/feeds/:feedId/sync`, fetchLimit, async (c) => c.json(await syncFeedNow(db(), deps.env, actorOf(c), c.req.param('id'), c.req.param('feedId'))));
  r.put(`${base}/feeds/:feedId/file`, uploadLimit, async (c) => {
    const text = await calendarFile(c);
    return c.json(await replaceFileFeed(db(), deps.env, actorOf(c), c.req.param('id'), c.req.param('feedId'), text));
  });
  r.patch(`${base}/feeds/:feedId`, validate('json', IcalFeedPatchSchema), fetchLimit, async (c) =>
    c.json(await patchFeed(db(), deps.env, actorOf(c), c.req.param('id'), c.req.param('feedId'), c.req.valid('json'))),
  );
  r.delete(`${base}/feeds/:feedId`, async (c) => {
    await deleteFeed(db(), actorOf(c), c.req.param('id'), c.req.param('feedId'));
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
