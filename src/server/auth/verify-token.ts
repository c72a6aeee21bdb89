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

/**
 * Whether a token was issued before its account's tokens stopped counting (the password changed
 * at `validFrom`). A token says its issue time in whole seconds, so every token of the second the
 * password changed in is refused too: whoever signs in again within that second does so once more.
 */
export const issuedBeforeRevocation = (claims: Pick<TokenClaimsLike, 'issuedAt'>, validFrom: Date | null) =>
  validFrom !== null && (claims.issuedAt ?? 0) < Math.ceil(validFrom.getTime() / 1000);

const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/**
 * The longest an access token may live: ours live 15 minutes (auth/provider.ts TOKEN_TTL), other
 * providers' at most about 90 minutes. A token without an expiry, or one that would stay valid
 * longer than this, is refused: once it leaked it could never be taken back.
 */
export const MAX_ACCESS_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;
/** How long a verified token is taken as verified without checking its signature again (never past its expiry). */
export const VERIFIED_TOKEN_TTL_SECONDS = 60;
/** Verified tokens kept at most (the oldest goes first): ~1 KB each. */
const VERIFIED_TOKEN_CACHE_SIZE = 5_000;
/** Clocks of issuer and API may differ by this much. */
const CLOCK_SKEW_SECONDS = 60;

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

  // Verified tokens, by their exact text. An RS256 signature check costs ~0.4 ms of CPU, and a
  // browser sends the same token with every call for its 15 minutes. A hit still honours the
  // token's expiry (jose's rule: refused once exp <= now), and an entry is verified again after
  // VERIFIED_TOKEN_TTL_SECONDS so a key the issuer withdraws stops counting about as soon as
  // without the cache (jose keeps a remote key set up to 10 minutes). Revocation (a password
  // change) is not the token's business: http/authenticate.ts checks it on every request.
  const verified = new Map<string, { claims: VerifiedClaims; until: number }>();

  return async function verifyToken(token: string): Promise<VerifiedClaims> {
    const now = Math.floor(Date.now() / 1000);
    const hit = verified.get(token);
    if (hit && now < hit.until) return hit.claims;
    if (hit) verified.delete(token);
    const claims = await verifyUncached(token);
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!); // the oldest entry
    verified.set(token, { claims, until: Math.min(claims.expiresAt, now + VERIFIED_TOKEN_TTL_SECONDS) });
    return claims;
  };

  async function verifyUncached(token: string): Promise<VerifiedClaims> {
    keySet ??= loadKeySet().catch((error) => {
      keySet = undefined; // try discovery again on the next request
      throw error;
    });
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await keySet, { issuer: env.issuer, audience: env.audience, algorithms: ALGORITHMS, requiredClaims: ['exp'] }));
    } catch (error) {
      throw new InvalidTokenError((error as Error).message);
    }
    const now = Math.floor(Date.now() / 1000);
    const lifetime = payload.exp! - Math.min(typeof payload.iat === 'number' ? payload.iat : now, now);
    if (lifetime > MAX_ACCESS_TOKEN_LIFETIME_SECONDS + CLOCK_SKEW_SECONDS) throw new InvalidTokenError(`the token lives longer than ${MAX_ACCESS_TOKEN_LIFETIME_SECONDS} seconds`);
    if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidTokenError('the token names no subject');
    const str = (k: string) => (typeof payload[k] === 'string' ? (payload[k] as string) : undefined);
    const accountType = str('account_type');
    const commercialModel = str('commercial_model');
    // Frozen: one verified token's claims are shared by every request that sends it (the cache above).
    return Object.freeze({
      sub: payload.sub,
      email: str('email'),
      givenName: str('given_name'),
      familyName: str('family_name'),
      accountType: accountType === 'company' || accountType === 'individual' ? accountType : undefined,
      commercialModel: commercialModel === 'commission' || commercialModel === 'subscription' ? commercialModel : undefined,
      locale: str('locale'),
      sessionId: str('sid'),
      clientId: str('client_id') ?? str('azp'),
      scope: (str('scope') ?? '').split(' ').filter(Boolean),
      expiresAt: payload.exp!,
      issuedAt: typeof payload.iat === 'number' ? payload.iat : undefined,
    });
  }
}
