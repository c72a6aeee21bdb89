import { defineRoutes } from '../http/route-table';
import { listNotifications } from '../services/notifications';
import { NotificationListSchema } from '../../shared/schemas/notifications';

// GET /api/app/user/notifications (ours; AS §2.10, AS §3, AS §4), mounted under
// /api/app/user beside routes/user-interactions.ts, which marks them read. The host comes from
// the token; the answer is built from that host's own units and requests only.
export const notificationsRoutes = defineRoutes('/api/app/user', 'shell', (route) => {
  route.get(
    '/notifications',
    {
      summary:
        "The host's notifications, derived from the account's current state (pending requests, units without a promotion, units booked on request, Italian units without a valid CIN, an unanswered guest profile), newest first, at most 50, with the unread count. Mark them read with PUT /api/app/user/interaction",
      auth: true,
      response: NotificationListSchema,
    },
    async (c, _, { database }) => c.json(await listNotifications(database.db, c.get('host'))),
  );
});
