import { defineRoutes } from '../http/route-table';
import { listSupportMessages, markSupportMessageHandled } from '../services/support';
import { SupportMessagePageSchema, SupportMessageSchema, SupportMessagesQuerySchema } from '../../shared/schemas/support';
import { staffOnly } from './staff';

// The staff desk's support messages (mounted under /api/app/staff beside routes/staff.ts): every
// route 403 for a host. The actor is the signed-in staff member (the account), never a host acted for.
const use = () => [staffOnly];

export const supportStaffRoutes = defineRoutes('/api/app/staff', 'staff', (route) => {
  route.get(
    '/support-messages',
    { summary: 'Staff: support messages, open first (oldest first), then handled; paged, with host name, e-mail and unit title', auth: true, query: SupportMessagesQuerySchema, response: SupportMessagePageSchema, use },
    async (c, { query }, { database }) => c.json(await listSupportMessages(database.db, query.page, query.limit)),
  );
  route.post(
    '/support-messages/:id/handled',
    { summary: 'Staff: mark a support message handled (409 when it already is, 404 when unknown)', auth: true, response: SupportMessageSchema, use },
    async (c, _, { database }) => c.json(await markSupportMessageHandled(database.db, { id: c.get('account').id }, c.req.param('id'))),
  );
});
