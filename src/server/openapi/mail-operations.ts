import type { Operation } from './operation';
import { MailDetailSchema, MailListQuerySchema, MailPageSchema } from '../../shared/schemas/mail';

// Outbound e-mail: the staff mailbox (routes/mail-staff.ts). Paths are ours. The List-Unsubscribe
// link every mail carries is documented in routes/mail-unsubscribe.ts.
export const mailOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/staff/mail',
    summary: 'Staff: every mail the portal wrote, newest first, with its status (queued, sent over SMTP or to the embedded mailbox, failed, bounced); paged',
    tag: 'staff',
    auth: true,
    query: MailListQuerySchema,
    response: MailPageSchema,
  },
  { method: 'get', path: '/api/app/staff/mail/{id}', summary: 'Staff: one mail with its HTML, plain text and headers (404 when unknown)', tag: 'staff', auth: true, response: MailDetailSchema },
];
