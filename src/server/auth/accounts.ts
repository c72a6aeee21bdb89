import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, identityAccounts, oidcPayloads } from '../db/schema';
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
 * there too. One transaction: the old password never outlives the sessions, or the reverse.
 */
export async function changePassword(db: Db, id: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const now = new Date();
    await tx.update(identityAccounts).set({ passwordHash, updatedAt: now }).where(eq(identityAccounts.id, id));
    await tx.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${id}`);
    await tx.update(hosts).set({ tokensValidFrom: now }).where(eq(hosts.subject, id));
  });
}
