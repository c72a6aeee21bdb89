import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, identityAccounts, oidcPayloads, passwordResetTokens } from '../db/schema';
import { newId } from '../db/ids';
import { hashPassword, verifyPassword } from './passwords';
import type { Locale } from '../../shared/i18n/locales';
import type { CommercialModel } from '../../shared/domain/commercial-model';

export type IdentityAccount = typeof identityAccounts.$inferSelect;

// A hash to compare against when the email is unknown, so a wrong email costs as long as a
// wrong password and the timing does not tell which accounts exist.
let decoyHash: Promise<string> | undefined;

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, normaliseEmail(email))).limit(1);
  return row;
}

export async function findAccountById(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id)).limit(1);
  return row;
}

/** The account when the password matches; undefined otherwise (never says which part was wrong). */
export async function checkCredentials(db: Db, email: string, password: string) {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await verifyPassword(password, await (decoyHash ??= hashPassword('decoy-password')));
    return undefined;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
}

export class EmailTakenError extends Error {}

export async function createAccount(
  db: Db,
  input: { email: string; password: string; givenName: string; familyName: string; accountType: 'individual' | 'company'; commercialModel?: CommercialModel; locale: Locale },
) {
  const id = newId();
  const rows = await db
    .insert(identityAccounts)
    .values({
      id,
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      givenName: input.givenName.trim(),
      familyName: input.familyName.trim(),
      accountType: input.accountType,
      commercialModel: input.commercialModel ?? null,
      locale: input.locale,
    })
    .onConflictDoNothing({ target: identityAccounts.email })
    .returning();
  if (rows.length === 0) throw new EmailTakenError();
  return rows[0];
}

/**
 * A new password ends every session of the account: its sign-in sessions, grants, refresh tokens
 * and codes are deleted, and access tokens issued until now are refused (hosts.tokens_valid_from).
 * The session the password page was used in is one of them: the host signs in again everywhere,
 * there too. Password links mailed before (password-reset.ts) stop working. One transaction: the
 * old password never outlives the sessions, or the reverse.
 *
 * `inSameTransaction` runs first, in that transaction: the reset page consumes its link there and
 * both pages write the "password changed" notice there, so a change never happens without them
 * (and a throw from it undoes the change).
 */
export async function changePassword(db: Db, id: string, password: string, options: { inSameTransaction?: (tx: Db) => Promise<unknown> } = {}) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = new Date();
    await options.inSameTransaction?.(tx);
    await tx.update(identityAccounts).set({ passwordHash, updatedAt: now }).where(eq(identityAccounts.id, id));
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${id}`);
    await tx.update(hosts).set({ tokensValidFrom: now }).where(eq(hosts.subject, id));
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.accountId, id), isNull(passwordResetTokens.usedAt)));
  });
}

/**
 * Who an account's mails go to and in which language: the portal language the host chose
 * (hosts.locale, changed on the account page) once the host has used the portal, else the
 * language the account was registered in.
 */
export async function mailRecipientOf(db: Db, account: IdentityAccount) {
  const [host] = await db.select({ locale: hosts.locale, firstName: hosts.firstName }).from(hosts).where(eq(hosts.subject, account.id)).limit(1);
  return { email: account.email, locale: host?.locale ?? account.locale, name: host?.firstName || account.givenName };
}
