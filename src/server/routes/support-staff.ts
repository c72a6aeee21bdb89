import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden } from '../http/problem';
import { validate } from '../http/validate';
import { listSupportMessages, markSupportMessageHandled } from '../services/support';
import { SupportMessagesQuerySchema } from '../../shared/schemas/support';

// The staff desk's support messages (mounted under /api/app/staff beside routes/staff.ts): every
// route 403 for a host. The actor is the signed-in staff member (the account), never a host acted for.
export function supportStaffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    await next();
  });

  r.get('/support-messages', validate('query', SupportMessagesQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listSupportMessages(db(), page, limit));
  });
  r.post('/support-messages/:id/handled', async (c) => c.json(await markSupportMessageHandled(db(), { id: c.get('account').id }, c.req.param('id'))));
  return r;
}
