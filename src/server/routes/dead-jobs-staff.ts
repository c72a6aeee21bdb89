import { defineRoutes } from '../http/route-table';
import { listDeadJobs, retryDeadJob } from '../jobs/dead-jobs';
import { DeadJobListQuerySchema, DeadJobPageSchema } from '../../shared/schemas/dead-jobs';
import { staffOnly } from './staff';

// Dead jobs for staff (mounted under /api/app/staff beside routes/staff.ts): background jobs given
// up after their last attempt (jobs/dead-jobs.ts). Every route 403 for a host.
const use = () => [staffOnly];

export const deadJobsStaffRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get(
    '/dead-jobs',
    {
      summary: 'Staff: background jobs given up after their last attempt (queue, payload, attempts, last error, when), most recent first; paged',
      auth: true,
      query: DeadJobListQuerySchema,
      response: DeadJobPageSchema,
      use,
    },
    async (c, { query }, { database }) => {
      c.header('cache-control', 'no-store');
      return c.json(await listDeadJobs(database.db, query.page, query.limit));
    },
  );
  route.post(
    '/dead-jobs/:id/retry',
    { summary: 'Staff: put a dead job back as due now with its attempts counted afresh (204; 404 when it is not dead)', auth: true, success: [204], use },
    async (c, _, { database }) => {
      await retryDeadJob(database.db, c.req.param('id'));
      return c.body(null, 204);
    },
  );
});
