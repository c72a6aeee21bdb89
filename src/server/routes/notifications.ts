import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { listNotifications } from '../services/notifications';

// GET /api/app/user/notifications (ours; AS §2.10, AS §3, AS §4), mounted under
// /api/app/user beside routes/user-interactions.ts, which marks them read. The host comes from
// the token; the answer is built from that host's own units and requests only.
export function notificationsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.get('/notifications', async (c) => c.json(await listNotifications(deps.database.db, c.get('host'))));
  return r;
}
