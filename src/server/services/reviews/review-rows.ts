import { and, eq, isNull, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, properties, reviews, units } from '../../db/schema';
import type { Review } from '../../../shared/schemas/reviews';

// One review as the API shows it (shared/schemas/reviews.ts ReviewSchema): the row with the few
// fields of its stay the host recognises it by. Host and guest calls read it through here.

export const reviewColumns = {
  review: reviews,
  stay: { code: bookings.code, checkIn: bookings.checkIn, checkOut: bookings.checkOut },
};

export type ReviewRow = { review: typeof reviews.$inferSelect; stay: { code: string; checkIn: string; checkOut: string } };

export const selectReviews = (db: Db) => db.select(reviewColumns).from(reviews).innerJoin(bookings, eq(bookings.id, reviews.stayId));

/** SQL condition: the review's unit is one of the host's live units (neither it nor its property deleted). */
export const liveUnitOfHost = (hostId: string | Placeholder | AnyColumn) =>
  and(eq(units.hostId, hostId), isNull(units.deletedAt), isNull(properties.deletedAt));

export function toReview({ review, stay }: ReviewRow): Review {
  return {
    publicId: review.publicId,
    unitId: review.unitId,
    rating: review.rating,
    comment: review.comment,
    guestName: review.guestName,
    stayCode: stay.code,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    createdAt: review.createdAt.toISOString(),
    reply: review.reply,
    repliedAt: review.repliedAt ? review.repliedAt.toISOString() : null,
    isNew: review.seenAt === null,
  };
}
