import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { badRequest, notFound, ProblemError, ProblemType } from '../http/problem';
import { hitRateLimit } from '../services/rate-limit';
import { rateLimited } from '../http/rate-limited';
import { defineRoutes, perApp } from '../http/route-table';
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
import {
  ICAL_FILE_CONTENT_TYPES,
  ICAL_FILE_MAX_BYTES,
  ICAL_UPLOAD_LIMIT,
  IcalFeedCreateSchema,
  IcalFeedPatchSchema,
  IcalFeedSchema,
  IcalFileQuerySchema,
  IcalOverviewSchema,
} from '../../shared/schemas/ical';

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

/** The two rate limits of the host's calls, made once per app and shared by its routes. */
const limits = perApp(({ database }) => {
  const fetchLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
    const limit = await hitRateLimit(database.db, `ical-fetch:${c.get('host').id}`, ICAL_FETCH_LIMIT.perHost, ICAL_FETCH_LIMIT.windowSeconds);
    if (!limit.allowed) {
      c.header('retry-after', String(limit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many calendar imports or syncs; try again in a few minutes.');
    }
    await next();
  };
  // Counted before the body is read, so a refused upload costs no parsing.
  const uploadLimit = rateLimited<Context<AppEnv>>(database.db, {
    key: (c) => `ical-upload:${c.get('host').id}`,
    limit: ICAL_UPLOAD_LIMIT.perHost,
    windowSeconds: ICAL_UPLOAD_LIMIT.windowSeconds,
    detail: `Too many calendar files uploaded: at most ${ICAL_UPLOAD_LIMIT.perHost} an hour. Try again later.`,
  }) as MiddlewareHandler<AppEnv>;
  return { fetchLimit, uploadLimit };
});

// Routes for iCal (export feed, imported calendars), mounted under /api/app (token required, host from the token).
// A calendar that cannot be read (URL) or parsed (file) is a 400 naming `url` or `file`; one whose
// repeat rules can never occur or cannot be expanded within the parser's limits is a 422 naming
// the field and the rule.
const base = '/property-unit/:id/ical';
export const icalRoutes = defineRoutes('/api/app', 'calendar', (route) => {
  route.get(
    base,
    { summary: "The unit's secret export URL (made on first call) and its imported calendars with sync state and overlaps", auth: true, response: IcalOverviewSchema },
    async (c, _, { database, env }) => c.json(await getOverview(database.db, env, actorOf(c), c.req.param('id'))),
  );
  route.post(
    `${base}/export-token`,
    { summary: 'A new secret export URL; the old one stops working at once', auth: true, response: IcalOverviewSchema },
    async (c, _, { database, env }) => c.json(await rotateExportToken(database.db, env, actorOf(c), c.req.param('id'))),
  );
  route.post(
    `${base}/feeds`,
    {
      summary:
        'Import a calendar by URL (http, https, webcal); read and parsed at once (201; 400 naming url, nothing stored, when it cannot be fetched — private addresses refused, 10 s, 2 MB, 3 redirects — or is not iCal; 422 naming url and the rule when a repeat rule can never occur or the parse is stopped at its time or memory limit); re-synced every ICAL_SYNC_MINUTES; 429 past 60 fetching calls (import, sync now, PATCH) per host in 10 minutes',
      auth: true,
      success: [201],
      body: IcalFeedCreateSchema,
      response: IcalFeedSchema,
      useAfterValidation: (deps) => [limits(deps).fetchLimit],
    },
    async (c, { body }, { database, env }) => c.json(await createUrlFeed(database.db, env, actorOf(c), c.req.param('id'), body), 201),
  );
  route.post(
    `${base}/feeds/file`,
    {
      summary:
        "Import a calendar file once: the .ics file is the raw body (content type text/calendar, application/octet-stream, text/plain or none; UTF-8; at most 2 MB); 201, or 400/413 naming file, or 422 naming file and the repeat rule that can never occur or could not be expanded within the parser's time and memory limits; 429 with Retry-After past 20 calendar files (imported or replaced) per host in an hour",
      auth: true,
      success: [201],
      query: IcalFileQuerySchema,
      response: IcalFeedSchema,
      useAfterValidation: (deps) => [limits(deps).uploadLimit],
    },
    async (c, { query }, { database, env }) => {
      const text = await calendarFile(c);
      return c.json(await createFileFeed(database.db, env, actorOf(c), c.req.param('id'), { name: query.name, text }), 201);
    },
  );
  route.post(
    `${base}/feeds/:feedId/sync`,
    {
      summary:
        "Re-read a URL calendar now. A failed read still answers 200: the feed shows lastError and keeps its events; a calendar stopped at the parser's limits also pauses automatic sync (syncPaused) until the next successful sync now or a new URL. A file import answers 400 naming feedId; 429 past the fetch limit",
      auth: true,
      response: IcalFeedSchema,
      use: (deps) => [limits(deps).fetchLimit],
    },
    async (c, _, { database, env }) => c.json(await syncFeedNow(database.db, env, actorOf(c), c.req.param('id'), c.req.param('feedId'))),
  );
  route.put(
    `${base}/feeds/:feedId/file`,
    {
      summary: "Replace a file import's events from a new upload (raw body like the import; 400 naming file, events kept, when it does not parse; 422 like the import; 429 past the upload limit)",
      auth: true,
      response: IcalFeedSchema,
      use: (deps) => [limits(deps).uploadLimit],
    },
    async (c, _, { database, env }) => {
      const text = await calendarFile(c);
      return c.json(await replaceFileFeed(database.db, env, actorOf(c), c.req.param('id'), c.req.param('feedId'), text));
    },
  );
  route.patch(
    `${base}/feeds/:feedId`,
    {
      summary: 'Rename, or point at another URL (read at once; 400 or 422 naming url and nothing changed when it fails; 429 past the fetch limit)',
      auth: true,
      body: IcalFeedPatchSchema,
      response: IcalFeedSchema,
      useAfterValidation: (deps) => [limits(deps).fetchLimit],
    },
    async (c, { body }, { database, env }) => c.json(await patchFeed(database.db, env, actorOf(c), c.req.param('id'), c.req.param('feedId'), body)),
  );
  route.delete(`${base}/feeds/:feedId`, { summary: 'Remove an imported calendar, its events and its sync job (204)', auth: true, success: [204] }, async (c, _, { database }) => {
    await deleteFeed(database.db, actorOf(c), c.req.param('id'), c.req.param('feedId'));
    return c.body(null, 204);
  });
});

// Public routes for the iCal export feed (its secret token is the credential), mounted under /api/public (no token).
export const icalPublicRoutes = defineRoutes('/api/public', 'public', (route) => {
  // The path parameter is the whole file name, '<token>.ics' (what calendar apps expect to see).
  route.get(
    '/ical/:token{[A-Za-z0-9_-]+\\.ics}',
    {
      summary: "A unit's calendar for other platforms, at <exportToken>.ics (text/calendar, RFC 5545): bookings and blocks as all-day events, DTEND = check-out, no guest data; unknown token 404",
      auth: false,
    },
    async (c, _, { database }) => {
      const body = await exportUnitCalendar(database.db, c.req.param('token').replace(/\.ics$/, ''));
      if (body === undefined) throw notFound('calendar');
      return c.body(body, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="calendar.ics"',
        // Platforms poll this; a cached copy would show them nights that are free again.
        'cache-control': 'no-cache, private',
        'x-robots-tag': 'noindex',
      });
    },
  );
});
