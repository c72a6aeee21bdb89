import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden } from '../http/problem';
import { validate } from '../http/validate';
import { getMail, listMail } from '../services/mail/outbox';
import { MailListQuerySchema } from '../../shared/schemas/mail';

// The staff mailbox (mounted under /api/app/staff beside routes/staff.ts): every mail the portal
// wrote, sent over SMTP or kept in the embedded mailbox. Every route 403 for a host.
export function mailStaffRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;
  r.use(async (c, next) => {
    if (!c.get('account').isStaff) throw forbidden('Only staff members can use this.');
    await next();
  });

  r.get('/mail', validate('query', MailListQuerySchema), async (c) => {
    const { page, limit } = c.req.valid('query');
    c.header('cache-control', 'no-store');
    return c.json(await listMail(db(), page, limit));
  });
  r.get('/mail/:id', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getMail(db(), c.req.param('id')));
  });
  return r;
}
