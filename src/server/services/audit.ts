import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { newId } from '../db/ids';

/** One row per write; when staff acts for a host, the row names the staff member too. */
export async function recordAudit(
  db: Db,
  entry: { host: { id: string } | null; staff: { id: string } | null; action: string; target?: string; detail?: unknown },
) {
  await db.insert(auditLog).values({
    id: newId(),
    hostId: entry.host?.id ?? null,
    staffId: entry.staff?.id ?? null,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
  });
}
