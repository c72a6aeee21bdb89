import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import { changedTables, rowWriteCounter } from '../support/row-writes';
import type { Database } from '../../src/server/db/client';

// The write counter behind the "a refused call writes nothing" checks (fuzz-write-routes,
// tenant-isolation): it must see every kind of write, and nothing that was undone.
let database: Database;
let read: () => Promise<Record<string, string>>;
const run = (statement: string) => database.db.execute(sql.raw(statement));

beforeAll(async () => {
  database = await freshDatabase('migrated');
  await run(`create table counted (id int primary key, v text)`);
  await run(`create table uncounted (id int primary key)`);
  read = await rowWriteCounter(database.db, new Set(['uncounted']));
});
afterAll(() => database?.close());

describe('rowWriteCounter', () => {
  it('counts inserts, updates, deletes and truncates, per table', async () => {
    const start = await read();
    await run(`insert into counted values (1, 'a'), (2, 'b')`);
    const inserted = await read();
    expect(changedTables(start, inserted)).toEqual(['counted']);
    for (const write of [`update counted set v = 'c' where id = 1`, `delete from counted where id = 2`, `truncate counted`]) {
      const before = await read();
      await run(write);
      expect(changedTables(before, await read()), write).toEqual(['counted']);
    }
  });

  it('counts an update that writes back the same values', async () => {
    await run(`insert into counted values (3, 'same')`);
    const before = await read();
    await run(`update counted set v = 'same' where id = 3`);
    expect(changedTables(before, await read())).toEqual(['counted']);
  });

  it('does not count a statement that touches no row, a rolled-back write, or an ignored table', async () => {
    const before = await read();
    await run(`update counted set v = 'x' where false`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into counted values (99, 'undone')`));
      tx.rollback();
    }).catch(() => undefined);
    await run(`insert into uncounted values (1)`);
    expect(changedTables(before, await read())).toEqual([]);
  });
});
