import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { badRequest, forbidden } from '../http/problem';
import { recordAudit } from '../services/audit';
import { dataExportFileName, hostDataExport } from '../services/account-data/export';
import { deleteHostAccount } from '../services/account-data/deletion';
import { DATA_REQUEST_ACTIONS } from '../services/account-data/requests';
import { AccountDeletionSchema } from '../../shared/schemas/account-data';
import { deletionConfirmed } from '../../shared/domain/account-deletion';

// A host's own data (mounted under /api/app/user): the copy of it as a JSON file, and deleting
// the account. Both are recorded in the audit log, which the staff desk lists.
export function accountDataRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = deps.database.db;

  r.get('/data-export', async (c) => {
    const host = c.get('host');
    const now = new Date();
    const document = await hostDataExport(db, host, now);
    await recordAudit(db, { host, staff: c.get('staff'), action: DATA_REQUEST_ACTIONS.export });
    c.header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`);
    c.header('cache-control', 'no-store');
    return c.json(document);
  });

  r.post('/deletion', validate('json', AccountDeletionSchema), async (c) => {
    const host = c.get('host');
    // Ending an account is the host's own decision: not one a staff member takes while acting for them.
    if (c.get('staff')) throw forbidden('Only the host can delete their own account.');
    if (!deletionConfirmed(c.req.valid('json').confirmation, host.email)) {
      throw badRequest([{ name: 'confirmation', reason: 'must be the e-mail address of the account' }]);
    }
    await deleteHostAccount(db, host);
    return c.body(null, 204);
  });

  return r;
}
