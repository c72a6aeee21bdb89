import type { Operation } from './operation';
import { AccountDeletionSchema } from '../../shared/schemas/account-data';

// A host's own data (routes/account-data.ts); the staff desk's list of those requests is
// documented by its route table (routes/data-requests-staff.ts).
export const accountDataOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/app/user/data-export',
    summary:
      "Everything the portal keeps about the host as one JSON file (attachment host-portal-data-{date}.json): profile, identity and payout details, properties with units, prices and availability, stays, conversations with messages, reviews, billing, support messages, notification settings, activity. Secrets and the bytes of pictures and documents are left out. Recorded for the staff desk",
    tag: 'user',
    auth: true,
  },
  {
    method: 'post',
    path: '/api/app/user/deletion',
    summary:
      "Delete the account, confirmed by typing its e-mail address (400 naming confirmation otherwise): sign-in ends, personal data and the guests' data in its stays are erased, units are deleted; invoices and DAC7 figures are kept for tax law (204; 409 while a confirmed stay is upcoming; 403 for staff acting for the host)",
    tag: 'user',
    auth: true,
    success: [204],
    body: AccountDeletionSchema,
  },
];
