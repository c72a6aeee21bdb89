import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, hosts } from '../../db/schema';
import type { DataRequest, DataRequestKind } from '../../../shared/schemas/account-data';

// Who asked for their data or deleted their account, and when: the audit rows of those requests,
// newest first, for the staff desk (GET /api/app/staff/data-requests).

export const DATA_REQUEST_ACTIONS: Record<DataRequestKind, string> = {
  export: 'account.data-export',
  deletion: 'account.deleted',
};
const kindOf = (action: string) => (Object.keys(DATA_REQUEST_ACTIONS) as DataRequestKind[]).find((kind) => DATA_REQUEST_ACTIONS[kind] === action)!;

/** The newest `limit` requests: a desk list, not an archive (the audit log keeps them all). */
export async function listDataRequests(db: Db, limit = 100): Promise<DataRequest[]> {
  const rows = await db
    .select({ id: auditLog.id, action: auditLog.action, at: auditLog.at, hostId: auditLog.hostId, staffId: auditLog.staffId, firstName: hosts.firstName, lastName: hosts.lastName, email: hosts.email })
    .from(auditLog)
    .leftJoin(hosts, eq(hosts.id, auditLog.hostId))
    .where(inArray(auditLog.action, Object.values(DATA_REQUEST_ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: kindOf(row.action),
    at: row.at.toISOString(),
    hostId: row.hostId,
    hostName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    hostEmail: row.email ?? '',
    byStaff: row.staffId !== null,
  }));
}
