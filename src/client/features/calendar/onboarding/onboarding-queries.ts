import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../api/http';
import { fetchUserInteractions, putUserInteractions, userInteractionKeys } from '../../../api/user-interactions';
import {
  CALENDAR_ONBOARDING_TASKS,
  calendarOnboardingInteraction,
  type CalendarOnboardingTask,
  type UserInteraction,
} from '../../../../shared/schemas/user-interactions';

// The calendar's onboarding tasks (AS §4): shown until the host has seen them,
// which the server keeps as user interactions (calendar_onboarding_{task}).

/** The tasks the host has not seen yet, in the spec's order. */
export function pendingTasks(interactions: readonly UserInteraction[]): CalendarOnboardingTask[] {
  const seen = new Set(interactions.filter((i) => i.interacted).map((i) => i.interactionType));
  return CALENDAR_ONBOARDING_TASKS.filter((task) => !seen.has(calendarOnboardingInteraction(task)));
}

export function useUserInteractions() {
  return useQuery<UserInteraction[], ApiError>({
    queryKey: userInteractionKeys.all,
    queryFn: ({ signal }) => fetchUserInteractions(signal),
    staleTime: 60_000,
  });
}

/**
 * Marks a task seen. The card goes at once (the host acted on it); if the server refuses, the
 * interactions are read again and the card comes back, so what shows is what is stored. The
 * card says nothing of the failure: the write-failure toast does (no errorShown meta).
 */
export function useMarkTaskSeen() {
  const client = useQueryClient();
  return useMutation<UserInteraction[], ApiError, CalendarOnboardingTask>({
    mutationFn: (task) => putUserInteractions([{ interactionType: calendarOnboardingInteraction(task), interacted: true }]),
    onMutate: async (task) => {
      await client.cancelQueries({ queryKey: userInteractionKeys.all });
      const name = calendarOnboardingInteraction(task);
      client.setQueryData<UserInteraction[]>(userInteractionKeys.all, (old) => [
        ...(old ?? []).filter((i) => i.interactionType !== name),
        { interactionType: name, interacted: true, createdAt: new Date().toISOString() },
      ]);
    },
    onSettled: () => client.invalidateQueries({ queryKey: userInteractionKeys.all }),
  });
}
