import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden } from '../http/problem';
import { listHostsForStaff } from '../services/hosts';

/** Staff only: the hosts a staff member can act for (impersonation). */
export function staffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can list hosts.');
    await next();
  });
  r.get('/hosts', async (c) => c.json({ items: await listHostsForStaff(deps.database.db) }));
  return r;
}
