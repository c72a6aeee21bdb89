import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { withNamedStatements } from '../../src/server/db/pglite-statements';

// db/pglite-statements.ts: embedded PGlite's queries over named statements. The same answers and
// errors as PGlite's own query(), each text parsed once, the names bounded, transactions intact.

let raw: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  await raw.exec(`
    create table things (id uuid primary key, name text not null unique, day date, at timestamptz, meta jsonb, tags text[], n int, ok boolean);
    insert into things values
      ('00000000-0000-4000-8000-000000000001', 'one', '2027-01-02', '2027-01-02T10:00:00Z', '{"a":1}', '{x,y}', 1, true),
      ('00000000-0000-4000-8000-000000000002', 'two', null, null, null, null, 2, false);`);
});
afterAll(async () => {
  await raw.close();
});

/** The names PostgreSQL holds for this session, and how often each ran. */
const held = async () =>
  (await raw.query<{ name: string; runs: number }>(`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by name`)).rows;

describe('named statements over PGlite', () => {
  it("answers as PGlite's query() does, for every kind of value and both row modes", async () => {
    const named = withNamedStatements(raw);
    const asked: [string, unknown[]][] = [
      ['select * from things where id = $1', ['00000000-0000-4000-8000-000000000001']],
      ['select * from things where day = $1 or at < $2 order by n', ['2027-01-02', new Date('2030-01-01T00:00:00Z')]],
      ['select * from things where meta @> $1 and tags && $2', [{ a: 1 }, ['y']]],
      ['select n, ok from things where ok = $1 or n = $2 or name = $3', [false, 1, null]],
      ['select count(*)::int as c from things', []],
    ];
    for (const [text, params] of asked) {
      expect(await named.query(text, params)).toEqual(await raw.query(text, params));
      const asArrays = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
      expect(await named.query(text, params, asArrays)).toEqual(await raw.query(text, params, asArrays));
    }
    expect((await named.query<{ name: string }>(asked[0]![0], asked[0]![1])).rows[0]!.name).toBe('one');
  });

  it('parses a text once: later calls run the same statement', async () => {
    const named = withNamedStatements(raw);
    const text = 'select name from things where n = $1';
    const before = (await held()).length;
    for (let i = 0; i < 8; i++) expect((await named.query<{ name: string }>(text, [1 + (i % 2)])).rows[0]!.name).toBe(i % 2 ? 'two' : 'one');
    const after = await held();
    expect(after).toHaveLength(before + 1);
    expect(Math.max(...after.map((s) => s.runs))).toBeGreaterThanOrEqual(8);
  });

  it('closes the longest unused statement past its bound', async () => {
    await raw.exec('deallocate all');
    const named = withNamedStatements(raw, 3);
    for (let n = 1; n <= 6; n++) await named.query(`select ${n} as n, name from things where n = $1`, [1]);
    expect(await held()).toHaveLength(3);
    // The most recent three are the ones kept: asking one again adds nothing.
    await named.query('select 6 as n, name from things where n = $1', [1]);
    expect(await held()).toHaveLength(3);
  });

  it("throws PostgreSQL's error with the query named, and goes on answering after it", async () => {
    const named = withNamedStatements(raw);
    const insert = 'insert into things (id, name, n) values ($1, $2, $3)';
    const failure = await named.query(insert, ['00000000-0000-4000-8000-000000000009', 'one', 9]).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: '23505', constraint: 'things_name_key', query: insert });
    const syntax = await named.query('select from where', []).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601', query: 'select from where' });
    expect((await named.query('select count(*)::int as c from things', [])).rows).toEqual([{ c: 2 }]);
  });

  it('parses again a statement PostgreSQL dropped, and another wrapper over the same PGlite takes the same name', async () => {
    const first = withNamedStatements(raw);
    const text = 'select name from things where n = $1';
    await first.query(text, [1]);
    await raw.exec('deallocate all');
    expect((await first.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'two' }]);
    const second = withNamedStatements(raw);
    expect((await second.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'one' }]);
    expect((await first.query<{ name: string }>(text, [1])).rows).toEqual([{ name: 'one' }]);
  });

  it("keeps drizzle's transactions: a rollback undoes, a savepoint undoes its part only, and queries outside wait for the end", async () => {
    const db = drizzle(withNamedStatements(raw));
    const count = async () => (await db.execute<{ c: number }>(sql`select count(*)::int as c from things`)).rows[0]!.c;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name, n) values (${'00000000-0000-4000-8000-000000000003'}, 'three', 3)`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(2);

    let outside: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name, n) values (${'00000000-0000-4000-8000-000000000004'}, 'four', 4)`);
      outside = count(); // waits for the transaction: it sees its end, not its middle
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, name, n) values (${'00000000-0000-4000-8000-000000000005'}, 'five', 5)`);
          throw new Error('undo the inner part');
        })
        .catch(() => undefined);
      expect((await tx.execute<{ c: number }>(sql`select count(*)::int as c from things`)).rows[0]!.c).toBe(3);
    });
    expect(await outside).toBe(3);
    expect(await count()).toBe(3);

    // A transaction's handle kept past its end is refused, as PGlite refuses it, instead of writing outside it.
    let kept: Transaction | undefined;
    await withNamedStatements(raw).transaction(async (tx) => {
      kept = tx;
      await tx.query('select 1');
    });
    await expect(kept!.query('select count(*) from things')).rejects.toThrow(/closed/i);
  });
});
