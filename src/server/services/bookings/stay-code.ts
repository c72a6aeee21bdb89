import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';

// A stay's code (its publicId, HC §3): 'HP-' and six characters the host can read out on the
// phone, so no 0/O and no 1/I (upper-case L stays: the demo codes use it). 32^6 ≈ 1.07 billion
// codes: a clash is rare but possible, hence the retry below (the column is unique: constraint
// bookings_code_unique).

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const MAX_ATTEMPTS = 5;

export const STAY_CODE_PATTERN = /^HP-[A-HJ-NP-Z2-9]{6}$/;

/** A fresh random code, e.g. HP-4TW8XR (not checked against the table). */
export function newStayCode(): string {
  let code = 'HP-';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** SQLSTATE of a database error, whether thrown by PGlite, node-postgres or wrapped by drizzle (cause). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

function constraintOf(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/** The stay's code clashed with an existing one (and nothing else was unique-violated). */
export function isStayCodeClash(error: unknown): boolean {
  if (sqlStateOf(error) !== '23505') return false;
  const constraint = constraintOf(error);
  // Some drivers leave the constraint out; then the message still names it.
  return constraint ? constraint === 'bookings_code_unique' : String((error as Error)?.message ?? '').includes('bookings_code_unique');
}

/**
 * Two stays inserted at once over the same nights each wait, while checking the no-double-booking
 * constraint, for the other's transaction to end: PostgreSQL breaks that tie by failing one of
 * them with a deadlock (40P01), not with the constraint's 23P01. Rolled back to its savepoint, the
 * failed insert no longer holds the other up; tried again, it waits for the other to end and gets
 * the constraint's own answer (a clear 409), or goes through if the other was rolled back.
 */
export const isDeadlock = (error: unknown) => sqlStateOf(error) === '40P01';
const MAX_DEADLOCK_RETRIES = 5;

/**
 * Runs `insert` with a fresh code inside a savepoint of `tx`, retrying with another code when the
 * code already exists, and again after a deadlock with another such insert (isDeadlock; up to
 * MAX_DEADLOCK_RETRIES times). The savepoint matters: a failed INSERT aborts the surrounding
 * transaction unless it is rolled back to a savepoint first. Other errors (e.g. 23P01 no-double-booking) are thrown as they are.
 * Returns what `insert` returned.
 */
export async function withFreshStayCode<T>(tx: Db, insert: (tx: Db, code: string) => Promise<T>, codes: () => string = newStayCode): Promise<T> {
  for (let clashes = 0, deadlocks = 0; ; ) {
    const code = codes();
    try {
      return await tx.transaction((sp) => insert(sp as unknown as Db, code));
    } catch (error) {
      if (isDeadlock(error) && ++deadlocks <= MAX_DEADLOCK_RETRIES) continue;
      if (!isStayCodeClash(error) || ++clashes >= MAX_ATTEMPTS) throw error;
    }
  }
}
