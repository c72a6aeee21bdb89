// npm run crash-safety — proves that a write the server acknowledged survives the process dying.
// Starts the real server, compiled as `npm start` runs it, as a child on 127.0.0.1, streams host writes at it
// (POST /api/app/properties: a property, its first unit and an audit row in one transaction),
// kills the server with SIGKILL at random points, restarts it and goes on. At the end, with the
// server stopped, it opens the database itself and checks that every write answered 2xx is there,
// whole (its unit and its audit row), and that no write, acknowledged or not, is half there.
//
// Embedded PGlite in a temp DATA_DIR; with DATABASE_URL a new database on that PostgreSQL
// server (dropped afterwards). Options: --writes N (1000), --kills K (5), --clients C (4),
// --keep (leave the temp DATA_DIR). Exit 1 on any lost or half-written write; the last line
// is the result as JSON.
//
// Why embedded PGlite survives SIGKILL: its files are real files (Emscripten NODEFS) and every
// WAL write at commit is a write(2) into the OS page cache before the answer leaves, so a dead
// process loses nothing; NODEFS makes fsync a no-op, so a power cut (not tested here) could.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../src/server/env';
import { openDatabase, type Database } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';
import { issueAccessToken } from '../src/server/auth/issue-token';
import { scratchDatabase } from '../tests/support/database';
import { freePort } from './lib/free-port';
import { bundleServer } from './build-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST_EMAIL = 'anna@demo.host-portal.test';
const TITLE_PREFIX = 'crash-safety ';

