import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { TokenClaimsLike } from '../http/context';
import { loadServerKeys, publicJwk } from './keys';

export class InvalidTokenError extends Error {}

export interface VerifiedClaims extends TokenClaimsLike {
  scope: string[];
  clientId?: string;
  expiresAt: number;
}

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/**
 * Verifies access tokens (JWT) against the issuer's keys. The embedded issuer's keys are read
 * from the database (no HTTP call to ourselves); any other issuer's come from its JWKS, found
 * through its discovery document, so OIDC_ISSUER can name Keycloak or any provider.
 */
export function createTokenVerifier(deps: { env: Env; db: Db }) {
  const { env } = deps;
  let keySet: Promise<JWTVerifyGetKey> | undefined;

  async function loadKeySet(): Promise<JWTVerifyGetKey> {
    if (env.embeddedIssuer) {
      const keys = await loadServerKeys(deps.db);
      return createLocalJWKSet({ keys: keys.signing.map(publicJwk) });
    }
    const res = await fetch(`${env.issuer}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery of ${env.issuer} answered ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwks_uri));
  }

  return async function verifyToken(token: string): Promise<VerifiedClaims> {
    keySet ??= loadKeySet().catch((error) => {
      keySet = undefined; // try discovery again on the next request
      throw error;
    });
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keySet, { issuer: env.issuer, audience: env.audience, algorithms: ALGORITHMS }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidTokenError('the token names no subject');
    const str = (k: string) => (typeof payload[k] === 'string' ? (payload[k] as string) : undefined);
    const accountType = str('account_type');
    const commercialModel = str('commercial_model');
    return {
      sub: payload.sub,
      email: str('email'),
      givenName: str('given_name'),
      familyName: str('family_name'),
      accountType: accountType === 'company' || accountType === 'individual' ? accountType : undefined,
      commercialModel: commercialModel === 'commission' || commercialModel === 'subscription' ? commercialModel : undefined,
      sessionId: str('sid'),
      clientId: str('client_id') ?? str('azp'),
      scope: (str('scope') ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp ?? 0,
    };
  };
}
