import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { findAccountByEmail } from './accounts';
import { loadServerKeys } from './keys';

export class UnknownAccountError extends Error {}

/**
 * An access token for an account, signed with the embedded issuer's key and shaped exactly
 * like the ones the sign-in flow issues. For scripts and tests: it skips the password, so it
 * is only reachable from code with database access, never over HTTP.
 */
export async function issueAccessToken(deps: { db: Db; env: Env }, email: string, ttlSeconds = 15 * 60): Promise<string> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) throw new UnknownAccountError(`no account with the email ${email}`);
  const [key] = (await loadServerKeys(deps.db)).signing;
  return new SignJWT({
    client_id: deps.env.OIDC_CLIENT_ID,
    email: account.email,
    given_name: account.givenName,
    family_name: account.familyName,
    account_type: account.accountType,
    ...(account.commercialModel && { commercial_model: account.commercialModel }),
    locale: account.locale,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(deps.env.issuer)
    .setAudience(deps.env.audience)
    .setSubject(account.id)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setJti(randomUUID())
    .sign(await importJWK(key, 'RS256'));
}
