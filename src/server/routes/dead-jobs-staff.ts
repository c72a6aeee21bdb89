import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden } from '../http/problem';
import { validate } from '../http/validate';
import { listDeadJobs, retryDeadJob } from '../jobs/dead-jobs';
import { DeadJobListQuerySchema } from '../../shared/schemas/dead-jobs';

// Dead jobs for staff (mounted under /api/app/staff beside routes/staff.ts): background jobs given
// up after their last attempt (jobs/dead-jobs.ts). Every route 403 for a host.
export function deadJobsStaffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    await next();
  });

  r.get('/dead-jobs', validate('query', DeadJobListQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    c.header('cache-control', 'no-store');
    return c.json(await listDeadJobs(db(), page, limit));
  });
  r.post('/dead-jobs/:id/retry', async (c) => {
    await retryDeadJob(db(), c.req.param('id'));
    return c.body(null, 204);
  });
  return r;
}
