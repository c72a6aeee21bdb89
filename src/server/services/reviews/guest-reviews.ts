import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../db/ids';
import { bookings, reviews } from '../../db/schema';
import { conflict } from '../../domain-errors';
import { recordAudit } from '../audit';
import type { BookingRow } from '../bookings/stay-rows';
import { selectReviews, toReview } from './review-rows';
import { violatedUnique, withFreshReviewCode } from './review-code';
import { reviewCollectedStatus, reviewWindow } from '../../../shared/domain/reviews/review-window';
import { reviewerName } from '../../../shared/domain/reviews/reviewer-name';
import { enqueueMail } from '../mail/outbox';
import { hostNoticeMail } from '../mail/host-notice-mail';
import { stayMailSource } from '../mail/stay-mail-source';
import { unsubscribeSigner } from '../mail/unsubscribe';
import type { GuestReviewInput, GuestReviewState } from '../../../shared/schemas/reviews';

// The guest's review of the stay behind the guest_token session (GET/POST /api/guest/review).
// Whether a review is accepted is the shared rule (shared/domain/reviews/review-window.ts): only
// while the stay is in review collection. Writing one inserts the review and moves the stay to
// REVIEW_COLLECTED / review_collected in one transaction, with the stay locked, so two posts at
// once leave one review and the loser gets 409.

/**
 * The stay a guest reviews: the session's own, except a confirmed request, which lives on as the
 * booking made from it (the request keeps its code, so its guest may still sign in with it).
 */
async function reviewedStay(db: Db, stay: BookingRow, forUpdate = false): Promise<BookingRow> {
  const booked = stay.kind === 'request' && stay.status === 'CONFIRMED';
  const q = db
    .select()
    .from(bookings)
    .where(booked ? eq(bookings.sourceRequestId, stay.id) : eq(bookings.id, stay.id))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? stay;
}

async function stateOf(db: Db, stay: BookingRow): Promise<GuestReviewState> {
  const [row] = await selectReviews(db).where(eq(reviews.stayId, stay.id)).limit(1);
  const window = reviewWindow(stay, row !== undefined);
  return { ...window, review: row ? toReview(row) : null };
}

export async function guestReviewState(db: Db, sessionStay: BookingRow): Promise<GuestReviewState> {
  return stateOf(db, await reviewedStay(db, sessionStay));
}

/** The guest writes the stay's review; the host's mail about it is written in the same transaction (`publicUrl`: where its link points). */
export async function writeGuestReview(db: Db, sessionStay: BookingRow, input: GuestReviewInput, options: { publicUrl: string }): Promise<GuestReviewState> {
  // Read before the transaction (it may create the secret on first use).
  const sign = await unsubscribeSigner(db);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const stay = await reviewedStay(tx, sessionStay, true);
      const { state } = await stateOf(tx, stay);
      if (state === 'written') throw conflict('This stay has already been reviewed.');
      if (state !== 'open') throw conflict(state === 'notYet' ? 'The stay can be reviewed after check-out.' : 'The time to review this stay has passed.');
      const collected = reviewCollectedStatus(stay.kind)!;
      const publicId = await withFreshReviewCode(tx, async (sp, code) => {
        await sp.insert(reviews).values({
          id: newId(),
          publicId: code,
          hostId: stay.hostId,
          unitId: stay.unitId,
          stayId: stay.id,
          rating: input.rating,
          comment: input.comment,
          guestName: reviewerName(stay.customerFirstName, stay.customerLastName),
        });
        return code;
      });
      await tx.update(bookings).set({ status: collected, updatedAt: new Date() }).where(eq(bookings.id, stay.id));
      const source = await stayMailSource(tx, stay.id);
      if (source) {
        const mail = await hostNoticeMail({
          kind: 'review.received',
          key: `review.received:${stay.id}`,
          texts: 'newReview',
          vars: { guest: source.facts.guestName, unit: source.facts.unitName, rating: String(input.rating) },
          host: source.host,
          path: `/insights/reviews/${stay.unitId}`,
          quote: input.comment ? { labelKey: 'newReview.comment', text: input.comment } : null,
          publicUrl: options.publicUrl,
          sign,
        });
        await enqueueMail(tx, mail);
      }
      await recordAudit(tx, {
        host: { id: stay.hostId },
        staff: null,
        action: 'review.written',
        target: publicId,
        detail: { actor: 'guest', bookingCode: stay.code, rating: input.rating, from: stay.status, to: collected },
      });
      return stateOf(tx, { ...stay, status: collected });
    });
  } catch (error) {
    // A review of this stay slipped in between (the unique stay index): the same answer as above.
    if (violatedUnique(error) === 'reviews_stay_idx') throw conflict('This stay has already been reviewed.');
    throw error;
  }
}
