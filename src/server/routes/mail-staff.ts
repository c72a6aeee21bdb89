import { defineRoutes } from '../http/route-table';
import { getMail, listMail } from '../services/mail/outbox';
import { MailDetailSchema, MailListQuerySchema, MailPageSchema } from '../../shared/schemas/mail';
import { staffOnly } from './staff';

// The staff mailbox (mounted under /api/app/staff beside routes/staff.ts): every mail the portal
// wrote, sent over SMTP or kept in the embedded mailbox. Every route 403 for a host.
const use = () => [staffOnly];

export const mailStaffRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get(
    '/mail',
    {
      summary: 'Staff: every mail the portal wrote, newest first, with its status (queued, sent over SMTP or to the embedded mailbox, failed, bounced); paged',
      auth: true,
      query: MailListQuerySchema,
      response: MailPageSchema,
      use,
    },
    async (c, { query }, { database }) => {
      c.header('cache-control', 'no-store');
      return c.json(await listMail(database.db, query.page, query.limit));
    },
  );
  route.get('/mail/:id', { summary: 'Staff: one mail with its HTML, plain text and headers (404 when unknown)', auth: true, response: MailDetailSchema, use }, async (c, _, { database }) => {
    c.header('cache-control', 'no-store');
    return c.json(await getMail(database.db, c.req.param('id')));
  });
});
