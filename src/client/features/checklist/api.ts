import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChecklistSchema, type Checklist } from '../../../shared/schemas/checklist';
import type { ChecklistItemId } from '../../../shared/domain/checklist';
import { api, callApi, parseAnswer, type ApiError } from '../../api/http';

// The onboarding checklist's calls (server: routes/checklist.ts): the list, computed by the
// server from the account's data, and dismissing or restoring one item. Both the overview card
// and the item page read the one cached answer.

export const checklistKeys = { all: ['user', 'checklist'] as const };

export const fetchChecklist = (signal?: AbortSignal): Promise<Checklist> =>
  callApi(async () => parseAnswer(ChecklistSchema, await api.get('app/user/checklist', { signal }).json()));

export const putChecklistDismissed = (id: ChecklistItemId, dismissed: boolean): Promise<Checklist> =>
  callApi(async () => parseAnswer(ChecklistSchema, await api.put(`app/user/checklist/${encodeURIComponent(id)}`, { json: { dismissed } }).json()));

export function useChecklist() {
  return useQuery<Checklist, ApiError>({
    queryKey: checklistKeys.all,
    queryFn: ({ signal }) => fetchChecklist(signal),
    // Coming back from an item's action (the host did the thing) must show the new status.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Dismiss or restore; the answer is the whole new checklist, so the cache takes it as it is. */
export function useSetChecklistDismissed() {
  const client = useQueryClient();
  return useMutation<Checklist, ApiError, { id: ChecklistItemId; dismissed: boolean }>({
    meta: { errorShown: 'snackbar' }, // shown by the checklist item page
    mutationFn: ({ id, dismissed }) => putChecklistDismissed(id, dismissed),
    onSuccess: (checklist) => client.setQueryData(checklistKeys.all, checklist),
  });
}
