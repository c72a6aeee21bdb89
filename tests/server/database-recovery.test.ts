import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshDatabase, scratchDatabase } from '../support/database';
import { openDatabase } from '../../src/server/db/client';

// On a PostgreSQL server (CI's second pass), a connection the server kills while idle must not
// take the process down: the pool forgets it and the next query opens a new one.
describe.runIf(process.env.DATABASE_URL)('PostgreSQL connection loss', () => {
  it('survives the server terminating an idle connection', async () => {
    const database = await freshDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const name = (await database.db.execute(sql`select current_database() as name`)).rows[0].name as string;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200)); // let the pool see the closed socket
      const again = await database.db.execute(sql`select 2 as two`);
      expect(again.rows[0].two).toBe(2);
    } finally {
      await database.close();
    }
  });
});

// DATABASE_POOL_MAX: the pool of an instance opens at most that many connections however many
// queries wait, so several instances can share one server's max_connections.
describe.runIf(process.env.DATABASE_URL)('PostgreSQL pool size', () => {
  it('opens at most poolMax connections for 6 queries at once', async () => {
    const scratch = await scratchDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: scratch.url, poolMax: 2 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, async () => (await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`)).rows[0].pid as number),
      );
      expect(new Set(pids).size).toBe(2);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
