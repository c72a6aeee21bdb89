import * as v from 'valibot';
import { MAX_PAGE_LIMIT, pageOf } from './pagination';

// Guests' reviews and the host's replies (AS §2.7, AS §3 Review, AS §7 Reports and
// reviews). Paths are the spec's; the bodies beyond its named fields (items, pagination, text,
// unitId, publicId) are ours.

export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 1000;
/** Reviews per page when the call names no limit (the spec does not show one). */
export const REVIEWS_PAGE_DEFAULT_LIMIT = 10;

export const ReviewSchema = v.object({
  publicId: v.string(),
  unitId: v.string(),
  /** 1 to 5 stars. */
  rating: v.number(),
  comment: v.string(),
  /** "Oliver K." */
  guestName: v.string(),
  /** The stay the review is about. */
  stayCode: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  createdAt: v.string(),
  reply: v.nullable(v.string()),
  repliedAt: v.nullable(v.string()),
  /** Not yet marked seen by the host (PUT /api/app/reviews/new/{unitId}). */
  isNew: v.boolean(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

/** GET /api/app/reviews/{unitId}?page=&limit=: newest first. */
export const ReviewPageSchema = pageOf(ReviewSchema);
export type ReviewPage = v.InferOutput<typeof ReviewPageSchema>;

const positiveInt = (max: number, what: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${what} must be a whole number`), v.transform(Number), v.minValue(1, `${what} must be at least 1`), v.maxValue(max, `${what} must be at most ${max}`));

export const ReviewPageQuerySchema = v.object({
  page: v.optional(positiveInt(100000, 'page'), '1'),
  limit: v.optional(positiveInt(MAX_PAGE_LIMIT, 'limit'), String(REVIEWS_PAGE_DEFAULT_LIMIT)),
});

/** POST /api/app/reviews/reply/{reviewId}: a reply replaces the earlier one. */
export const ReviewReplySchema = v.object({
  text: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(REPLY_TEXT_MAX, `must be at most ${REPLY_TEXT_MAX} characters`)),
});
export type ReviewReplyInput = v.InferOutput<typeof ReviewReplySchema>;

export const ReviewReplyAnswerSchema = v.object({ unitId: v.string(), publicId: v.string(), review: ReviewSchema });
export type ReviewReplyAnswer = v.InferOutput<typeof ReviewReplyAnswerSchema>;

/** GET /api/app/reviews/rating/{unitId}: average (one decimal, null without reviews) and how many of each star. */
export const UnitRatingSchema = v.object({
  unitId: v.string(),
  average: v.nullable(v.number()),
  count: v.number(),
  /** distribution[0] is the number of 1-star reviews, distribution[4] of 5-star ones. */
  distribution: v.array(v.number()),
  /** Reviews the host has not answered yet. */
  unanswered: v.number(),
});
export type UnitRating = v.InferOutput<typeof UnitRatingSchema>;

/** GET /api/app/reviews/new: the ids of the host's units with reviews not yet marked seen. */
export const NewReviewUnitsSchema = v.array(v.string());

/** GET /api/app/reviews/unanswered (ours): how many reviews wait for a reply, for the reviews tab's badge. */
export const UnansweredReviewsSchema = v.object({ count: v.number() });

// The guest's side (/guest/chat, guest token): write the stay's one review in its window.

export const GuestReviewSchema = v.object({
  rating: v.pipe(v.number('is required'), v.integer('must be a whole number of stars'), v.minValue(1, 'must be 1 to 5 stars'), v.maxValue(5, 'must be 1 to 5 stars')),
  comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_TEXT_MAX, `must be at most ${REVIEW_TEXT_MAX} characters`)), ''),
});
export type GuestReviewInput = v.InferOutput<typeof GuestReviewSchema>;

/** GET /api/guest/review: whether the guest may review now, until when, and the review once written. */
export const GuestReviewStateSchema = v.object({
  /** open: the review window runs; closed: it passed without a review; notYet: the stay has not ended; written: reviewed. */
  state: v.picklist(['notYet', 'open', 'closed', 'written']),
  /** The last day a review is accepted (ISO date), when there is a window. */
  closesOn: v.nullable(v.string()),
  review: v.nullable(ReviewSchema),
});
export type GuestReviewState = v.InferOutput<typeof GuestReviewStateSchema>;
