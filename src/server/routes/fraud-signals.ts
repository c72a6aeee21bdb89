import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { FraudSignalsSchema } from '../../shared/schemas/staff-review';
import { recordFraudSignals } from '../services/staff-review/fraud-signals';

/**
 * POST /api/app/fraud-signals (account-and-shell §6): the fraud-tracking script's device signals
 * of a host's session; 204 either way. The browser never loads the script for staff or while
 * staff act for a host, but the server does not rely on that: signals sent by staff, or under
 * impersonation, describe the staff member's device, not the host's, and stored against the host
 * they would make the host look like a shared or taken-over account. They are dropped (still 204,
 * so an older tab gets no error to show), and nothing is written, so no audit row either.
 */
export function fraudSignalsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  r.post('/', validate('json', FraudSignalsSchema), async (c) => {
    const account = c.get('account');
    if (account.isStaff || c.get('staff')) return c.body(null, 204);
    const { sessionId, ...signals } = c.req.valid('json');
    await recordFraudSignals(deps.database.db, c.get('host').id, c.get('sessionId') ?? sessionId, signals);
    return c.body(null, 204);
  });
  return r;
}
