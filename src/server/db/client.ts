import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Both drivers expose the same drizzle query API for the PostgreSQL dialect, so the rest of
// the server is written once against this type.
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for the few places drizzle has no builder (LISTEN/NOTIFY, health). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... — a PostgreSQL server. */
  databaseUrl?: string;
  /** Told when an idle pooled connection fails (PostgreSQL server only); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
  /** A directory for embedded PGlite; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process:
    // the pool drops that client and the next query opens a new one. Without a listener, Node
    // treats the pool's 'error' event as an uncaught exception.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? './data';
  const memory = dir.startsWith('memory://');
  const pgDir = memory ? dir : path.resolve(dir, 'pg');
  if (!memory) mkdirSync(pgDir, { recursive: true });
  const client = await PGlite.create(pgDir, { extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}
