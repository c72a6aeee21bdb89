import { and, count, desc, eq, inArray, isNull, sql, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { properties, reviews, units } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { recordAudit } from '../audit';
import { findUnit } from '../units';
import type { Actor } from '../../domain-types';
import { liveUnitOfHost, selectReviews, toReview } from './review-rows';
import { REVIEW_CODE_PATTERN } from './review-code';
import { ratingDistribution, ratingSummary } from '../../../shared/domain/reviews/rating';
import { pagination } from '../../../shared/schemas/pagination';
import type { ReviewPage, ReviewReplyAnswer, UnitRating } from '../../../shared/schemas/reviews';

// The host's side of guest reviews (AS §2.7, AS §7 Reports and reviews): a unit's
// reviews page by page (newest first), its rating, replying, the units with reviews not yet seen
// and marking a unit seen. Every query names the host from the token; a unit or review of
// another host, a deleted unit or one that does not exist all answer 404 alike.

/** The unit's reviews, newest first (ties: the later id, UUIDv7 being time-ordered). */
export async function listUnitReviews(db: Db, hostId: string, unitId: string, query: { page: number; limit: number }): Promise<ReviewPage> {
  // findUnit scopes the call to the host; a unit's reviews are its host's, so the unit alone
  // filters them, and the (unit_id, created_at) index, read backwards, gives the page in order.
  await findUnit(db, hostId, unitId);
  const where = eq(reviews.unitId, unitId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(reviews).where(where),
    // The page's ids first, then their stays: a late page skips rows of reviews alone, not joined ones.
    selectReviews(db)
      .where(
        inArray(
          reviews.id,
          db.select({ id: reviews.id }).from(reviews).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(query.limit).offset((query.page - 1) * query.limit),
        ),
      )
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
  ]);
  return { items: rows.map(toReview), pagination: pagination(query.page, query.limit, Number(total)) };
}

/** Stars per review of the unit, their average and how many still wait for a reply, in one query. */
export async function unitRating(db: Db, hostId: string, unitId: string): Promise<UnitRating> {
  await findUnit(db, hostId, unitId);
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int`, unanswered: sql<number>`(count(*) filter (where ${reviews.reply} is null))::int` })
    .from(reviews)
    .where(eq(reviews.unitId, unitId))
    .groupBy(reviews.rating);
  const summary = ratingSummary(ratingDistribution(rows.map((r) => ({ rating: r.rating, count: Number(r.count) }))));
  return { unitId, ...summary, unanswered: rows.reduce((n, r) => n + Number(r.unanswered), 0) };
}

/**
 * The host's reply; a new one replaces the earlier. Replying also counts as having seen the
 * review (it leaves the new list). {reviewId} is the review's public id.
 */
export async function replyToReview(db: Db, actor: Actor, reviewId: string, text: string): Promise<ReviewReplyAnswer> {
  const publicId = reviewId.trim().toUpperCase();
  if (!REVIEW_CODE_PATTERN.test(publicId)) throw notFound('review');
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [found] = await tx
      .select({ id: reviews.id, reply: reviews.reply })
      .from(reviews)
      .innerJoin(units, eq(units.id, reviews.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(reviews.publicId, publicId), eq(reviews.hostId, actor.host.id), liveUnitOfHost(actor.host.id)))
      .limit(1)
      .for('update', { of: reviews });
    if (!found) throw notFound('review');
    const now = new Date();
    await tx
      .update(reviews)
      .set({ reply: text, repliedAt: now, seenAt: sql`coalesce(${reviews.seenAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(reviews.id, found.id));
    await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'review.reply', target: publicId, detail: { replaced: found.reply !== null, length: text.length } });
    const [row] = await selectReviews(tx).where(eq(reviews.id, found.id)).limit(1);
    const review = toReview(row);
    return { unitId: review.unitId, publicId, review };
  });
}

/** Ids of the host's live units with reviews not yet marked seen, the unit with the latest such review first. */
export async function unitsWithNewReviews(db: Db, hostId: string): Promise<string[]> {
  const rows = await db
    .select({ unitId: reviews.unitId })
    .from(reviews)
    .innerJoin(units, eq(units.id, reviews.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(reviews.hostId, hostId), isNull(reviews.seenAt), liveUnitOfHost(hostId)))
    .groupBy(reviews.unitId)
    .orderBy(desc(sql`max(${reviews.createdAt})`), reviews.unitId);
  return rows.map((r) => r.unitId);
}

/** Marks the unit's reviews seen (idempotent: a second call changes and records nothing); answers the new list. */
export async function markUnitReviewsSeen(db: Db, actor: Actor, unitId: string): Promise<string[]> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await findUnit(tx, actor.host.id, unitId);
    const marked = await tx
      .update(reviews)
      .set({ seenAt: new Date() })
      .where(and(eq(reviews.unitId, unitId), eq(reviews.hostId, actor.host.id), isNull(reviews.seenAt)))
      .returning({ id: reviews.id });
    if (marked.length > 0) await recordAudit(tx, { host: actor.host, staff: actor.staff, action: 'review.seen', target: unitId, detail: { reviews: marked.length } });
  });
  return unitsWithNewReviews(db, actor.host.id);
}

/** The newest reviews of the host's live units still without a reply (the Today page), newest first. */
export async function latestUnansweredReviews(db: Db, hostId: string, limit: number) {
  return db
    .select({
      publicId: reviews.publicId,
      guestName: reviews.guestName,
      rating: reviews.rating,
      comment: reviews.comment,
      unitId: reviews.unitId,
      // A single-unit property's unit has no title of its own: the host knows it by the property's.
      unitTitle: sql<string>`coalesce(${units.title}, ${properties.title}, '')`,
    })
    .from(reviews)
    .innerJoin(units, eq(units.id, reviews.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(reviews.hostId, hostId), isNull(reviews.reply), liveUnitOfHost(hostId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/**
 * Reviews of the host's live units still without a reply (the statistics badge and the reviews
 * tab's), one query. The select is exported so the shell's facts (services/hosts.ts shellFacts)
 * embed the same rule; `hostId` is a placeholder or the outer query's column.
 */
export const unansweredReviewCountSelect = (db: Db, hostId: Placeholder | AnyColumn) =>
  db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(units, eq(units.id, reviews.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(reviews.hostId, hostId), isNull(reviews.reply), liveUnitOfHost(hostId)));

// Asked on every statistics page: prepared once per database (db/prepared.ts).
const unansweredReviewCountQuery = preparedPerDb((db) => unansweredReviewCountSelect(db, sql.placeholder('hostId')).prepare('unanswered_review_count'));

export async function unansweredReviewCount(db: Db, hostId: string): Promise<number> {
  const [row] = await unansweredReviewCountQuery(db).execute({ hostId });
  return Number(row?.n ?? 0);
}
