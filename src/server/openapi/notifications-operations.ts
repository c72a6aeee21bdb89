import type { Operation } from './operation';
import { NotificationListSchema } from '../../shared/schemas/notifications';

// OpenAPI entry for the header's notifications (routes/notifications.ts; AS §2.10, AS §3, AS §4).
export const notificationsOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/user/notifications',
    summary:
      "The host's notifications, derived from the account's current state (pending requests, units without a promotion, units booked on request, Italian units without a valid CIN, an unanswered guest profile), newest first, at most 50, with the unread count. Mark them read with PUT /api/app/user/interaction",
    tag: 'shell',
    auth: true,
    response: NotificationListSchema,
  },
];
