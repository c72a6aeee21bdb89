import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { LOCK_FILE, processStartTime } from '../../src/server/db/data-dir-lock';
import { backupDataDir, defaultBackupName, restoreDataDir } from '../../scripts/lib/data-dir-backup';
import { seededTemplateDump } from '../support/database';
import { scaledMs } from '../support/time-scale';

// npm run backup / restore (scripts/lib/data-dir-backup.ts) on a seeded portal directory: every
// row of every table comes back, by count and by an md5 of the table's sorted rows.

type Fingerprint = Record<string, { rows: number; md5: string }>;

async function fingerprint(dataDir: string): Promise<Fingerprint> {
  const client = await PGlite.create(path.join(dataDir, 'pg'), { extensions: { btree_gist } });
  try {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const result: Fingerprint = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as md5 from ${name} t`,
      );
      result[name] = row.rows[0];
    }
    return result;
  } finally {
    await client.close();
  }
}

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'host-portal-backup-'));
  const dataDir = path.join(root, 'data');
  const file = path.join(root, 'portal.tar.gz');
  let before: Fingerprint;

  beforeAll(async () => {
    // The run's seeded template when there is one (embedded PGlite), else migrated and seeded here.
    const template = await seededTemplateDump();
    const database = await openDatabase({ dataDir, loadDataDir: template });
    if (!template) await seedDemoData(database);
    await database.close();
    before = await fingerprint(dataDir);
  }, scaledMs(180_000));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the file by the time, in UTC', () => {
    expect(defaultBackupName(new Date('2026-03-04T05:06:07Z'))).toBe('host-portal-backup-20260304-050607.tar.gz');
  });

  it('brings every row of every table back after the directory is wiped', async () => {
    expect(before['public.hosts'].rows).toBeGreaterThan(0);
    expect(before['public.bookings'].rows).toBeGreaterThan(0);
    expect(before['drizzle.__drizzle_migrations'].rows).toBeGreaterThan(0);

    const { bytes } = await backupDataDir(dataDir, file);
    expect(bytes).toBeGreaterThan(0);
    rmSync(dataDir, { recursive: true, force: true });

    await restoreDataDir(file, dataDir, false);
    expect(await fingerprint(dataDir)).toEqual(before);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, scaledMs(180_000));

  it('refuses while another live process has the directory open', async () => {
    // The parent of this test process is alive: it stands in for a running server.
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), started: processStartTime(process.ppid), what: 'a host portal server' }));
    try {
      await expect(backupDataDir(dataDir, path.join(root, 'other.tar.gz'))).rejects.toThrow(/is open by a host portal server .*Stop it first/);
      await expect(restoreDataDir(file, dataDir, true)).rejects.toThrow(/is open by a host portal server/);
    } finally {
      rmSync(path.join(dataDir, LOCK_FILE));
    }
  });

  it('takes over the lock of a process that is gone (a killed server)', async () => {
    const gone = Number(execFileSync('node', ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).trim());
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: gone, host: hostname(), what: 'a host portal server' }));
    const out = path.join(root, 'after-crash.tar.gz');
    await backupDataDir(dataDir, out);
    expect(existsSync(out)).toBe(true);
  }, scaledMs(60_000));

  it('takes a live pid with another start time for a reused one (after a crash or a reboot)', async () => {
    const started = processStartTime(process.ppid);
    if (started === null) return; // no /proc here: the pid alone decides
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.ppid, host: hostname(), started: `${started}1`, what: 'a host portal server' }));
    const out = path.join(root, 'after-reboot.tar.gz');
    await backupDataDir(dataDir, out);
    expect(existsSync(out)).toBe(true);
  }, scaledMs(60_000));

  it("refuses another machine's lock for a backup, while a server takes it over (a container re-created after a crash)", async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'another-container', started: '1', what: 'a host portal server' }));
    await expect(backupDataDir(dataDir, path.join(root, 'foreign.tar.gz'))).rejects.toThrow(/pid 1 on another-container/);
    const database = await openDatabase({ dataDir });
    expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await database.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, scaledMs(60_000));

  it('refuses while a real server process holds the directory, and takes it over once that process is killed', async () => {
    // node itself with tsx's loader (not the tsx command, whose child would outlive a SIGKILL).
    const server = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/server/fixtures/hold-data-dir.ts')], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
        server.on('exit', (code) => reject(new Error(`the server stand-in ended (${code})`)));
      });
      await expect(backupDataDir(dataDir, path.join(root, 'while-open.tar.gz'))).rejects.toThrow(new RegExp(`pid ${server.pid} on`));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/is open by a host portal server/);
    } finally {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    // Killed: its lock file and PGlite's postmaster.pid are left behind, and neither stops the backup.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    await backupDataDir(dataDir, path.join(root, 'after-kill.tar.gz'));
    expect(await fingerprint(dataDir)).toEqual(before);
  }, scaledMs(120_000));

  it('replaces an existing database only with --force, and keeps it when the file is no backup', async () => {
    await expect(restoreDataDir(file, dataDir, false)).rejects.toThrow(/holds a database already.*--force/);
    const notBackup = path.join(root, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, 'hello');
    await expect(restoreDataDir(notBackup, dataDir, true)).rejects.toThrow(/not a gzip file/);
    expect(readdirSync(path.join(dataDir, 'pg'))).toContain('PG_VERSION');

    await restoreDataDir(file, dataDir, true);
    expect(await fingerprint(dataDir)).toEqual(before);
  }, scaledMs(120_000));

  it('refuses a directory without a database', async () => {
    await expect(backupDataDir(path.join(root, 'nothing'), path.join(root, 'x.tar.gz'))).rejects.toThrow(/no embedded database in .*--data-dir/);
  });
});
