import * as v from 'valibot';
import { INELIGIBILITY_REASONS } from '../domain/listing-eligibility';
import { LOCALES } from '../i18n/locales';

// GET /api/app/listing-eligibility (the answer) and POST /api/app/client-events (the body):
// the calls of the listing entry pages (HC §2, HC §8 "logs an error event"); the inbox
// reports a failed conversation creation through the same events (AS §8).

export const ListingEligibilitySchema = v.object({
  eligible: v.boolean(),
  reasons: v.array(v.picklist(INELIGIBILITY_REASONS)),
});

/** An id as it appears in an address: opaque, but bounded so a log line stays small. */
const addressId = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(100, 'must be at most 100 characters'));

/**
 * listing.not-found: a missing property or unit was opened (HC §8).
 * conversation.create-failed: the browser could not open a stay's conversation (AS §8).
 */
export const CLIENT_EVENT_TYPES = ['listing.not-found', 'conversation.create-failed'] as const;

export const ClientEventSchema = v.strictObject({
  type: v.picklist(CLIENT_EVENT_TYPES, `must be one of ${CLIENT_EVENT_TYPES.join(', ')}`),
  /** The address the host opened (pathname), as the browser shows it. */
  path: v.pipe(v.string(), v.startsWith('/', 'must start with /'), v.maxLength(2000, 'must be at most 2000 characters')),
  propertyId: v.optional(addressId),
  unitId: v.optional(addressId),
  /** The HTTP status of the failed call; 0 when no answer came (offline, timeout). */
  status: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'), v.maxValue(599, 'must be at most 599'))),
});
export type ClientEvent = v.InferOutput<typeof ClientEventSchema>;

/**
 * Events any page may report, signed in or not (POST /api/public/client-events; account-and-shell
 * AS §8 "Missing app element and missing translation are reported"): a text the page asked for
 * that its language does not have, and an index.html without the element the app renders into.
 */
export const PUBLIC_CLIENT_EVENT_TYPES = ['translation.missing', 'app.element-missing'] as const;

export const PublicClientEventSchema = v.strictObject({
  type: v.picklist(PUBLIC_CLIENT_EVENT_TYPES, `must be one of ${PUBLIC_CLIENT_EVENT_TYPES.join(', ')}`),
  /** The page (pathname only: a query may hold a token or an address). */
  path: v.pipe(
    v.string(),
    v.startsWith('/', 'must start with /'),
    v.maxLength(2000, 'must be at most 2000 characters'),
    v.check((s) => !/[?#]/.test(s), 'must be the pathname without query or fragment'),
  ),
  /** The missing text's key, or the missing element's id. */
  key: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/, 'must be a key (letters, digits, . - _; at most 200)'))),
  locale: v.optional(v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`)),
});
export type PublicClientEvent = v.InferOutput<typeof PublicClientEventSchema>;
