import type { Db } from '../../db/client';
import { fraudSignals } from '../../db/schema';
import { newId } from '../../db/ids';
import { recordAudit } from '../audit';
import type { FraudSignals } from '../../../shared/schemas/staff-review';

/**
 * One row per host and session: the first signals of a session are kept, a repeat (another tab,
 * a reload that lost its flag) changes nothing. Returns whether a row was written; only then is
 * there a write to audit.
 */
export async function recordFraudSignals(db: Db, hostId: string, sessionId: string, signals: Omit<FraudSignals, 'sessionId'>) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const inserted = await tx
      .insert(fraudSignals)
      .values({ id: newId(), hostId, sessionId, signals })
      .onConflictDoNothing({ target: [fraudSignals.hostId, fraudSignals.sessionId] })
      .returning({ id: fraudSignals.id });
    if (inserted.length === 0) return false;
    await recordAudit(tx, { host: { id: hostId }, staff: null, action: 'fraud-signals.record', target: sessionId });
    return true;
  });
}
