// The work of npm run backup and npm run restore (scripts/backup.ts, scripts/restore.ts): a copy
// of an embedded database's directory as PGlite's own dump (a gzip tarball of DATA_DIR/pg), and
// back. A PostgreSQL server (DATABASE_URL) is backed up with pg_dump instead (README "Backup and
// restore").
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { claimDataDir } from '../../src/server/db/data-dir-lock';

/**
 * A path given on the command line, from where the command was typed: npm run starts scripts in
 * the project folder, and says the caller's folder in INIT_CWD. Defaults (./data, DATA_DIR) stay
 * relative to the project folder, as for the server that npm start runs there.
 */
export const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

/** The same default as src/server/env.ts. */
export const DEFAULT_DATA_DIR = './data';

export class BackupError extends Error {}

const pgDirOf = (dataDir: string) => path.resolve(dataDir, 'pg');
const hasDatabase = (pgDir: string) => existsSync(path.join(pgDir, 'PG_VERSION'));
const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** host-portal-backup-YYYYMMDD-HHMMSS.tar.gz, in UTC so that names sort the same on every machine. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `host-portal-backup-${stamp}.tar.gz`;
}

async function openPglite(pgDir: string, loadDataDir?: Blob) {
  return PGlite.create(pgDir, { extensions: { btree_gist }, loadDataDir });
}

/** How many migrations the database has applied: it opens, and it is a host portal database. */
async function appliedMigrations(client: PGlite): Promise<number> {
  try {
    const result = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    return result.rows[0].n;
  } catch {
    throw new BackupError('the database opens but has no migrations table (drizzle.__drizzle_migrations): not a host portal database');
  }
}

/** Writes DATA_DIR's database to `out` (refused while a server has it open); answers the bytes written. */
export async function backupDataDir(dataDir: string, out: string): Promise<{ bytes: number; migrations: number }> {
  const pgDir = pgDirOf(dataDir);
  if (!hasDatabase(pgDir)) throw new BackupError(`no embedded database in ${pgDir} (--data-dir, default ${DEFAULT_DATA_DIR})`);
  if (existsSync(out)) throw new BackupError(`${out} exists already: choose another --out`);
  const release = claimDataDir(dataDir, 'npm run backup');
  try {
    // Opening it also finishes the recovery of a server that was killed, so the copy is consistent.
    const client = await openPglite(pgDir);
    try {
      const migrations = await appliedMigrations(client);
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
      writeFileSync(out, bytes);
      return { bytes: bytes.length, migrations };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Reads a backup into DATA_DIR: into a directory beside the target first, checked (it opens and
 * has the migrations table), and only then put in place, so a bad file never costs the old data.
 * An existing database is replaced only with `force`.
 */
export async function restoreDataDir(file: string, dataDir: string, force: boolean): Promise<{ migrations: number }> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file`);
  const bytes = readFileSync(file);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) throw new BackupError(`${file} is not a gzip file: not a backup made by npm run backup`);
  const pgDir = pgDirOf(dataDir);
  if (!isEmptyDir(pgDir) && !force) {
    throw new BackupError(`${pgDir} holds a database already: restore into an empty --data-dir, or pass --force to replace it`);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = claimDataDir(dataDir, 'npm run restore');
  const staging = `${pgDir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    let migrations: number;
    try {
      const client = await openPglite(staging, new Blob([bytes]));
      try {
        migrations = await appliedMigrations(client);
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      if (error instanceof BackupError) throw error;
      throw new BackupError(`${file} could not be read as a database: ${(error as Error).message}`);
    }
    rmSync(pgDir, { recursive: true, force: true });
    renameSync(staging, pgDir);
    return { migrations };
  } finally {
    release();
  }
}
