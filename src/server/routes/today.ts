import * as v from 'valibot';
import { defineRoutes } from '../http/route-table';
import { todayOfHost } from '../services/today';
import { TodaySchema } from '../../shared/schemas/today';

// GET /api/app/today: the Today page's answer (services/today.ts, shared/domain/today.ts), the signed-in host's own rows.
export const todayRoutes = defineRoutes('/api/app/today', 'today', (route) => {
  route.get(
    '/',
    {
      summary:
        "What needs the host now, in one answer: requests (commission) and open inquiries (subscription, hybrid) waiting, today's and tomorrow's arrivals and departures and the guests staying (each on its property's day), unread conversations, reviews to answer, failing calendar imports, and this month's earnings and occupancy against last month's",
      auth: true,
      response: TodaySchema,
    },
    async (c, _, { database }) => c.json(v.parse(TodaySchema, await todayOfHost(database.db, c.get('host')))),
  );
});
