import {
  NewReviewUnitsSchema,
  REVIEWS_PAGE_DEFAULT_LIMIT,
  ReviewPageSchema,
  ReviewReplyAnswerSchema,
  UnansweredReviewsSchema,
  UnitRatingSchema,
  type ReviewPage,
  type ReviewReplyAnswer,
  type UnitRating,
} from '../../shared/schemas/reviews';
import { api, callApi, parseAnswer } from './http';

// The host's reviews (AS §2.7, AS §7 Reports and reviews; server: routes/reviews.ts):
// a unit's reviews page by page (newest first), its rating, the reply to one review, the units
// with reviews not yet marked seen, and marking one seen. A unit of another host answers 404.

export const reviewKeys = {
  all: ['reviews'] as const,
  list: (unitId: string) => ['reviews', 'list', unitId] as const,
  rating: (unitId: string) => ['reviews', 'rating', unitId] as const,
  newUnits: ['reviews', 'new'] as const,
  unanswered: ['reviews', 'unanswered'] as const,
};

const base = 'app/reviews';
const id = (value: string) => encodeURIComponent(value);

export const fetchUnitReviews = (unitId: string, page: number, limit = REVIEWS_PAGE_DEFAULT_LIMIT, signal?: AbortSignal): Promise<ReviewPage> =>
  callApi(async () => parseAnswer(ReviewPageSchema, await api.get(`${base}/${id(unitId)}`, { searchParams: { page, limit }, signal }).json()));

export const fetchUnitRating = (unitId: string, signal?: AbortSignal): Promise<UnitRating> =>
  callApi(async () => parseAnswer(UnitRatingSchema, await api.get(`${base}/rating/${id(unitId)}`, { signal }).json()));

/** POST: the reply replaces an earlier one; answers the updated review. */
export const replyToReview = (reviewId: string, text: string): Promise<ReviewReplyAnswer> =>
  callApi(async () => parseAnswer(ReviewReplyAnswerSchema, await api.post(`${base}/reply/${id(reviewId)}`, { json: { text } }).json()));

export const fetchNewReviewUnits = (signal?: AbortSignal): Promise<string[]> =>
  callApi(async () => parseAnswer(NewReviewUnitsSchema, await api.get(`${base}/new`, { signal }).json()));

/** PUT: the unit's reviews are seen; the list of units with new reviews loses it. */
export const markUnitReviewsSeen = (unitId: string): Promise<void> =>
  callApi(async () => void (await api.put(`${base}/new/${id(unitId)}`)));

export const fetchUnansweredReviews = (signal?: AbortSignal): Promise<number> =>
  callApi(async () => parseAnswer(UnansweredReviewsSchema, await api.get(`${base}/unanswered`, { signal }).json()).count);
