import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set (CI's second pass) — a new database on that PostgreSQL server, dropped
 * again on close, so test files never see each other's rows.
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const scratch = await scratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at serverUrl: its address, and drop() (force-closes what is still connected). */
export async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
