import { createHmac } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { hosts, identityAccounts } from '../db/schema';
import { loadServerSecret } from '../auth/keys';
import { REFERRAL_CODE_LENGTH, REFERRAL_TOKEN_TTL_SECONDS, invitationLink, referralCodeFrom } from '../../shared/domain/referral';
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

function referralKeys(db: Db): Promise<ReferralKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadServerSecret(db, KEY_NAME).then((secret) => ({
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
  const ref = await referralCode(db, input.hostId);
  // Kept on the host so a registration through the link finds it by index (see referrerOf).
  await db.update(hosts).set({ referralCode: ref }).where(and(eq(hosts.id, input.hostId), isNull(hosts.referralCode)));
  return new SignJWT({ ref })
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
  return {
    code,
    link: invitationLink(input.publicUrl, code),
    expiresAt: new Date(payload.exp * 1000).toISOString(),
    registeredCount: await registeredCount(db, code),
  };
}

/** How many accounts registered through the code's invitation link; a number, never who. */
export async function registeredCount(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(identityAccounts).where(eq(identityAccounts.referredByCode, code));
  return row?.n ?? 0;
}

/**
 * The host a code belongs to, or null when none (or, after a 40-bit collision, more than one)
 * does. Hosts whose code was handed out are found by index; a link handed out before codes were
 * kept on hosts is found by working out the codes of the hosts without one.
 */
async function referrerOf(db: Db, code: string): Promise<{ id: string; subject: string } | null> {
  const known = await db.select({ id: hosts.id, subject: hosts.subject }).from(hosts).where(eq(hosts.referralCode, code)).limit(2);
  if (known.length === 1) return known[0];
  if (known.length > 1) return null;
  const unknown = await db.select({ id: hosts.id, subject: hosts.subject }).from(hosts).where(isNull(hosts.referralCode));
  const matches = [];
  for (const host of unknown) if ((await referralCode(db, host.id)) === code) matches.push(host);
  if (matches.length !== 1) return null;
  await db.update(hosts).set({ referralCode: code }).where(eq(hosts.id, matches[0].id));
  return matches[0];
}

/**
 * Keeps the invitation a new account registered through. A code of the wrong shape, one that
 * belongs to no host, or the account's own host's code is dropped without an error: the
 * registration itself never depends on the link. Answers the code kept, or null.
 */
export async function recordReferral(db: Db, input: { accountId: string; code: string | undefined }): Promise<string | null> {
  const code = referralCodeFrom(input.code);
  if (!code) return null;
  const referrer = await referrerOf(db, code);
  if (!referrer || referrer.subject === input.accountId) return null;
  await db.update(identityAccounts).set({ referredByCode: code }).where(eq(identityAccounts.id, input.accountId));
  return code;
}
