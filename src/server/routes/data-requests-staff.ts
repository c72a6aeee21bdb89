import { defineRoutes } from '../http/route-table';
import { listDataRequests } from '../services/account-data/requests';
import { DataRequestListSchema } from '../../shared/schemas/account-data';
import { staffOnly } from './staff';

// The staff desk's list of data exports and account deletions (mounted under /api/app/staff
// beside routes/staff.ts): 403 for a host.
export const dataRequestsStaffRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get(
    '/data-requests',
    { summary: 'Staff: the newest 100 data exports and account deletions, newest first, with who asked and when', auth: true, response: DataRequestListSchema, use: () => [staffOnly] },
    async (c, _, { database }) => c.json({ items: await listDataRequests(database.db) }),
  );
});
