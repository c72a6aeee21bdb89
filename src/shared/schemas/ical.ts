import * as v from 'valibot';

// iCal for a unit: an export feed at a secret URL, and external calendars imported by
// URL (re-synced by a background job) or from a file (read once). Event dates follow iCal: the
// end of a stay is its check-out day.

export const FEED_NAME_MAX = 80;
export const FEED_URL_MAX = 2000;
/** An uploaded calendar file may be at most this large. */
export const ICAL_FILE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Calendar files uploaded (a new file import or a replaced file), per host: each is parsed in a
 * worker thread for up to ICAL_PARSE_TIMEOUT_SECONDS, so a loop of uploads must not keep the
 * server's cores busy. A host imports a few files a day; 20 an hour is far above that. Past it the
 * server answers 429 (server/routes/ical.ts) and the calendar-sync forms say so.
 */
export const ICAL_UPLOAD_LIMIT = { perHost: 20, windowSeconds: 60 * 60 };

const name = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(FEED_NAME_MAX, `must be at most ${FEED_NAME_MAX} characters`));
const url = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(FEED_URL_MAX, `must be at most ${FEED_URL_MAX} characters`),
  v.regex(/^(https?|webcal):\/\/[^\s]+$/i, 'must be an http(s) or webcal address'),
);

/** POST .../ical/feeds: import a calendar by URL (synced at once, then by the job). */
export const IcalFeedCreateSchema = v.object({ name, url });
/** PATCH .../ical/feeds/{feedId}: rename, or point at another URL (synced at once). */
export const IcalFeedPatchSchema = v.object({ name: v.optional(name), url: v.optional(url) });

/** POST .../ical/feeds/file?name=...: the calendar file itself is the raw request body. */
export const IcalFileQuerySchema = v.object({ name });
/** Content types a calendar upload may be sent as (browsers send .ics files as either). */
export const ICAL_FILE_CONTENT_TYPES = ['text/calendar', 'application/octet-stream', 'text/plain'] as const;

export const IcalFeedSchema = v.object({
  id: v.string(),
  name: v.string(),
  kind: v.picklist(['url', 'file']),
  /** null for a file import. */
  url: v.nullable(v.string()),
  lastAttemptAt: v.nullable(v.string()),
  lastSuccessAt: v.nullable(v.string()),
  /** Why the last attempt failed (the events of the last success are kept); null after a success. */
  lastError: v.nullable(v.string()),
  eventCount: v.number(),
  /** Imported events that share a night with one of the unit's bookings. */
  overlappingBookings: v.number(),
  /**
   * A URL feed that is not re-read on its own: its calendar took too long or too much memory to
   * read, so the job stopped. "Sync now" or a new address starts it again. Always false for files.
   */
  syncPaused: v.boolean(),
});
export type IcalFeed = v.InferOutput<typeof IcalFeedSchema>;

/** GET .../ical: where other platforms read this unit's calendar, and the imported calendars. */
export const IcalOverviewSchema = v.object({
  unitId: v.string(),
  exportUrl: v.string(),
  feeds: v.array(IcalFeedSchema),
});
export type IcalOverview = v.InferOutput<typeof IcalOverviewSchema>;
