import { describe, expect, it } from 'vitest';
import { isDeadlock, withFreshStayCode } from '../../src/server/services/bookings/stay-code';
import type { Db } from '../../src/server/db/client';

// withFreshStayCode (services/bookings/stay-code.ts) retries an insert in a new savepoint after a
// deadlock with another insert over the same nights (40P01, as PostgreSQL reports two confirms
// that each wait on the other's stay while checking the no-double-booking constraint), and after a
// code clash (23505 on bookings_code_unique); the constraint's own 23P01 goes out at once. The
// savepoints are the database's; here a transaction that runs its callback stands for one.

const dbError = (code: string, constraint?: string) => Object.assign(new Error(`database error ${code}`), { code, constraint });
/** A transaction whose savepoints run the callback: the inserts' answers come from `answers`, in turn. */
function fakeTx(answers: Array<Error | string>) {
  const codes: string[] = [];
  const tx = { transaction: async (run: (sp: unknown) => Promise<unknown>) => run({}) } as unknown as Db;
  const insert = async (_sp: Db, code: string) => {
    codes.push(code);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer ?? 'inserted';
  };
  return { tx, insert, codes };
}

describe('stay inserts: deadlocks and code clashes are tried again, the constraint is not', () => {
  it("a deadlock is tried again, and the retry gets the constraint's answer", async () => {
    const { tx, insert, codes } = fakeTx([dbError('40P01'), dbError('23P01', 'bookings_no_double_booking')]);
    await expect(withFreshStayCode(tx, insert)).rejects.toMatchObject({ code: '23P01' });
    expect(codes).toHaveLength(2);
  });

  it('goes through once the deadlocks are over (the other insert rolled back)', async () => {
    const { tx, insert, codes } = fakeTx([dbError('40P01'), dbError('40P01'), 'stay']);
    await expect(withFreshStayCode(tx, insert)).resolves.toBe('stay');
    expect(codes).toHaveLength(3);
  });

  it('gives up after five retries of deadlocks, with the deadlock', async () => {
    const { tx, insert, codes } = fakeTx(Array.from({ length: 10 }, () => dbError('40P01')));
    await expect(withFreshStayCode(tx, insert)).rejects.toMatchObject({ code: '40P01' });
    expect(codes).toHaveLength(6);
  });

  it("a clash of codes takes another code, five tries in all; the constraint's 23P01 is not retried", async () => {
    const clash = () => dbError('23505', 'bookings_code_unique');
    const clashing = fakeTx([clash(), clash(), clash(), clash(), clash(), 'never']);
    await expect(withFreshStayCode(clashing.tx, clashing.insert)).rejects.toMatchObject({ code: '23505' });
    expect(clashing.codes).toHaveLength(5);
    expect(new Set(clashing.codes).size).toBeGreaterThan(1);
    const taken = fakeTx([dbError('23P01', 'bookings_no_double_booking'), 'never']);
    await expect(withFreshStayCode(taken.tx, taken.insert)).rejects.toMatchObject({ code: '23P01' });
    expect(taken.codes).toHaveLength(1);
  });

  it('knows a deadlock by its SQLSTATE, also wrapped by the ORM', () => {
    expect(isDeadlock(dbError('40P01'))).toBe(true);
    expect(isDeadlock(new Error('query failed', { cause: dbError('40P01') }))).toBe(true);
    expect(isDeadlock(dbError('23P01'))).toBe(false);
  });
});
