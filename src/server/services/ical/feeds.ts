import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { icalFeeds, jobs, properties, units } from '../../db/schema';
import { newId } from '../../db/ids';
import { DomainError, invalid, notFound } from '../../domain-errors';
import { recordAudit } from '../audit';
import { findUnit } from '../units';
import { todayOfUnit } from '../property-time';
import { isUuid, type Actor } from '../properties';
import type { IcalFeed, IcalOverview } from '../../../shared/schemas/ical';
import { BOOKED_INQUIRY_STATUSES } from '../../../shared/domain/availability/night-holds';
import { IcalParseError, IcalRuleError, type ParsedEvent } from './parse';
import { IcalTooCostlyError } from './parse-isolated';
import { applyEvents, isCalendarError, parseCalendar, readUrlCalendar, syncUrlFeed, type FeedRow } from './sync';
import { icalSyncKey, scheduleFeedSync, unscheduleFeedSync } from './job';

// A unit's iCal: its secret export URL and the external calendars imported into it. Every write
// is one transaction with an audit row; a calendar that cannot be read or parsed is refused (400)
// before anything is stored. One that is well formed but cannot be expanded — a repeat rule that
// never occurs, or a parse stopped at its time or memory limit — is refused with 422 naming the rule.

const inTx = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((txn) => work(txn as unknown as Db));

const newToken = () => randomBytes(32).toString('base64url');
export const exportUrlOf = (env: Env, token: string) => `${env.publicUrl}/api/public/ical/${token}.ics`;

/**
 * Imported events sharing a night from `today` on (the day at the unit's property) with one of the
 * unit's stays (holdOfStay 'stay': bookings that are not cancelled, booked inquiries): the calendar
 * flags them as overlaps and the notifications name them (shared/domain/notifications.ts, which
 * leaves past nights out the same way). Counted per feed.
 */
const bookedInquiry = sql.join(BOOKED_INQUIRY_STATUSES.map((st) => sql`${st}`), sql`, `);
const overlappingBookings = (today: string) => sql<number>`(
  select count(*)::int from external_events e
  where e.feed_id = "ical_feeds"."id"
    and e.date_to > ${today}
    and exists (
      select 1 from bookings b
      where b.unit_id = e.unit_id
        and ((b.kind = 'booking' and b.status <> 'CANCELLED') or (b.kind = 'inquiry' and b.status in (${bookedInquiry})))
        and b.check_in < e.date_to and b.check_out > e.date_from and b.check_out > ${today}
    )
)`;

/** A URL feed without its sync job: the job stopped at a calendar too costly to read (job.ts). */
const syncPaused = sql<boolean>`(
  "ical_feeds"."kind" = 'url'
  and not exists (select 1 from ${jobs} j where j.key = ${icalSyncKey('')} || "ical_feeds"."id")
)`;

const toFeed = (row: FeedRow, overlaps: number, paused: boolean): IcalFeed => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  url: row.url,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  lastError: row.lastError,
  eventCount: row.eventCount,
  overlappingBookings: Number(overlaps),
  syncPaused: Boolean(paused),
});

async function feedsOf(db: Db, hostId: string, unitId: string, feedId?: string): Promise<IcalFeed[]> {
  const today = await todayOfUnit(db, unitId);
  const rows = await db
    .select({ feed: icalFeeds, overlaps: overlappingBookings(today), paused: syncPaused })
    .from(icalFeeds)
    .where(and(eq(icalFeeds.hostId, hostId), eq(icalFeeds.unitId, unitId), feedId ? eq(icalFeeds.id, feedId) : undefined))
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
  return rows.map((r) => toFeed(r.feed, r.overlaps, r.paused));
}

async function feedView(db: Db, hostId: string, unitId: string, feedId: string): Promise<IcalFeed> {
  const [feed] = await feedsOf(db, hostId, unitId, feedId);
  if (!feed) throw notFound('calendar feed');
  return feed;
}

/** The feed of this host's unit, locked; a foreign or missing one is 404 like any other. */
async function findFeed(tx: Db, hostId: string, unitId: string, feedId: string): Promise<FeedRow> {
  if (!isUuid(feedId)) throw notFound('calendar feed');
  const [row] = await tx
    .select()
    .from(icalFeeds)
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.hostId, hostId), eq(icalFeeds.unitId, unitId)))
    .limit(1)
    .for('update');
  if (!row) throw notFound('calendar feed');
  return row;
}

