import * as v from 'valibot';
import {
  NAVIGATION_TYPES,
  REPORTED_METHODS,
  TELEMETRY_BATCH_MAX,
  TELEMETRY_PATH_MAX,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  capVitalValue,
  cutTarget,
  isReportedErrorStatus,
} from '../domain/telemetry';
import { routePatternOf } from '../domain/telemetry-route';

// Browser health (rules: shared/domain/telemetry.ts):
//   POST /api/public/client-errors {items: [{status, method, path, correlationId?, page, messageKey}]} -> 204
//   POST /api/public/web-vitals    {items: [{name, value, rating, route, target?, navigationType}]}   -> 204
//   GET  /api/app/staff/browser-health -> {since, vitals: [{route, name, p75, count}], errors: [...]}
// Public, so signed-out pages report too; a valid bearer token attaches the host.

const path = (what: string) =>
  v.pipe(
    v.string(),
    v.startsWith('/', 'must start with /'),
    v.maxLength(TELEMETRY_PATH_MAX, `must be at most ${TELEMETRY_PATH_MAX} characters`),
    v.check((s) => !/[?#]/.test(s), `must be the ${what} without query or fragment`),
  );

export const ClientErrorReportSchema = v.strictObject({
  status: v.pipe(v.number(), v.check(isReportedErrorStatus, 'must be an error status the tracker takes (400 to 599, not 401 or 404)')),
  method: v.picklist(REPORTED_METHODS, `must be one of ${REPORTED_METHODS.join(', ')}`),
  /** The API path called, e.g. /api/app/properties/{id}. */
  path: v.pipe(path('API path'), v.startsWith('/api/', 'must be an API path (/api/...)')),
  /** The answer's x-correlation-id; absent when a proxy answered without one. */
  correlationId: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _'))),
  /** The page the host was on. */
  page: path('page path'),
  /** What the host was told (the error's translation key or problem code), never server text. */
  messageKey: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/, 'must be a message key (letters, digits, . - _; at most 64)')),
});
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReportSchema>;

export const WebVitalReportSchema = v.strictObject({
  name: v.picklist(WEB_VITAL_NAMES, `must be one of ${WEB_VITAL_NAMES.join(', ')}`),
  /** Capped, not refused: a reading over the cap still says "very slow". */
  value: v.pipe(v.number(), v.minValue(0, 'must not be negative'), v.transform(capVitalValue)),
  rating: v.picklist(WEB_VITAL_RATINGS, `must be one of ${WEB_VITAL_RATINGS.join(', ')}`),
  /** The page's route pattern ('/calendar/:unit?'); an address is turned into its pattern. */
  route: v.pipe(
    v.string(),
    v.startsWith('/', 'must start with /'),
    v.maxLength(TELEMETRY_PATH_MAX, `must be at most ${TELEMETRY_PATH_MAX} characters`),
    v.transform(routePatternOf),
  ),
  /** The element the metric names (a CSS selector), cut to 128 characters. */
  target: v.optional(v.pipe(v.string(), v.maxLength(4096, 'must be at most 4096 characters'), v.transform(cutTarget))),
  navigationType: v.picklist(NAVIGATION_TYPES, `must be one of ${NAVIGATION_TYPES.join(', ')}`),
});
export type WebVitalReport = v.InferInput<typeof WebVitalReportSchema>;

const batch = <S extends v.GenericSchema>(item: S) =>
  v.strictObject({
    items: v.pipe(
      v.array(item),
      v.minLength(1, 'must hold at least one report'),
      v.maxLength(TELEMETRY_BATCH_MAX, `must hold at most ${TELEMETRY_BATCH_MAX} reports`),
    ),
  });

export const ClientErrorBatchSchema = batch(ClientErrorReportSchema);
export const WebVitalBatchSchema = batch(WebVitalReportSchema);

const instant = v.pipe(v.string(), v.isoTimestamp());

export const BrowserHealthSchema = v.object({
  /** Start of the window the percentiles cover (7 days back). */
  since: instant,
  /** p75 per metric and route pattern, routes by name. */
  vitals: v.array(
    v.object({
      route: v.string(),
      name: v.picklist(WEB_VITAL_NAMES),
      p75: v.number(),
      count: v.number(),
    }),
  ),
  /** The latest client errors, newest first. */
  errors: v.array(
    v.object({
      id: v.string(),
      at: instant,
      status: v.number(),
      method: v.string(),
      path: v.string(),
      correlationId: v.nullable(v.string()),
      page: v.string(),
      messageKey: v.string(),
      hostEmail: v.nullable(v.string()),
    }),
  ),
});
export type BrowserHealth = v.InferOutput<typeof BrowserHealthSchema>;
