import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden } from '../http/problem';
import { listDataRequests } from '../services/account-data/requests';

// The staff desk's list of data exports and account deletions (mounted under /api/app/staff
// beside routes/staff.ts): 403 for a host.
export function dataRequestsStaffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    await next();
  });
  r.get('/data-requests', async (c) => c.json({ items: await listDataRequests(deps.database.db) }));
  return r;
}
