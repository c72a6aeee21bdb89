import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema';
import { REFERRAL_CODE_LENGTH, REFERRAL_TOKEN_TTL_SECONDS, invitationLink } from '../../shared/domain/referral';
import type { ReferralWidget } from '../../shared/schemas/referral';

// The referral widget's tokens and codes. One random secret, made on first use and kept in
// server_keys like the identity server's keys (so every instance and every restart agrees, and
// no secret lives in the repository or the environment). Two keys are derived from it, one per
// purpose: a key that signs tokens never also names codes.

const KEY_NAME = 'referral-secret';
const ISSUER = 'host-portal:referral';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

interface ReferralKeys {
  token: Uint8Array;
  code: Buffer;
}

const cache = new WeakMap<Db, Promise<ReferralKeys>>();

async function loadSecret(db: Db): Promise<string> {
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1))[0]?.value as string | undefined;
  const found = await read();
  if (found) return found;
  // Two instances starting together: the first insert wins and both read the winner.
  await db.insert(serverKeys).values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  return (await read())!;
}

function referralKeys(db: Db): Promise<ReferralKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadSecret(db).then((secret) => ({
      token: new Uint8Array(createHmac('sha256', secret).update('token').digest()),
      code: createHmac('sha256', secret).update('code').digest(),
    }));
    // A failed read (database away) is not remembered: the next call tries again.
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}

/** The host's referral code: HMAC of the host id, the first 40 bits in base32 (8 characters). */
export async function referralCode(db: Db, hostId: string): Promise<string> {
  const digest = createHmac('sha256', (await referralKeys(db)).code).update(hostId).digest();
  let bits = 0n;
  for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = REFERRAL_CODE_LENGTH - 1; i >= 0; i--) code += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** A widget token: HS256, audience = the product, subject = the host, `ref` = its code; one hour. */
export async function issueReferralToken(db: Db, input: { productId: string; hostId: string; now?: Date }): Promise<string> {
  const now = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ ref: await referralCode(db, input.hostId) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(input.productId)
    .setSubject(input.hostId)
    .setIssuedAt(now)
    .setExpirationTime(now + REFERRAL_TOKEN_TTL_SECONDS)
    .sign((await referralKeys(db)).token);
}

/**
 * What the widget shows for a token, or null when the token is not one of ours for this
 * product: a bad signature, another algorithm, expired, another product, or a code that is not
 * the subject's.
 */
export async function readReferralToken(db: Db, input: { token: string; productId: string; publicUrl: string }): Promise<ReferralWidget | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(input.token, (await referralKeys(db)).token, { algorithms: ['HS256'], issuer: ISSUER, audience: input.productId }));
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
  const code = await referralCode(db, payload.sub);
  if (payload.ref !== code) return null;
  return { code, link: invitationLink(input.publicUrl, code), expiresAt: new Date(payload.exp * 1000).toISOString() };
}
