import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';

// Every server test file relies on freshDatabase giving it what a new database would: the
// template's rows and nothing another file wrote. On PGlite a worker lends the same database to
// file after file (tests/support/lent-pglite.ts); these tests hold that to the promise, in one
// file, by closing a database and taking the next one as the next file would.

const count = async (database: Database, table: string) => Number((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n);
const publicTables = async (database: Database) =>
  (await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.name as string);

describe('a test file\'s database', () => {
  it('has the template\'s rows whatever the file before wrote, deleted or kept open', async () => {
    const first = await freshDatabase('seeded');
    const hosts = await count(first, 'hosts');
    const properties = await count(first, 'properties');
    expect(hosts).toBeGreaterThan(0);
    await first.db.execute(sql`delete from properties`);
    await first.db.execute(sql`update hosts set first_name = 'Changed'`);
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.close();

    const next = await freshDatabase('seeded');
    try {
      expect(await count(next, 'hosts')).toBe(hosts);
      expect(await count(next, 'properties')).toBe(properties);
      expect(await count(next, `hosts where first_name = 'Changed'`)).toBe(0);
      expect((await next.db.execute(sql`show statement_timeout`)).rows[0]!.statement_timeout).not.toBe('1234ms');
    } finally {
      await next.close();
    }
  });

  it('numbers rows from where the template did, not from where the file before stopped', async () => {
    const insertJob = async (database: Database) =>
      Number((await database.db.execute(sql`insert into jobs (queue) values ('test') returning id`)).rows[0]!.id);
    const first = await freshDatabase('migrated');
    const firstId = await insertJob(first);
    await insertJob(first);
    await first.close();
    const next = await freshDatabase('migrated');
    try {
      expect(await insertJob(next)).toBe(firstId);
    } finally {
      await next.close();
    }
  });

  it('is empty when migrated only, even after a seeded one', async () => {
    const seeded = await freshDatabase('seeded');
    await seeded.close();
    const migrated = await freshDatabase('migrated');
    try {
      const tables = await publicTables(migrated);
      expect(tables).toContain('hosts');
      for (const table of tables) expect(await count(migrated, table), table).toBe(0);
    } finally {
      await migrated.close();
    }
  });

  it('is closed to the file once it closes it: no query, and no notification reaches its listeners', async () => {
    const first = await freshDatabase('migrated');
    const heard: string[] = [];
    await first.listen('test_channel', (payload) => heard.push(payload));
    await first.close();
    await expect(first.db.execute(sql`select 1`)).rejects.toThrow();

    const next = await freshDatabase('migrated');
    try {
      const nextHeard: string[] = [];
      const stop = await next.listen('test_channel', (payload) => nextHeard.push(payload));
      await next.db.execute(sql`select pg_notify('test_channel', 'for the next file')`);
      await expect.poll(() => nextHeard).toEqual(['for the next file']);
      expect(heard).toEqual([]);
      await stop();
    } finally {
      await next.close();
    }
  });

  it('has none of the tables or triggers a file before added', async () => {
    const first = await freshDatabase('migrated');
    const tables = await publicTables(first);
    await first.db.execute(sql`create table added_by_a_test (id int primary key)`);
    await first.close();
    const next = await freshDatabase('migrated');
    try {
      expect(await publicTables(next)).toEqual(tables);
    } finally {
      await next.close();
    }
  });

  it('is a database of its own while another file\'s is open', async () => {
    const one = await freshDatabase('seeded');
    const other = await freshDatabase('seeded');
    try {
      await one.db.execute(sql`delete from properties`);
      expect(await count(one, 'properties')).toBe(0);
      expect(await count(other, 'properties')).toBeGreaterThan(0);
    } finally {
      await one.close();
      await other.close();
    }
  });
});
