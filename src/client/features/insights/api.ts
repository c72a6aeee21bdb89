import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ReviewPage, UnitRating } from '../../../shared/schemas/reviews';
import type { ApiError } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { fetchNewReviewUnits, fetchUnitRating, fetchUnitReviews, markUnitReviewsSeen, replyToReview, reviewKeys } from '../../api/reviews';

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
