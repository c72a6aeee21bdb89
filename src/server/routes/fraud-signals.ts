import { ProblemError, ProblemType } from '../http/problem';
import { defineRoutes } from '../http/route-table';
import { hitRateLimit } from '../services/rate-limit';
import { FraudSignalsSchema } from '../../shared/schemas/staff-review';
import { recordFraudSignals } from '../services/staff-review/fraud-signals';

/** The script sends once per tab session; 20 sessions an hour per host is generous and keeps made-up sessions from filling the table. */
export const FRAUD_SIGNALS_LIMIT = { perHost: 20, windowSeconds: 3600 };

/**
 * POST /api/app/fraud-signals (AS §6): the fraud-tracking script's device signals
 * of a host's session; 204 either way. The browser never loads the script for staff or while
 * staff act for a host, but the server does not rely on that: signals sent by staff, or under
 * impersonation, describe the staff member's device, not the host's, and stored against the host
 * they would make the host look like a shared or taken-over account. They are dropped (still 204,
 * so an older tab gets no error to show), and nothing is written, so no audit row either.
 */
export const fraudSignalsRoutes = defineRoutes('/api/app/fraud-signals', 'user', (route) => {
  route.post(
    '/',
    {
      summary: "Device signals of the host's session, once per session (204; dropped for staff and under impersonation; 429 past 20 sessions an hour)",
      auth: true,
      success: [204],
      body: FraudSignalsSchema,
    },
    async (c, { body }, { database }) => {
      const account = c.get('account');
      if (account.isStaff || c.get('staff')) return c.body(null, 204);
      const host = c.get('host');
      const limit = await hitRateLimit(database.db, `fraud-signals:${host.id}`, FRAUD_SIGNALS_LIMIT.perHost, FRAUD_SIGNALS_LIMIT.windowSeconds);
      if (!limit.allowed) {
        c.header('retry-after', String(limit.retryAfter));
        throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many device reports; try again later.');
      }
      const { sessionId, ...signals } = body;
      await recordFraudSignals(database.db, host.id, c.get('sessionId') ?? sessionId, signals);
      return c.body(null, 204);
    },
  );
});
