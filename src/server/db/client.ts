import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { queryCounter } from './query-count';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { serverPaths } from '../paths';
import { claimDataDir } from './data-dir-lock';
import { withNamedStatements } from './pglite-statements';

export const migrationsFolder = serverPaths.migrations;

// Both drivers expose the same drizzle query API for the PostgreSQL dialect, so the rest of
// the server is written once against this type.
export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for the few places drizzle has no builder (health). */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload sent (by any server instance) after
   * its transaction commits. Resolves once listening; the returned function stops it.
   * PostgreSQL: one dedicated connection per listener that reconnects (and LISTENs again) when
   * lost, telling `onReconnect` so callers can catch up on what they missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while no other server instance runs its own start work (migrations, demo data):
   * instances starting together against one PostgreSQL server would otherwise both create the
   * same tables. An embedded PGlite belongs to one process, which needs no lock.
   */
  underStartLock<T>(work: () => Promise<T>): Promise<T>;
  /** Connections for /metrics: a server's pool as node-postgres counts it; embedded PGlite is one connection. */
  poolStats(): PoolStats;
  /** Embedded PGlite only: its data directory as an uncompressed tarball (the tests' template database). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://... — a PostgreSQL server. */
  databaseUrl?: string;
  /** PostgreSQL server only: the most connections the pool opens (DATABASE_POOL_MAX); 10 when absent. */
  poolMax?: number;
  /** Told when an idle pooled connection fails (PostgreSQL server only); the pool recovers by itself. */
  onIdleError?: (error: Error) => void;
  /** A directory for embedded PGlite; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  /** Embedded PGlite: start from this dump (dumpDataDir) instead of an empty directory; migrations still run. */
  loadDataDir?: Blob;
}

/**
 * A new embedded database is made by PGlite's initdb: seconds on a small machine, most of a first
 * start. The compiled server has a dump of an empty, migrated database next to it
 * (dist/server/pglite-template.tar, scripts/build-server.ts): a DATA_DIR holding no database yet
 * starts from that instead (openDatabase's loadDataDir; the migrations still run after it, so a
 * template older than them costs only their time). Nothing for a PostgreSQL server, a memory
 * database, a directory that already has one, or when there is no template (run from src/).
 */
export function emptyDatabaseTemplate(options: { databaseUrl?: string; dataDir?: string }, templateFile: string): Blob | undefined {
  const dir = options.dataDir ?? './data';
  if (options.databaseUrl || dir.startsWith('memory://')) return undefined;
  if (existsSync(path.resolve(dir, 'pg', 'PG_VERSION')) || !existsSync(templateFile)) return undefined;
  return new Blob([readFileSync(templateFile)]);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process:
    // the pool drops that client and the next query opens a new one. Without a listener, Node
    // treats the pool's 'error' event as an uncaught exception.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema, logger: queryCounter }) as unknown as Db;
    const underStartLock = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, START_LOCK_KEY, work);
    await underStartLock(() => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      underStartLock,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onPayload, onReconnect) => listenOnServer(options.databaseUrl!, channel, onPayload, onReconnect, options.onIdleError),
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? './data';
  const memory = dir.startsWith('memory://');
  const pgDir = memory ? dir : path.resolve(dir, 'pg');
  if (!memory) mkdirSync(pgDir, { recursive: true });
  // One process per directory (data-dir-lock.ts): a second server, or a backup, is refused here.
  const release = memory ? () => undefined : claimDataDir(dir, 'a host portal server', 'take-over');
  let client: PGlite;
  try {
    client = await PGlite.create(pgDir, { extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  } catch (error) {
    release();
    throw error;
  }
  const opened = client;
  const database = onPglite(client, async () => {
    await opened.close();
    release();
  });
  await migratePglite(database.db, { migrationsFolder });
  return database;
}

/**
 * The portal's Database over an open embedded PGlite (migrated, or about to be); `close` is what
 * its close() does. Tests lend one client to test file after test file (tests/support/database.ts),
 * so there close() hands it back instead of closing it.
 */
export function onPglite(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(withNamedStatements(client), { schema, logger: queryCounter });
  return {
    db,
    kind: 'pglite',
    underStartLock: (work) => work(),
    // PGlite is one in-process connection that runs queries one after another; it has no wait count.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close,
  };
}

/** The advisory lock of a server's start work: an arbitrary number no other lock of ours uses. */
export const START_LOCK_KEY = 7_406_221_001;

/** Runs `work` holding a session-level advisory lock on one connection of the pool, waiting for it. */
async function withAdvisoryLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    holder.release();
  }
}

const quoteIdent = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return `"${name}"`;
};

/** A LISTEN connection to a PostgreSQL server that comes back after a lost connection (1 s, then up to 10 s apart). */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
  onError: ((error: Error) => void) | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let delay = 1000;
  let timer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = null;
      try {
        await connect();
        onReconnect?.();
      } catch (error) {
        onError?.(error as Error);
        delay = Math.min(delay * 2, 10_000);
        scheduleReconnect();
      }
    }, delay);
  };
  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return; // not (or no longer) the live connection
    client = null;
    which.end().catch(() => undefined);
    if (error) onError?.(error);
    scheduleReconnect();
  };
  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    delay = 1000;
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
