import { badRequest, forbidden } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { recordAudit } from '../services/audit';
import { dataExportFileName, hostDataExport } from '../services/account-data/export';
import { deleteHostAccount } from '../services/account-data/deletion';
import { DATA_REQUEST_ACTIONS } from '../services/account-data/requests';
import { AccountDeletionSchema } from '../../shared/schemas/account-data';
import { deletionConfirmed } from '../../shared/domain/account-deletion';

// A host's own data (mounted under /api/app/user): the copy of it as a JSON file, and deleting
// the account. Both are recorded in the audit log, which the staff desk lists.
export const accountDataRoutes = defineRoutes('/api/app/user', 'user', (route) => {
  route.get(
    '/data-export',
    {
      summary:
        "Everything the portal keeps about the host as one JSON file (attachment host-portal-data-{date}.json): profile, identity and payout details, properties with units, prices and availability, stays, conversations with messages, reviews, billing, support messages, notification settings, activity. Secrets and the bytes of pictures and documents are left out. Recorded for the staff desk",
      auth: true,
    },
    async (c, _, { database }) => {
      const db = database.db;
      const host = c.get('host');
      const now = new Date();
      const document = await hostDataExport(db, host, now);
      await recordAudit(db, { host, staff: c.get('staff'), action: DATA_REQUEST_ACTIONS.export });
      c.header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`);
      c.header('cache-control', 'no-store');
      return c.json(document);
    },
  );

  route.post(
    '/deletion',
    {
      summary:
        "Delete the account, confirmed by typing its e-mail address (400 naming confirmation otherwise): sign-in ends, personal data and the guests' data in its stays are erased, units are deleted; invoices and DAC7 figures are kept for tax law (204; 409 while a confirmed stay is upcoming; 403 for staff acting for the host)",
      auth: true,
      success: [204],
      body: AccountDeletionSchema,
    },
    async (c, { body }, { database }) => {
      const host = c.get('host');
      // Ending an account is the host's own decision: not one a staff member takes while acting for them.
      if (c.get('staff')) throw forbidden('Only the host can delete their own account.');
      if (!deletionConfirmed(body.confirmation, host.email)) {
        throw badRequest([{ name: 'confirmation', reason: 'must be the e-mail address of the account' }]);
      }
      await deleteHostAccount(database.db, host);
      return c.body(null, 204);
    },
  );
});
