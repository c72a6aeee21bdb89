import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';

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
