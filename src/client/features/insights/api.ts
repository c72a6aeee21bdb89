import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { UnitEarningsSchema, UnitOccupancySchema, UnitPerformanceSchema, type UnitEarnings, type UnitOccupancy, type UnitPerformance } from '../../../shared/schemas/insights';
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
} from '../../../shared/schemas/reviews';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { REPORT_GC_MS } from '../../api/reports';

// The statistics of one unit (AS §2.1, AS §2.7; server: routes/insights.ts):
// GET /api/app/insights/{unitId}/{earnings|occupancy|performance}?year=YYYY. Without a year the
// server answers its current one. A unit of another host answers 404, like a missing one.

export type StatisticsTab = 'earnings' | 'occupancy' | 'performance';

export interface StatisticsAnswers {
  earnings: UnitEarnings;
  occupancy: UnitOccupancy;
  performance: UnitPerformance;
}

const SCHEMAS = { earnings: UnitEarningsSchema, occupancy: UnitOccupancySchema, performance: UnitPerformanceSchema } satisfies Record<StatisticsTab, v.GenericSchema>;

export const insightsKeys = {
  units: ['insights', 'units'] as const,
  unitSelector: ['insights', 'unit-selector'] as const,
  statistics: (tab: StatisticsTab, unitId: string, year: number | null) => ['insights', tab, unitId, year] as const,
};

export function fetchUnitStatistics<T extends StatisticsTab>(tab: T, unitId: string, year: number | null, signal?: AbortSignal): Promise<StatisticsAnswers[T]> {
  return callApi(async () =>
    parseAnswer(
      SCHEMAS[tab],
      await api.get(`app/insights/${encodeURIComponent(unitId)}/${tab}`, { searchParams: year === null ? {} : { year }, signal }).json(),
    ) as StatisticsAnswers[T],
  );
}

/** Another year of the same unit keeps the last figures on screen until its answer arrives (never another unit's). */
const sameUnitOnly =
  (unitId: string, tab: StatisticsTab) =>
  <T,>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[1] === tab && previousQuery.queryKey[2] === unitId ? previous : undefined;

export function useUnitStatistics<T extends StatisticsTab>(tab: T, unitId: string, year: number | null, options: { enabled?: boolean } = {}) {
  return useQuery<StatisticsAnswers[T], ApiError>({
    queryKey: insightsKeys.statistics(tab, unitId, year),
    queryFn: ({ signal }) => fetchUnitStatistics(tab, unitId, year, signal),
    enabled: options.enabled ?? true,
    placeholderData: sameUnitOnly(unitId, tab),
    staleTime: 60_000,
    gcTime: REPORT_GC_MS,
  });
}

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

// The reviews tab's server state: the unit's pages of reviews (the next page appended, AS §9
// "pages are appended unless the current page is 1"), its rating, the units with new reviews
// (marking one seen removes it at once and puts it back if the call fails), and the reply.

export type ReviewPages = InfiniteData<ReviewPage, number>;

export const useUnitReviews = (unitId: string) =>
  useInfiniteQuery<ReviewPage, ApiError, ReviewPages, ReturnType<typeof reviewKeys.list>, number>({
    queryKey: reviewKeys.list(unitId),
    queryFn: ({ pageParam, signal }) => fetchUnitReviews(unitId, pageParam, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.next ?? undefined,
    staleTime: 30_000,
  });

export const useUnitRating = (unitId: string) =>
  useQuery<UnitRating, ApiError>({ queryKey: reviewKeys.rating(unitId), queryFn: ({ signal }) => fetchUnitRating(unitId, signal), staleTime: 30_000 });

export const useNewReviewUnits = () =>
  useQuery<string[], ApiError>({ queryKey: reviewKeys.newUnits, queryFn: ({ signal }) => fetchNewReviewUnits(signal), staleTime: 30_000 });

/** Mark as seen: gone from the list at once; back (with the caller's error) when the call fails. */
export function useMarkSeen(callbacks: { onSuccess: (unitId: string) => void; onError: (unitId: string) => void }) {
  const client = useQueryClient();
  return useMutation<void, ApiError, string, { before: string[] | undefined }>({
    meta: { errorShown: 'snackbar' }, // shown by the caller's onError
    mutationFn: (unitId) => markUnitReviewsSeen(unitId),
    onMutate: async (unitId) => {
      await client.cancelQueries({ queryKey: reviewKeys.newUnits });
      const before = client.getQueryData<string[]>(reviewKeys.newUnits);
      client.setQueryData<string[]>(reviewKeys.newUnits, (now) => (now ?? []).filter((id) => id !== unitId));
      return { before };
    },
    onError: (_error, unitId, context) => {
      // Back where it was (other changes to the list meanwhile are kept).
      client.setQueryData<string[]>(reviewKeys.newUnits, (now = []) => {
        if (now.includes(unitId)) return now;
        const at = Math.max(0, Math.min(context?.before?.indexOf(unitId) ?? 0, now.length));
        return [...now.slice(0, at), unitId, ...now.slice(at)];
      });
      callbacks.onError(unitId);
    },
    onSuccess: (_answer, unitId) => {
      // The unit's reviews are no longer new: their markers go too.
      void client.invalidateQueries({ queryKey: reviewKeys.list(unitId) });
      callbacks.onSuccess(unitId);
    },
  });
}

/** The reply call for the reply machine's actor: the review in the cache is replaced by the answer; badges and the rating are read again. */
export function useSaveReply(unitId: string) {
  const client = useQueryClient();
  return async ({ reviewId, text }: { reviewId: string; text: string }) => {
    const answer = await replyToReview(reviewId, text);
    client.setQueryData<ReviewPages>(reviewKeys.list(unitId), (data) =>
      data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((r) => (r.publicId === answer.publicId ? answer.review : r)) })) },
    );
    // The navigation badge and the reviews tab's badge count unanswered reviews.
    void client.invalidateQueries({ queryKey: queryKeys.userInfo });
    void client.invalidateQueries({ queryKey: reviewKeys.rating(unitId) });
    void client.invalidateQueries({ queryKey: reviewKeys.unanswered });
    // Answering a review counts as having seen it: the unit may leave the new-reviews list.
    void client.invalidateQueries({ queryKey: reviewKeys.newUnits });
    return answer;
  };
}