export async function getOverview(db: Db, env: Env, actor: Actor, unitId: string): Promise<IcalOverview> {
  let { unit } = await findUnit(db, actor.host.id, unitId);
  if (!unit.icalExportToken) {
    // First look: the secret URL is made now (a write, so audited), once even if two tabs ask.
    await inTx(db, async (tx) => {
      const { unit: locked } = await findUnit(tx, actor.host.id, unitId, true);
      if (locked.icalExportToken) return;
      await tx.update(units).set({ icalExportToken: newToken() }).where(eq(units.id, locked.id));
      await recordAudit(tx, { ...actor, action: 'unit.ical.export-token.create', target: locked.id });
    });
    ({ unit } = await findUnit(db, actor.host.id, unitId));
  }
  return { unitId: unit.id, exportUrl: exportUrlOf(env, unit.icalExportToken!), feeds: await feedsOf(db, actor.host.id, unit.id) };
}

/** A new secret: the old export URL stops working at once. */
export async function rotateExportToken(db: Db, env: Env, actor: Actor, unitId: string): Promise<IcalOverview> {
  await inTx(db, async (tx) => {
    const { unit } = await findUnit(tx, actor.host.id, unitId, true);
    await tx.update(units).set({ icalExportToken: newToken() }).where(eq(units.id, unit.id));
    await recordAudit(tx, { ...actor, action: 'unit.ical.export-token.rotate', target: unit.id });
  });
  return getOverview(db, env, actor, unitId);
}

/** The unit (not deleted, nor its property) whose export feed this token opens. */
export async function unitOfExportToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.icalExportToken, token), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
  return row;
}

/** 400 for a calendar that is not one; 422 for one whose rules cannot be expanded (the reason names the rule). */
function calendarProblem(field: 'url' | 'file', error: Error): DomainError {
  const detail = `${field === 'url' ? 'The calendar address' : 'The file'} ${error.message}.`;
  if (error instanceof IcalRuleError || error instanceof IcalTooCostlyError) {
    return new DomainError('unprocessable', detail, { title: 'Calendar cannot be read', invalidParams: [{ name: field, reason: error.message }] });
  }
  return invalid([{ name: field, reason: error.message }], detail);
}

async function readUrlOrRefuse(env: Env, url: string): Promise<ParsedEvent[]> {
  try {
    return await readUrlCalendar(env, url);
  } catch (error) {
    if (isCalendarError(error)) throw calendarProblem('url', error);
    throw error;
  }
}

async function parseFileOrRefuse(env: Env, text: string): Promise<ParsedEvent[]> {
  try {
    return await parseCalendar(env, text);
  } catch (error) {
    if (error instanceof IcalParseError) throw calendarProblem('file', error);
    throw error;
  }
}

async function insertFeed(tx: Db, actor: Actor, unitId: string, values: { name: string; kind: 'url' | 'file'; url: string | null }, events: ParsedEvent[]) {
  const { unit } = await findUnit(tx, actor.host.id, unitId, true);
  const [feed] = await tx.insert(icalFeeds).values({ id: newId(), hostId: actor.host.id, unitId: unit.id, ...values }).returning();
  const changes = await applyEvents(tx, feed!, events);
  await recordAudit(tx, { ...actor, action: 'unit.ical.feed.create', target: unit.id, detail: { feedId: feed!.id, kind: values.kind, name: values.name, url: values.url, ...changes } });
  return feed!;
}

/** Import by URL: read and parse now (400 or 422 naming `url` and nothing stored if that fails), then re-synced by the job. */
export async function createUrlFeed(db: Db, env: Env, actor: Actor, unitId: string, input: { name: string; url: string }): Promise<IcalFeed> {
  await findUnit(db, actor.host.id, unitId); // 404 before we fetch anything for a foreign unit
  const events = await readUrlOrRefuse(env, input.url);
  const feed = await inTx(db, async (tx) => {
    const row = await insertFeed(tx, actor, unitId, { name: input.name, kind: 'url', url: input.url }, events);
    await scheduleFeedSync(tx, env, row.id);
    return row;
  });
  return feedView(db, actor.host.id, feed.unitId, feed.id);
}

/** Import a calendar file once (a file cannot be re-read; a new upload replaces its events). */
export async function createFileFeed(db: Db, env: Env, actor: Actor, unitId: string, input: { name: string; text: string }): Promise<IcalFeed> {
  await findUnit(db, actor.host.id, unitId);
  const events = await parseFileOrRefuse(env, input.text);
  const feed = await inTx(db, (tx) => insertFeed(tx, actor, unitId, { name: input.name, kind: 'file', url: null }, events));
  return feedView(db, actor.host.id, feed.unitId, feed.id);
}