function option(name: string, fallback: number) {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const n = Number(process.argv[at + 1]);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} ${process.argv[at + 1]}: must be a whole number`);
    process.exit(2);
  }
  return n;
}


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CrashSafetyResult {
  database: 'pglite' | 'postgres';
  attempted: number;
  acknowledged: number;
  /** Acknowledged writes missing (or not whole) afterwards: must be 0. */
  lost: number;
  /** Properties without their unit or audit row, acknowledged or not: must be 0. */
  halfWritten: number;
  /** Writes cut off by a kill (no answer) that turned out to be stored whole anyway. */
  unansweredButStored: number;
  unanswered: number;
  kills: number;
  /** Requests in flight at each kill: more than 0 means the kill landed mid-stream. */
  inFlightAtKills: number[];
  restartMs: number[];
}

export interface CrashSafetyOptions {
  writes: number;
  kills: number;
  clients: number;
  databaseUrl?: string;
  keep?: boolean;
  /** Embedded only: a dump of a seeded database to start from (the server tests' template), instead of making and seeding one here. */
  seededDump?: Blob;
}

export async function crashSafety(opts: CrashSafetyOptions): Promise<CrashSafetyResult> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const scratch = opts.databaseUrl ? await scratchDatabase(opts.databaseUrl) : null;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'host-portal-crash-'));
  const target = scratch ? { DATABASE_URL: scratch.url, SEED_DEMO: 'true' } : { DATA_DIR: dataDir! };
  const serverEnv: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: undefined,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...target,
  };
  const open = () => openDatabase({ databaseUrl: scratch?.url, dataDir });
  let child: ChildProcess | null = null;
  // The server as `npm start` runs it: compiled once by esbuild (scripts/build-server.ts), so each
  // restart is node loading one file rather than tsx compiling the sources again (about 1 s less a
  // start). The bundle sits inside the project, where its packages and package.json are found.
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const compiled = mkdtempSync(path.join(root, 'node_modules/.cache/crash-safety-'));

  try {
    await bundleServer(compiled);
    // Seed and sign a token before the server starts (PGlite: one process at a time per directory).
    let token: string;
    {
      const database = opts.seededDump && !scratch ? await openDatabase({ dataDir, loadDataDir: opts.seededDump }) : await open();
      try {
        if (!opts.seededDump || scratch) await seedDemoData(database);
        token = await issueAccessToken({ db: database.db, env: loadEnv(serverEnv) }, HOST_EMAIL, 3600);
      } finally {
        await database.close();
      }
    }

    const start = async () => {
      const t0 = performance.now();
      const proc = spawn(process.execPath, [path.join(compiled, 'main.mjs')], { cwd: root, env: serverEnv, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      proc.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
      let exited = false;
      proc.once('exit', () => (exited = true));
      while (performance.now() - t0 < 120_000) {
        if (exited) throw new Error(`the server exited while starting:\n${stderr}`);
        try {
          if ((await fetch(`${base}/healthz`)).ok) {
            child = proc;
            return performance.now() - t0;
          }
        } catch {
          /* not listening yet */
        }
        await sleep(20);
      }
      proc.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 120 s:\n${stderr}`);
    };

    // Kill points: after which write (answered or cut off, so every point is reached), spread at random
    // over the stream.
    const killAt = new Set<number>();
    while (killAt.size < Math.min(opts.kills, Math.max(0, opts.writes - 2))) {
      killAt.add(1 + Math.floor(Math.random() * Math.floor(opts.writes * 0.9)));
    }
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    const restartMs: number[] = [];
    const inFlightAtKills: number[] = [];
    let inFlight = 0;
    let next = 0;
    /** A kill decided and not yet over (the writers go on until the server is actually down). */
    let killing: Promise<void> | null = null;
    /** The server is down until it has started again: writers wait instead of failing against a closed port. */
    let down: Promise<void> | null = null;

    const kill = async () => {
      // A random moment a little after the kill point, while the writers go on, so the kill falls
      // anywhere in a request's life and requests are in flight when it lands.
      await sleep(Math.random() * 15);
      const victim = child!;
      child = null;
      down = (async () => {
        inFlightAtKills.push(inFlight);
        const gone = new Promise((r) => victim.once('exit', r));
        victim.kill('SIGKILL');
        await gone;
        restartMs.push(await start());
      })();
      await down;
      down = null;
    };

    const writer = async () => {
      while (next < opts.writes) {
        if (down) {
          await down;
          continue;
        }
        const n = next++;
        const title = `${TITLE_PREFIX}${n}`;
        inFlight++;
        try {
          const r = await fetch(`${base}/api/app/properties`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ propertyType: 'multi', title }),
          });
          const body = (await r.json()) as { id?: string };
          if (r.status >= 200 && r.status < 300 && body.id) acknowledged.push(body.id);
          else throw new Error(`write ${n} answered ${r.status}: ${JSON.stringify(body)}`);
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('write ')) throw error;
          unanswered.push(title); // the connection died with the server: stored or not, either is right
        } finally {
          inFlight--;
        }
        // A kill point reached while an earlier kill is still restarting the server waits its turn
        // instead of being dropped, so the run always makes the kills it was asked for.
        if (killAt.delete(n)) {
          const queued: Promise<void> = (killing ?? Promise.resolve()).then(kill);
          killing = queued;
          const clear = () => {
            if (killing === queued) killing = null;
          };
          void queued.then(clear, clear);
        }
      }
    };

    restartMs.push(await start()); // the first start, not a restart: dropped below
    restartMs.length = 0;
    await Promise.all(Array.from({ length: opts.clients }, writer));
    if (killing) await killing;
    const last: ChildProcess = child!;
    const stopped = new Promise((r) => last.once('exit', r));
    last.kill('SIGTERM');
    const slow = setTimeout(() => last.kill('SIGKILL'), 30_000);
    await stopped;
    clearTimeout(slow);

    // Check in the database itself, the server stopped.
    const database: Database = await open();
    let rows: { id: string; title: string; units: number; audits: number }[];
    try {
      const result = await database.db.execute(sql`
        select p.id::text as id, p.title,
               (select count(*)::int from units u where u.property_id = p.id) as units,
               (select count(*)::int from audit_log a where a.action = 'property.create' and a.target = p.id::text) as audits
        from properties p where p.title like ${TITLE_PREFIX + '%'}`);
      rows = result.rows as typeof rows;
    } finally {
      await database.close();
    }
    const whole = (r: (typeof rows)[number]) => r.units === 1 && r.audits === 1;
    const stored = new Map(rows.map((r) => [r.id, r]));
    const titles = new Map(rows.map((r) => [r.title, r]));
    const lost = acknowledged.filter((id) => !stored.get(id) || !whole(stored.get(id)!)).length;
    return {
      database: scratch ? 'postgres' : 'pglite',
      attempted: next,
      acknowledged: acknowledged.length,
      lost,
      halfWritten: rows.filter((r) => !whole(r)).length,
      unansweredButStored: unanswered.filter((t) => titles.has(t)).length,
      unanswered: unanswered.length,
      kills: inFlightAtKills.length,
      inFlightAtKills,
      restartMs: restartMs.map(Math.round),
    };
  } finally {
    // On a failure part-way: the server must not outlive the run.
    (child as ChildProcess | null)?.kill('SIGKILL');
    rmSync(compiled, { recursive: true, force: true });
    if (dataDir && !opts.keep) rmSync(dataDir, { recursive: true, force: true });
    else if (dataDir) console.log(`kept ${dataDir}`);
    await scratch?.drop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const opts = {
    writes: option('writes', 1000),
    kills: option('kills', 5),
    clients: Math.max(1, option('clients', 4)),
    databaseUrl: process.env.DATABASE_URL,
    keep: process.argv.includes('--keep'),
  };
  const where = opts.databaseUrl ? 'PostgreSQL (a new database on DATABASE_URL)' : 'embedded PGlite (a temp DATA_DIR)';
  console.log(`crash-safety: ${opts.writes} writes from ${opts.clients} clients, ${opts.kills} SIGKILLs, ${where}`);
  const r = await crashSafety(opts);
  console.log(`acknowledged: ${r.acknowledged} of ${r.attempted} attempted`);
  console.log(`lost (acknowledged, missing or not whole): ${r.lost}`);
  console.log(`half-written (a property without its unit or audit row): ${r.halfWritten}`);
  console.log(`cut off by a kill: ${r.unanswered} (stored whole anyway: ${r.unansweredButStored})`);
  console.log(`kills: ${r.kills}, requests in flight at each: ${r.inFlightAtKills.join(', ') || '-'}`);
  console.log(`restart times: ${r.restartMs.map((ms) => `${ms} ms`).join(', ') || '-'}`);
  console.log(JSON.stringify(r));
  if (r.lost > 0 || r.halfWritten > 0) process.exitCode = 1;
}
