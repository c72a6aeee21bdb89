import { NotificationListSchema, type NotificationList } from '../../../shared/schemas/notifications';
import { api, callApi, parseAnswer } from '../../api/http';
import { putUserInteractions } from '../../api/user-interactions';

// The header's notifications (AS §2.10, AS §4): GET /api/app/user/notifications
// (server: routes/notifications.ts) and marking them read, which is PUT /api/app/user/interaction
// with their names (routes/user-interactions.ts).

export const notificationKeys = { list: ['user', 'notifications'] as const };

export const fetchNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  callApi(async () => parseAnswer(NotificationListSchema, await api.get('app/user/notifications', { signal }).json()));

/** Marks the named notifications read (interacted). */
export const markNotificationsRead = async (names: readonly string[]): Promise<void> => {
  await putUserInteractions(names.map((interactionType) => ({ interactionType, interacted: true })));
};