export async function replaceFileFeed(db: Db, env: Env, actor: Actor, unitId: string, feedId: string, text: string): Promise<IcalFeed> {
  await findUnit(db, actor.host.id, unitId);
  await inTx(db, async (tx) => {
    const feed = await findFeed(tx, actor.host.id, unitId, feedId);
    if (feed.kind !== 'file') throw invalid([{ name: 'feedId', reason: 'this calendar is imported by URL; it is re-read from its address' }]);
    return feed;
  });
  const events = await parseFileOrRefuse(env, text);
  await inTx(db, async (tx) => {
    const feed = await findFeed(tx, actor.host.id, unitId, feedId);
    const changes = await applyEvents(tx, feed, events);
    await recordAudit(tx, { ...actor, action: 'unit.ical.feed.replace-file', target: unitId, detail: { feedId, ...changes } });
  });
  return feedView(db, actor.host.id, unitId, feedId);
}

/** Rename, or point at another URL (read now; a URL that fails is refused and nothing changes). */
export async function patchFeed(db: Db, env: Env, actor: Actor, unitId: string, feedId: string, patch: { name?: string; url?: string }): Promise<IcalFeed> {
  await findUnit(db, actor.host.id, unitId);
  const current = await inTx(db, (tx) => findFeed(tx, actor.host.id, unitId, feedId));
  const newUrl = patch.url !== undefined && patch.url !== current.url ? patch.url : undefined;
  if (newUrl !== undefined && current.kind === 'file') throw invalid([{ name: 'url', reason: 'a file import has no address; import the calendar by URL instead' }]);
  const events = newUrl !== undefined ? await readUrlOrRefuse(env, newUrl) : undefined;
  await inTx(db, async (tx) => {
    const feed = await findFeed(tx, actor.host.id, unitId, feedId);
    const [row] = await tx
      .update(icalFeeds)
      .set({ name: patch.name ?? feed.name, url: newUrl ?? feed.url })
      .where(eq(icalFeeds.id, feed.id))
      .returning();
    const changes = events ? await applyEvents(tx, row!, events) : undefined;
    if (events) await scheduleFeedSync(tx, env, feed.id);
    await recordAudit(tx, { ...actor, action: 'unit.ical.feed.patch', target: unitId, detail: { feedId, name: patch.name, url: newUrl, ...changes } });
  });
  return feedView(db, actor.host.id, unitId, feedId);
}

/** The feed and its events go; so does its sync job. */
export async function deleteFeed(db: Db, actor: Actor, unitId: string, feedId: string): Promise<void> {
  await findUnit(db, actor.host.id, unitId);
  await inTx(db, async (tx) => {
    const feed = await findFeed(tx, actor.host.id, unitId, feedId);
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, feed.id));
    await unscheduleFeedSync(tx, feed.id);
    await recordAudit(tx, { ...actor, action: 'unit.ical.feed.delete', target: unitId, detail: { feedId, name: feed.name, kind: feed.kind, events: feed.eventCount } });
  });
}

/**
 * "Sync now". A failed read is not an error of this call: it answers the feed with lastError set
 * (and its events as they were), exactly as the job would have left it. The host asked, so a
 * paused feed is scheduled again — unless this read too was stopped at the parser's limits.
 */
export async function syncFeedNow(db: Db, env: Env, actor: Actor, unitId: string, feedId: string): Promise<IcalFeed> {
  await findUnit(db, actor.host.id, unitId);
  const feed = await inTx(db, (tx) => findFeed(tx, actor.host.id, unitId, feedId));
  if (feed.kind === 'file') throw invalid([{ name: 'feedId', reason: 'a file import cannot be re-read; upload again' }]);
  const outcome = await syncUrlFeed(db, env, feed.id);
  await inTx(db, async (tx) => {
    if (outcome.ok || ('paused' in outcome && !outcome.paused)) await scheduleFeedSync(tx, env, feed.id);
    else if ('paused' in outcome) await unscheduleFeedSync(tx, feed.id);
    await recordAudit(tx, { ...actor, action: 'unit.ical.feed.sync', target: unitId, detail: { feedId, ...(outcome.ok ? outcome.changes : { error: 'error' in outcome ? outcome.error : 'gone' }) } });
  });
  return feedView(db, actor.host.id, unitId, feedId);
}
