import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityAccounts } from '../db/schema';
import { newId } from '../db/ids';
import { serverSecret } from './keys';
import { enqueueMail } from '../services/mail/outbox';
import { emailVerificationMail } from '../services/mail/identity-mails';
import { DEFAULT_LOCALE, toLocale } from '../../shared/i18n/locales';
import { findAccountById, mailRecipientOf, type IdentityAccount } from './accounts';
import { verifyEmailUrl } from './identity-links';

// Confirming the address after registration. The link is signed rather than stored: it names the
// account, the address and until when it works, under an HMAC with a secret kept in server_keys
// (like mail/unsubscribe.ts), so nobody can make one for another account. It names the address,
// so a link for an address the account no longer has confirms nothing. Following it twice is
// harmless: the address stays confirmed from the first time.

export const VERIFICATION_LINK_DAYS = 7;
/** The banner's "send again": a few a day are plenty, and nobody floods the inbox with it. */
export const VERIFICATION_RESEND_LIMIT = { perAccount: 3, windowSeconds: 60 * 60 };

const secretOf = serverSecret('email-verification-secret');
const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`email-verification:${payload}`).digest('base64url');
const TOKEN_FORMAT = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/;

/** Signs tokens; read the secret before a transaction and use the signer inside it. */
async function verificationSigner(db: Db) {
  const secret = await secretOf(db);
  return (accountId: string, email: string, expiresAt: Date) => {
    const payload = `${accountId}.${Math.floor(expiresAt.getTime() / 1000)}.${Buffer.from(email).toString('base64url')}`;
    return `${payload}.${signatureOf(secret, payload)}`;
  };
}

/**
 * Answers a function that writes the confirmation mail for an account's address into the outbox
 * of `tx` (registration: the account and its mail commit together). The secret is read here,
 * before any transaction, as it may be created on first use.
 */
export async function emailVerificationSender(db: Db, publicUrl: string) {
  const sign = await verificationSigner(db);
  return async (tx: Db, account: IdentityAccount, now: Date): Promise<void> => {
    const to = await mailRecipientOf(tx, account);
    const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_DAYS * 24 * 3600 * 1000);
    const link = verifyEmailUrl(publicUrl, sign(account.id, account.email, expiresAt), toLocale(to.locale) ?? DEFAULT_LOCALE);
    await enqueueMail(tx, await emailVerificationMail({ eventId: newId(now.getTime()), to, link, expiresAt }), now);
  };
}

/** Confirms the address a link names: the account, or null when the link is malformed, forged, expired or for another address. */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<IdentityAccount | null> {
  const match = TOKEN_FORMAT.exec(token);
  if (!match) return null;
  const [, accountId, expires, encodedEmail, signature] = match;
  const expected = Buffer.from(signatureOf(await secretOf(db), `${accountId}.${expires}.${encodedEmail}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  const account = await findAccountById(db, accountId!);
  if (!account || account.email !== Buffer.from(encodedEmail!, 'base64url').toString('utf8')) return null;
  await db.update(identityAccounts).set({ emailVerifiedAt: now }).where(and(eq(identityAccounts.id, account.id), isNull(identityAccounts.emailVerifiedAt)));
  return account;
}
