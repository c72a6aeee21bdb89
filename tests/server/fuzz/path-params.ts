import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { USER_TASK_TYPES } from '../../../src/shared/schemas/bookings';
import { VERIFICATION_PROVIDERS } from '../../../src/shared/domain/calendar-verification';
import { CHECKLIST_ITEM_IDS } from '../../../src/shared/domain/checklist';

// Path parameters for the fuzzed routes: values the calling host owns (read from the seeded
// database), another host's values, and garbage. A route whose parameter has no rule here
// fails the run, so a new path parameter is never sent as a literal "{id}".

export type ParamPool = Record<string, { owned: string[]; foreign: string[] }>;

const rows = async (db: Db, query: string): Promise<any[]> => ((await db.execute(sql.raw(query))) as unknown as { rows: any[] }).rows;

/** The pools, keyed by "<path prefix>|<param>" rules resolved in paramPool(). */
export async function loadOwnedIds(db: Db, ownerEmail: string, otherEmail: string) {
  const host = async (email: string) => (await rows(db, `select id from hosts where email = '${email}'`))[0].id as string;
  const [owner, other] = [await host(ownerEmail), await host(otherEmail)];
  const of = async (hostId: string) => ({
    host: [hostId],
    property: (await rows(db, `select id from properties where host_id = '${hostId}' and deleted_at is null order by created_at`)).map((r) => r.id),
    unit: (await rows(db, `select id from units where host_id = '${hostId}' order by created_at`)).map((r) => r.id),
    publishedUnit: (await rows(db, `select id from units where host_id = '${hostId}' and status = 'published'`)).map((r) => r.id),
    booking: (await rows(db, `select code from bookings where host_id = '${hostId}' and kind = 'booking' order by check_in`)).map((r) => r.code),
    request: (await rows(db, `select code from bookings where host_id = '${hostId}' and kind = 'request' order by check_in`)).map((r) => r.code),
    inquiry: (await rows(db, `select code from bookings where host_id = '${hostId}' and kind = 'inquiry' order by check_in`)).map((r) => r.code),
    conversation: (await rows(db, `select id from conversations where host_id = '${hostId}'`)).map((r) => r.id),
    review: (await rows(db, `select public_id, id from reviews where host_id = '${hostId}'`)).flatMap((r) => [r.public_id, r.id].filter(Boolean).map(String)),
    photo: (await rows(db, `select id from unit_photos where host_id = '${hostId}'`)).map((r) => r.id),
    feed: (await rows(db, `select id from ical_feeds where host_id = '${hostId}'`)).map((r) => r.id),
    subscription: (await rows(db, `select id from subscriptions where host_id = '${hostId}'`)).map((r) => r.id),
    supportMessage: (await rows(db, `select id from support_messages`)).map((r) => r.id),
    // Staff's dead jobs belong to no host: every one is the caller's to retry (none on a fresh seed).
    deadJob: (await rows(db, `select id from jobs where dead_at is not null`)).map((r) => String(r.id)),
  });
  return { owner: await of(owner), other: await of(other) };
}

type Ids = Awaited<ReturnType<typeof loadOwnedIds>>['owner'];

/** Which pool a path parameter draws from; the first matching rule wins. */
const RULES: [RegExp, string, (ids: Ids) => string[]][] = [
  [/\/property-units\/\{id\}\/stays$/, 'id', (i) => i.publishedUnit],
  [/\/property-unit\/\{id\}/, 'id', (i) => i.unit],
  [/\/photos\/\{photoId\}/, 'photoId', (i) => i.photo],
  [/\/feeds\/\{feedId\}/, 'feedId', (i) => i.feed],
  [/\/verify-calendar\/\{provider\}/, 'provider', () => VERIFICATION_PROVIDERS.map((p) => p.provider)],
  [/\/properties\/\{id\}\/location\/\{action\}/, 'action', () => ['autocomplete', 'address', 'map']],
  [/\/properties\/\{id\}/, 'id', (i) => i.property],
  [/\/properties\/\{propertyId\}/, 'propertyId', (i) => i.property],
  [/\/properties\/\{unitId\}/, 'unitId', (i) => i.unit],
  [/\/bookings\/\{id\}/, 'id', (i) => i.booking],
  [/\/booking-requests\/\{id\}/, 'id', (i) => i.request],
  [/\/booking-inquiries\/\{id\}/, 'id', (i) => i.inquiry],
  [/\/messaging\/channels\/\{id\}/, 'id', (i) => i.conversation],
  [/\/subscription\/\{subscriptionId\}/, 'subscriptionId', (i) => i.subscription],
  [/\/user\/task\/\{taskType\}/, 'taskType', () => [...USER_TASK_TYPES]],
  [/\/user\/checklist\/\{itemId\}/, 'itemId', () => [...CHECKLIST_ITEM_IDS]],
  [/\/billing-tag\/\{tag\}/, 'tag', () => ['0', '7', '1']],
  [/\/staff\/verifications\/\{hostId\}/, 'hostId', (i) => i.host],
  [/\/staff\/listings\/\{unitId\}/, 'unitId', (i) => i.unit],
  [/\/reviews\/reply\/\{reviewId\}/, 'reviewId', (i) => i.review],
  [/\/reviews\/new\/\{unitId\}/, 'unitId', (i) => i.unit],
  [/\/support-messages\/\{id\}/, 'id', (i) => i.supportMessage],
  [/\/staff\/dead-jobs\/\{id\}/, 'id', (i) => i.deadJob],
];

export const GARBAGE_IDS = ['0', '-1', 'x', randomUUID(), '00000000-0000-0000-0000-000000000000', 'HP-000000', 'null', "'; drop table hosts; --", '%00', '%E2%80%AE', 'ü'.repeat(3), 'a'.repeat(2000), '1e999', '..%2F..%2Fetc'];

export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** owned/foreign values for each parameter of a path; throws for a parameter with no rule. */
export function paramPool(path: string, ids: { owner: Ids; other: Ids }): ParamPool {
  const pool: ParamPool = {};
  for (const name of pathParams(path)) {
    const rule = RULES.find(([re, param]) => param === name && re.test(path));
    if (!rule) throw new Error(`fuzz: no rule for path parameter {${name}} of ${path}`);
    const owned = rule[2](ids.owner);
    const foreign = rule[2](ids.other).filter((x) => !owned.includes(x));
    pool[name] = { owned, foreign };
  }
  return pool;
}

export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]).replace(/%25/g, '%'));
}
