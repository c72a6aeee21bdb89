import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { loadEnv } from '../../../src/server/env';
import { createTokenVerifier, InvalidTokenError, VERIFIED_TOKEN_TTL_SECONDS } from '../../../src/server/auth/verify-token';
import { issueAccessToken } from '../../../src/server/auth/issue-token';
import { freshDatabase } from '../../support/database';
import type { Database } from '../../../src/server/db/client';

// OIDC_ISSUER may name any provider: the API finds its keys through discovery + JWKS.
let external: Server;
let issuer: string;
let privateKey: CryptoKey;
let database: Database;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'external-1', alg: 'ES256', use: 'sig' };
  external = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realms/hosts/.well-known/openid-configuration') res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }));
    else if (req.url === '/realms/hosts/certs') res.end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end('{}');
  });
  await new Promise<void>((r) => external.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(external.address() as { port: number }).port}/realms/hosts`;
  database = await freshDatabase('seeded');
});
afterAll(async () => {
  external?.close();
  await database?.close();
});

const sign = (claims: Record<string, unknown>, o: { iss?: string; aud?: string; exp?: string | null; iat?: number | null } = {}) => {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'external-1' })
    .setIssuer(o.iss ?? issuer)
    .setAudience(o.aud ?? 'host-portal-api')
    .setSubject('kc-user-1');
  if (o.iat !== null) jwt.setIssuedAt(o.iat);
  if (o.exp !== null) jwt.setExpirationTime(o.exp ?? '5m');
  return jwt.sign(privateKey);
};

describe('token verification against another issuer', () => {
  const env = () => loadEnv({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'host-portal-api', LOG_LEVEL: 'silent' });

  it('accepts its tokens and reads the host from the claims', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    const claims = await verify(await sign({ email: 'kc@example.test', given_name: 'Kim', account_type: 'company' }));
    expect(claims).toMatchObject({ sub: 'kc-user-1', email: 'kc@example.test', givenName: 'Kim', accountType: 'company' });
  });

  it('refuses a token without an expiry, and one that lives longer than the cap', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    await expect(verify(await sign({}, { exp: null }))).rejects.toThrow(/"exp" claim/);
    await expect(verify(await sign({}, { exp: null, iat: null }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(await sign({}, { exp: '10y' }))).rejects.toThrow(/lives longer than 7200 seconds/);
    // without iat, the time left counts: still too long
    await expect(verify(await sign({}, { exp: '3h', iat: null }))).rejects.toBeInstanceOf(InvalidTokenError);
    // issued long ago with a short time left is still a long-lived token
    const hoursAgo = Math.floor(Date.now() / 1000) - 5 * 3600;
    await expect(verify(await sign({}, { exp: '10m', iat: hoursAgo }))).rejects.toBeInstanceOf(InvalidTokenError);
    // at the cap, and an hour, are fine
    await expect(verify(await sign({}, { exp: '2h' }))).resolves.toMatchObject({ sub: 'kc-user-1' });
    await expect(verify(await sign({}, { exp: '1h', iat: null }))).resolves.toMatchObject({ sub: 'kc-user-1' });
  });

  it('refuses another audience, another issuer, an expired token and a token of our own embedded key', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    await expect(verify(await sign({}, { aud: 'someone-else' }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(await sign({}, { iss: 'http://127.0.0.1:1/evil' }))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(await sign({}, { exp: '-1m' }))).rejects.toBeInstanceOf(InvalidTokenError);
    const embedded = await issueAccessToken({ db: database.db, env: loadEnv({ LOG_LEVEL: 'silent' }) }, 'anna@demo.host-portal.test');
    await expect(verify(embedded)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('verified tokens kept (createTokenVerifier caches a verified token)', () => {
  const env = () => loadEnv({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'host-portal-api', LOG_LEVEL: 'silent' });
  afterEach(() => vi.useRealTimers());

  it('refuses a token once it expires, though it was verified (and kept) before', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    const token = await sign({}, { exp: '30s' });
    await expect(verify(token)).resolves.toMatchObject({ sub: 'kc-user-1' });
    await expect(verify(token)).resolves.toMatchObject({ sub: 'kc-user-1' }); // from the cache
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    await expect(verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('verifies a kept token again after VERIFIED_TOKEN_TTL_SECONDS, and the claims it answers cannot be changed', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    const token = await sign({ email: 'kc@example.test' }, { exp: '10m' });
    const first = await verify(token);
    expect(Object.isFrozen(first)).toBe(true);
    expect(await verify(token)).toBe(first); // kept
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (VERIFIED_TOKEN_TTL_SECONDS + 1) * 1000 });
    const again = await verify(token);
    expect(again).not.toBe(first); // verified anew
    expect(again).toEqual(first);
  });

  it('keeps nothing for a token that failed: a tampered copy of a kept token is refused', async () => {
    const verify = createTokenVerifier({ env: env(), db: database.db });
    const token = await sign({}, { exp: '5m' });
    await verify(token);
    const [h, p, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = [h, Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url'), sig].join('.');
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(verify(forged)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});

describe('token verification with the embedded issuer', () => {
  it('accepts a token it issued and refuses it once the audience differs', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent' });
    const token = await issueAccessToken({ db: database.db, env }, 'alpine@demo.host-portal.test');
    await expect(createTokenVerifier({ env, db: database.db })(token)).resolves.toMatchObject({ email: 'alpine@demo.host-portal.test', accountType: 'company' });
    const other = loadEnv({ LOG_LEVEL: 'silent', OIDC_AUDIENCE: 'another-api' });
    await expect(createTokenVerifier({ env: other, db: database.db })(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
