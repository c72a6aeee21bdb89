import type { Operation } from './operation';
import { TodaySchema } from '../../shared/schemas/today';

// The Today page's one call (services/today.ts, shared/domain/today.ts).
export const todayOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/today',
    summary:
      "What needs the host now, in one answer: requests (commission) and open inquiries (subscription, hybrid) waiting, today's and tomorrow's arrivals and departures and the guests staying (each on its property's day), unread conversations, reviews to answer, failing calendar imports, and this month's earnings and occupancy against last month's",
    tag: 'today',
    auth: true,
    response: TodaySchema,
  },
];
