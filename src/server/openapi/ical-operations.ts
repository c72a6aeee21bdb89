import type { Operation } from './operation';
import { IcalFeedCreateSchema, IcalFeedPatchSchema, IcalFeedSchema, IcalFileQuerySchema, IcalOverviewSchema } from '../../shared/schemas/ical';

// OpenAPI entries for iCal (routes/ical.ts): the unit's export feed and the calendars imported
// into it. A calendar that cannot be read (URL) or parsed (file) is a 400 naming `url` or `file`;
// one whose repeat rules can never occur or cannot be expanded within the parser's limits is a 422
// naming the field and the rule.
const unit = '/api/app/property-unit/{id}/ical';
export const icalOperations: Operation[] = [
  { method: 'get', path: unit, summary: "The unit's secret export URL (made on first call) and its imported calendars with sync state and overlaps", tag: 'calendar', auth: true, response: IcalOverviewSchema },
  { method: 'post', path: `${unit}/export-token`, summary: 'A new secret export URL; the old one stops working at once', tag: 'calendar', auth: true, response: IcalOverviewSchema },
  {
    method: 'post',
    path: `${unit}/feeds`,
    summary: 'Import a calendar by URL (http, https, webcal); read and parsed at once (201; 400 naming url, nothing stored, when it cannot be fetched — private addresses refused, 10 s, 2 MB, 3 redirects — or is not iCal; 422 naming url and the rule when a repeat rule can never occur or the parse is stopped at its time or memory limit); re-synced every ICAL_SYNC_MINUTES; 429 past 60 fetching calls (import, sync now, PATCH) per host in 10 minutes',
    tag: 'calendar',
    auth: true,
    success: [201],
    body: IcalFeedCreateSchema,
    response: IcalFeedSchema,
  },
  {
    method: 'post',
    path: `${unit}/feeds/file`,
    summary: 'Import a calendar file once: the .ics file is the raw body (content type text/calendar, application/octet-stream, text/plain or none; UTF-8; at most 2 MB); 201, or 400/413 naming file, or 422 naming file and the repeat rule that can never occur or could not be expanded within the parser\'s time and memory limits; 429 with Retry-After past 20 calendar files (imported or replaced) per host in an hour',
    tag: 'calendar',
    auth: true,
    success: [201],
    query: IcalFileQuerySchema,
    response: IcalFeedSchema,
  },
  {
    method: 'post',
    path: `${unit}/feeds/{feedId}/sync`,
    summary: 'Re-read a URL calendar now. A failed read still answers 200: the feed shows lastError and keeps its events; a calendar stopped at the parser\'s limits also pauses automatic sync (syncPaused) until the next successful sync now or a new URL. A file import answers 400 naming feedId; 429 past the fetch limit',
    tag: 'calendar',
    auth: true,
    response: IcalFeedSchema,
  },
  {
    method: 'put',
    path: `${unit}/feeds/{feedId}/file`,
    summary: "Replace a file import's events from a new upload (raw body like the import; 400 naming file, events kept, when it does not parse; 422 like the import; 429 past the upload limit)",
    tag: 'calendar',
    auth: true,
    response: IcalFeedSchema,
  },
  { method: 'patch', path: `${unit}/feeds/{feedId}`, summary: 'Rename, or point at another URL (read at once; 400 or 422 naming url and nothing changed when it fails; 429 past the fetch limit)', tag: 'calendar', auth: true, body: IcalFeedPatchSchema, response: IcalFeedSchema },
  { method: 'delete', path: `${unit}/feeds/{feedId}`, summary: 'Remove an imported calendar, its events and its sync job (204)', tag: 'calendar', auth: true, success: [204] },
  {
    method: 'get',
    path: '/api/public/ical/{token}',
    summary: "A unit's calendar for other platforms, at <exportToken>.ics (text/calendar, RFC 5545): bookings and blocks as all-day events, DTEND = check-out, no guest data; unknown token 404",
    tag: 'public',
    auth: false,
  },
];
