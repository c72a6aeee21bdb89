import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { forbidden, notFound, unauthorized } from './problem';
import { findHostById, findOrProvisionHost } from '../services/hosts';
import { issuedBeforeRevocation } from '../auth/verify-token';

export const IMPERSONATE_HEADER = 'x-impersonate-host';

/**
 * Bearer token -> the host every query is scoped to. The host id never comes from the URL or
 * the body; a staff member may act for a host through the impersonation header only.
 */
export function authenticate(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    let claims;
    try {
      claims = await deps.verifyToken(match[1]);
    } catch {
      throw unauthorized('The access token is invalid or has expired.');
    }
    const account = await findOrProvisionHost(deps.database.db, claims);
    // The password changed after this token was issued: whoever held it must sign in again.
    if (issuedBeforeRevocation(claims, account.tokensValidFrom)) throw unauthorized('The access token was issued before the password changed; please sign in again.');
    // A deleted account (services/account-data/deletion.ts) stays out, whichever provider signed the token.
    if (account.status === 'deleted') throw unauthorized('This account was deleted.');
    let host = account;
    let staff = null;
    const target = c.req.header(IMPERSONATE_HEADER);
    if (target) {
      if (!account.isStaff) throw forbidden('Only staff members can act for another host.');
      const impersonated = await findHostById(deps.database.db, target);
      if (!impersonated || impersonated.isStaff || impersonated.status === 'deleted') throw notFound('host');
      host = impersonated;
      staff = account;
    }
    c.set('account', account);
    c.set('host', host);
    c.set('staff', staff);
    c.set('sessionId', claims.sessionId ?? null);
    await next();
  };
}
