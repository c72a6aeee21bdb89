import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unreadCount } from '../../../shared/domain/notifications';
import type { NotificationList } from '../../../shared/schemas/notifications';
import { fetchNotifications, markNotificationsRead, notificationKeys } from './api';
import type { ApiError } from '../../api/http';
import { useSnackbar } from '../../ui/snackbar';

// The notifications query and the mark-read write (AS §4). The list is read again
// every 60 s while the tab is visible (TanStack Query pauses the interval in a hidden tab) and
// when the window regains focus, so a new request shows without a reload.

export const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications() {
  return useQuery<NotificationList, ApiError>({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

const markedRead = (list: NotificationList, names: ReadonlySet<string>): NotificationList => {
  const items = list.items.map((n) => (names.has(n.interactionType) ? { ...n, interacted: true } : n));
  return { items, unread: unreadCount(items) };
};

/**
 * Marks notifications read at once (optimistic): the badge and dots change before the server
 * answers; a refused write puts the list back as it was and says so.
 */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  return useMutation<void, ApiError, readonly string[], { previous?: NotificationList }>({
    meta: { errorShown: 'snackbar' },
    mutationFn: markNotificationsRead,
    onMutate: async (names) => {
      await client.cancelQueries({ queryKey: notificationKeys.list });
      const previous = client.getQueryData<NotificationList>(notificationKeys.list);
      if (previous) client.setQueryData(notificationKeys.list, markedRead(previous, new Set(names)));
      return { previous };
    },
    onError: (_error, _names, context) => {
      if (context?.previous) client.setQueryData(notificationKeys.list, context.previous);
      snackbar.show({ messageId: 'app.notificationBell.markFailed', tone: 'error' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
