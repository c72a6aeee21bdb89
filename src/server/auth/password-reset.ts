import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { identityAccounts, passwordResetTokens } from '../db/schema';
import { newId } from '../db/ids';
import { enqueueMail } from '../services/mail/outbox';
import { passwordChangedMail, passwordResetMail } from '../services/mail/identity-mails';
import { DEFAULT_LOCALE, toLocale } from '../../shared/i18n/locales';
import { changePassword, findAccountByEmail, mailRecipientOf, type IdentityAccount } from './accounts';
import { forgotPasswordUrl, resetPasswordUrl } from './identity-links';

// "Forgot password?" (the pages are in interactions.ts). The link carries 256 random bits; the
// database keeps only their SHA-256, so neither a copy of it nor its logs open an account. A link
// works for RESET_LINK_SECONDS and once: it is marked used in the transaction that changes the
// password (accounts.ts changePassword), which also voids every other link of the account.

export const RESET_LINK_SECONDS = 60 * 60;

/** How often the form may be sent: per visitor address (one address cannot mail many hosts) and per typed address (nobody floods one inbox). */
export const FORGOT_PASSWORD_LIMIT = { perAddress: 10, perEmail: 3, windowSeconds: 60 * 60 };

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Mails a reset link when an account has this address, and does nothing otherwise: the page
 * answers the same either way, so it tells nobody which addresses have accounts.
 */
export async function requestPasswordReset(db: Db, input: { email: string; publicUrl: string; now: Date }): Promise<void> {
  const account = await findAccountByEmail(db, input.email);
  if (!account) return;
  const to = await mailRecipientOf(db, account);
  const token = randomBytes(32).toString('base64url');
  const id = newId(input.now.getTime());
  const expiresAt = new Date(input.now.getTime() + RESET_LINK_SECONDS * 1000);
  const link = resetPasswordUrl(input.publicUrl, token, toLocale(to.locale) ?? DEFAULT_LOCALE);
  const mail = await passwordResetMail({ tokenId: id, to, link, expiresAt });
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.insert(passwordResetTokens).values({ id, accountId: account.id, tokenHash: hashOf(token), expiresAt, createdAt: input.now });
    await enqueueMail(tx, mail, input.now);
  });
}

/** The account a link opens, or null when the link is malformed, unknown, used or expired. */
export async function findResetAccount(db: Db, token: string, now: Date): Promise<IdentityAccount | null> {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({ account: identityAccounts })
    .from(passwordResetTokens)
    .innerJoin(identityAccounts, eq(identityAccounts.id, passwordResetTokens.accountId))
    .where(and(eq(passwordResetTokens.tokenHash, hashOf(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row?.account ?? null;
}

class ResetLinkUnusable extends Error {}

/**
 * Sets the new password through the link and answers the account, or null when the link does
 * not work (any more). Two posts of one link at once: the second waits on the token row, finds it
 * used and changes nothing.
 */
export async function resetPassword(db: Db, input: { token: string; password: string; publicUrl: string; now: Date }): Promise<IdentityAccount | null> {
  const account = await findResetAccount(db, input.token, input.now);
  if (!account) return null;
  const to = await mailRecipientOf(db, account);
  const notice = await passwordChangedMail({ eventId: newId(input.now.getTime()), to, changedAt: input.now, forgotLink: forgotPasswordUrl(input.publicUrl, toLocale(to.locale) ?? DEFAULT_LOCALE) });
  try {
    await changePassword(db, account.id, input.password, {
      inSameTransaction: async (tx) => {
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: input.now })
          .where(and(eq(passwordResetTokens.tokenHash, hashOf(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
          .returning({ id: passwordResetTokens.id });
        if (used.length === 0) throw new ResetLinkUnusable();
        // The link reached the address: that proves it as well as the confirmation link would.
        await tx.update(identityAccounts).set({ emailVerifiedAt: input.now }).where(and(eq(identityAccounts.id, account.id), isNull(identityAccounts.emailVerifiedAt)));
        await enqueueMail(tx, notice, input.now);
      },
    });
  } catch (error) {
    if (error instanceof ResetLinkUnusable) return null;
    throw error;
  }
  return account;
}
