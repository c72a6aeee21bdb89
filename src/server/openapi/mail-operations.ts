import type { Operation } from './operation';

// Outbound e-mail: the List-Unsubscribe link every mail carries (routes/mail-unsubscribe.ts); the
// staff mailbox is documented by its route table (routes/mail-staff.ts). Paths are ours.
export const mailOperations: Operation[] = [
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
