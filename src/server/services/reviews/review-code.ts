import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { sqlStateOf } from '../bookings/stay-code';

// A review's public id (what the browser names it by: POST /api/app/reviews/reply/{reviewId}):
// 'RV-' and six characters of the stay codes' alphabet (no 0/O, no 1/I), e.g. RV-4K8P2Q. Random,
// so ids say nothing about how many reviews exist; the column is unique (reviews_public_id_unique),
// so a clash is retried with another code, as stay codes are (services/bookings/stay-code.ts).

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const MAX_ATTEMPTS = 5;

export const REVIEW_CODE_PATTERN = /^RV-[A-HJ-NP-Z2-9]{6}$/;

export function newReviewCode(): string {
  let code = 'RV-';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function constraintOf(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/** The unique constraint a 23505 error names (some drivers leave it out; then the message does), or undefined for other errors. */
export function violatedUnique(error: unknown): string | undefined {
  if (sqlStateOf(error) !== '23505') return undefined;
  const named = constraintOf(error);
  if (named) return named;
  const message = String((error as Error)?.message ?? '') + String(((error as { cause?: Error })?.cause)?.message ?? '');
  return ['reviews_public_id_unique', 'reviews_stay_idx'].find((c) => message.includes(c)) ?? 'unknown';
}

/** Runs `insert` with a fresh code in a savepoint of `tx`, again with another code when the code exists. */
export async function withFreshReviewCode<T>(tx: Db, insert: (tx: Db, code: string) => Promise<T>, codes: () => string = newReviewCode): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const code = codes();
    try {
      return await tx.transaction((sp) => insert(sp as unknown as Db, code));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || violatedUnique(error) !== 'reviews_public_id_unique') throw error;
    }
  }
}
