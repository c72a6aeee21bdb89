import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

// "A refused call writes nothing", checked by counting writes instead of hashing every table.
// Triggers installed in the test's own database count each row inserted, updated or deleted (a
// truncate counts once) per table. This is stricter than comparing contents: a write that puts
// back the same values counts too. It is also cheap: reading the counters is one small query
// however big the tables are. A rolled-back write rolls its count back with it, so a request
// whose transaction was undone has written nothing.

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

/** Installs the counting triggers on every table of the public schema but `ignored`; returns a reader of the counters. */
export async function rowWriteCounter(db: Db, ignored: ReadonlySet<string>): Promise<() => Promise<Record<string, string>>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
    .map((t) => t.name)
    .filter((t) => !ignored.has(t) && t !== 'test_row_writes' && !t.startsWith('__drizzle') && /^[a-z_][a-z0-9_]*$/.test(t));
  const statements = [
    `create table if not exists test_row_writes (t text primary key, n bigint not null)`,
    `create or replace function test_count_row_write() returns trigger language plpgsql as $$
       begin
         insert into test_row_writes (t, n) values (TG_TABLE_NAME, 1) on conflict (t) do update set n = test_row_writes.n + 1;
         return null;
       end $$`,
    ...tables.flatMap((t) => [
      `create or replace trigger test_row_write after insert or update or delete on "${t}" for each row execute function test_count_row_write()`,
      `create or replace trigger test_truncate after truncate on "${t}" for each statement execute function test_count_row_write()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return async () => Object.fromEntries(rowsOf<{ t: string; n: string }>(await db.execute(sql.raw(`select t, n::text as n from test_row_writes`))).map((r) => [r.t, r.n]));
}

/** Tables whose write count differs between two readings. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}
