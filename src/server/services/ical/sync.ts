import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { externalEvents, icalFeeds, properties, units } from '../../db/schema';
import { newId } from '../../db/ids';
import { fetchCalendar, IcalFetchError } from './fetch';
import { IcalParseError, type ParsedEvent } from './parse';
import { IcalTooCostlyError, parseIcalIsolated } from './parse-isolated';
import { lockUnitNights } from '../night-holds';
import { mailIfFeedFailing } from './feed-failing-mail';
import { unsubscribeSigner } from '../mail/unsubscribe';

// Bringing a feed's stored events in line with what its calendar says now. The calendar is read
// and parsed completely BEFORE anything is written; any failure only records the attempt and the
// error, so a broken or unreachable feed never deletes the events of its last success.

export type FeedRow = typeof icalFeeds.$inferSelect;

export interface SyncChanges {
  added: number;
  updated: number;
  removed: number;
}

/** Reads a URL and parses it; throws IcalFetchError / IcalParseError with a reason for the host. */
export async function readUrlCalendar(env: Env, url: string): Promise<ParsedEvent[]> {
  const text = await fetchCalendar(url, { allowPrivate: env.ICAL_ALLOW_PRIVATE_URLS === 'true' });
  return parseCalendar(env, text);
}

/** Parses off the request thread, within the configured time (parse-isolated.ts). */
export const parseCalendar = (env: Env, text: string) => parseIcalIsolated(text, { timeoutMs: env.ICAL_PARSE_TIMEOUT_SECONDS * 1000 });

/** Said after the reason of a calendar too costly to read: nothing re-reads it on its own. */
export const SYNC_PAUSED_NOTE = 'Automatic sync is paused until you sync it again or change its address.';

export const isCalendarError = (error: unknown): error is IcalFetchError | IcalParseError =>
  error instanceof IcalFetchError || error instanceof IcalParseError;

/**
 * Within the caller's transaction: upsert by (feed, UID) — changed dates or summary are updated —
 * delete the UIDs that vanished, and mark the feed synced.
 */
export async function applyEvents(tx: Db, feed: FeedRow, parsed: ParsedEvent[], now = new Date()): Promise<SyncChanges> {
  // The unit's nights lock (as confirms and closes take it): an import is never refused, but a
  // confirm racing it either sees its events (and is refused) or comes first, and then the
  // calendar and the feed's health show the import's overlap with that stay.
  await lockUnitNights(tx, feed.unitId);
  const incoming = new Map<string, ParsedEvent>();
  for (const event of parsed) if (!incoming.has(event.uid)) incoming.set(event.uid, event);

  const existing = await tx
    .select({ id: externalEvents.id, uid: externalEvents.uid, dateFrom: externalEvents.dateFrom, dateTo: externalEvents.dateTo, summary: externalEvents.summary })
    .from(externalEvents)
    .where(eq(externalEvents.feedId, feed.id));
  const known = new Map(existing.map((row) => [row.uid, row]));

  const vanished = existing.filter((row) => !incoming.has(row.uid)).map((row) => row.id);
  for (let i = 0; i < vanished.length; i += 1000) await tx.delete(externalEvents).where(inArray(externalEvents.id, vanished.slice(i, i + 1000)));

  let updated = 0;
  const added: (typeof externalEvents.$inferInsert)[] = [];
  for (const event of incoming.values()) {
    const row = known.get(event.uid);
    if (!row) {
      added.push({ id: newId(), feedId: feed.id, hostId: feed.hostId, unitId: feed.unitId, uid: event.uid, dateFrom: event.dateFrom, dateTo: event.dateTo, summary: event.summary, updatedAt: now });
    } else if (row.dateFrom !== event.dateFrom || row.dateTo !== event.dateTo || row.summary !== event.summary) {
      await tx
        .update(externalEvents)
        .set({ dateFrom: event.dateFrom, dateTo: event.dateTo, summary: event.summary, updatedAt: now })
        .where(and(eq(externalEvents.id, row.id), eq(externalEvents.feedId, feed.id)));
      updated++;
    }
  }
  for (let i = 0; i < added.length; i += 500) await tx.insert(externalEvents).values(added.slice(i, i + 500));

  await tx
    .update(icalFeeds)
    .set({ lastAttemptAt: now, lastSuccessAt: now, lastError: null, eventCount: incoming.size })
    .where(eq(icalFeeds.id, feed.id));
  return { added: added.length, updated, removed: vanished.length };
}

/**
 * A failed attempt: when and why, and nothing else (the events stay). With `mail`, a feed failing
 * for a day also writes the host's mail, in the same transaction (feed-failing-mail.ts).
 */
export async function recordFailure(db: Db, feedId: string, reason: string, now = new Date(), mail?: { publicUrl: string }): Promise<void> {
  // Read before the transaction (it may create the secret on first use).
  const sign = mail ? await unsubscribeSigner(db) : null;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.update(icalFeeds).set({ lastAttemptAt: now, lastError: reason.slice(0, 1000) }).where(eq(icalFeeds.id, feedId));
    if (mail && sign) await mailIfFeedFailing(tx, feedId, { publicUrl: mail.publicUrl, now, sign });
  });
}

/** The feed's row locked for the sync, or undefined when it was deleted meanwhile. */
export async function lockFeed(tx: Db, feedId: string): Promise<FeedRow | undefined> {
  const [row] = await tx.select().from(icalFeeds).where(eq(icalFeeds.id, feedId)).limit(1).for('update');
  return row;
}

/**
 * Re-reads a URL feed (the job and "sync now"). Returns the outcome; never throws for a calendar
 * problem — that is recorded on the feed as lastError.
 */
export type SyncOutcome =
  | { ok: true; changes: SyncChanges }
  /** paused: the calendar took too long or too much memory to read; it is not re-read until the host acts. */
  | { ok: false; error: string; paused: boolean }
  | { ok: false; gone: true };

export async function syncUrlFeed(db: Db, env: Env, feedId: string): Promise<SyncOutcome> {
  // A feed of a deleted unit (or property) is not read any more: its job ends.
  const [found] = await db
    .select({ feed: icalFeeds })
    .from(icalFeeds)
    .innerJoin(units, eq(units.id, icalFeeds.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(icalFeeds.id, feedId), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
  const feed = found?.feed;
  if (!feed || feed.kind !== 'url' || !feed.url) return { ok: false, gone: true };
  let parsed: ParsedEvent[];
  try {
    parsed = await readUrlCalendar(env, feed.url);
  } catch (error) {
    if (!isCalendarError(error)) throw error;
    const paused = error instanceof IcalTooCostlyError;
    const reason = `The calendar address ${error.message}.${paused ? ` ${SYNC_PAUSED_NOTE}` : ''}`;
    await recordFailure(db, feed.id, reason, new Date(), { publicUrl: env.publicUrl });
    return { ok: false, error: reason, paused };
  }
  const changes = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const locked = await lockFeed(tx, feed.id);
    if (!locked) return null;
    // Pointed at another URL while we were reading: that change brought its own sync.
    if (locked.url !== feed.url) return { added: 0, updated: 0, removed: 0 };
    return applyEvents(tx, locked, parsed);
  });
  return changes ? { ok: true, changes } : { ok: false, gone: true };
}
