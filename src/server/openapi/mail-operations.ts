import type { Operation } from './operation';
import { MailDetailSchema, MailListQuerySchema, MailPageSchema } from '../../shared/schemas/mail';

// Outbound e-mail: the staff mailbox (routes/mail-staff.ts) and the List-Unsubscribe link every
// mail carries (routes/mail-unsubscribe.ts). Paths are ours.
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
  {
    method: 'get',
    path: '/api/public/mail/unsubscribe/{token}',
    summary: 'The List-Unsubscribe link of a mail: an HTML page asking to confirm (changes nothing; 404 for a bad token). hl picks its language',
    tag: 'public',
    auth: false,
  },
  {
    method: 'post',
    path: '/api/public/mail/unsubscribe/{token}',
    summary: 'One-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click): the address named by the signed token gets no more mail of its kind; HTML answer; 404 for a bad token',
    tag: 'public',
    auth: false,
  },
];
