// npm run scale-out: the production shape on one machine. A PostgreSQL server, two instances of
// the compiled server (node dist/server/main.mjs) on one empty database, started at the same
// moment, and nginx in front of them with deploy/nginx.conf (round robin, X-Forwarded-*, the live
// streams unbuffered). Stays up until Ctrl-C, then stops everything it started.
//
//   SCALE_OUT_PORT        the proxy's port (8090); PUBLIC_URL of both instances is http://127.0.0.1:<it>
//   SCALE_OUT_PORTS       the instances' ports, comma-separated (8091,8092)
//   DATABASE_URL          a PostgreSQL server to use: a new database is made on it for this run
//                         (and dropped after); unset, a temporary server is started (initdb,
//                         pg_ctl from /usr/lib/postgresql/*/bin, as user postgres when run as root)
//   SCALE_OUT_PG_PORT     that temporary server's port (54339)
//   SCALE_OUT_KEEP=true   keep the temporary directory (logs, database) after stopping
//   NGINX_BIN             the nginx binary (/usr/sbin/nginx, else nginx on PATH)
//
// scripts/scale-out-check.ts starts the same set-up through startScaleOut() and checks it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ScaleOutOptions {
  proxyPort?: number;
  instancePorts?: number[];
  /** A PostgreSQL server to make this run's database on; unset: a temporary server. */
  databaseUrl?: string;
  pgPort?: number;
  /** Extra environment for every instance. */
  instanceEnv?: Record<string, string>;
  log?: (line: string) => void;
  build?: boolean;
}

export interface ScaleOutInstance {
  name: string;
  port: number;
  url: string;
  /** The instance's database address (carries application_name=<name>). */
  databaseUrl: string;
  logFile: string;
  /** Milliseconds from launch to /healthz answering 200. */
  readyMs: number;
}

export interface ScaleOut {
  dir: string;
  proxyUrl: string;
  databaseUrl: string;
  instances: ScaleOutInstance[];
  /** Lines of the instances' logs at level error or worse (pino level >= 50). */
  errorLines(): string[];
  /** Whether every process started is still running. */
  exited(): string[];
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isRoot = () => process.getuid?.() === 0;

async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(base, versions.at(-1)!, 'bin') : '';
  if (!bin || !existsSync(path.join(bin, 'pg_ctl'))) throw new Error('no PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql), and DATABASE_URL is not set');
  return bin;
}

/**
 * Runs a PostgreSQL tool, as user postgres when we are root (initdb refuses root), in a session
 * of its own (setsid): Ctrl-C in the terminal reaches this script, which stops the server itself,
 * and not the server directly, which would be gone before the script's clean-up.
 */
function asPostgres(command: string, args: string[]) {
  if (!isRoot()) return execFileSync('setsid', [command, ...args], { stdio: 'pipe' });
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('setsid', ['su', 'postgres', '-s', '/bin/bash', '-c', quoted], { stdio: 'pipe' });
}

/**
 * deploy/nginx.conf with this run's ports and paths: the lines marked `# scale-out:` are
 * replaced; a marked line that is missing stops the start (the file and the script must agree).
 */
export function nginxConfig(template: string, options: { listen: string; upstreams: string[]; accessLog: string; errorLog: string; tempDir: string }): string {
  const replace = (text: string, marker: string, make: (indent: string) => string) => {
    const pattern = new RegExp(`^([ \\t]*)[^\\n]*# scale-out: ${marker}[ \\t]*$`, 'm');
    if (!pattern.test(text)) throw new Error(`deploy/nginx.conf has no line marked "# scale-out: ${marker}"`);
    return text.replace(pattern, (_all, indent: string) => make(indent));
  };
  let text = replace(template, 'listen', (i) => `${i}listen ${options.listen};`);
  // Beside the access log (in the http block): nginx's temporary files, which default to /var/lib/nginx.
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(options.tempDir, `${t}-temp`)};`);
  text = replace(text, 'access log', (i) => [`access_log ${options.accessLog};`, ...temps].map((l) => `${i}${l}`).join('\n'));
  text = replace(text, 'error log', (i) => `${i}error_log ${options.errorLog} warn;`);
  const instance = /^([ \t]*)[^\n]*# scale-out: instance[ \t]*$/gm;
  const indent = instance.exec(text)?.[1];
  if (indent === undefined) throw new Error('deploy/nginx.conf has no line marked "# scale-out: instance"');
  let first = true;
  text = text.replace(instance, () => {
    if (!first) return '\u0000';
    first = false;
    return options.upstreams.map((u) => `${indent}server ${u};`).join('\n');
  });
  return text.replaceAll('\0\n', '');
}

export async function startScaleOut(options: ScaleOutOptions = {}): Promise<ScaleOut> {
  const log = options.log ?? ((line: string) => console.log(line));
  const proxyPort = options.proxyPort ?? 8090;
  const ports = options.instancePorts ?? [8091, 8092];
  const names = ports.map((_, i) => `portal-${String.fromCharCode(97 + i)}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'host-portal-scale-'));
  const children: { name: string; child: ChildProcess }[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const { child } of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise<void>((resolve) => {
              const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 10_000);
              child.once('exit', () => (clearTimeout(timer), resolve()));
            }),
      ),
    );
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`scale-out: cleanup failed: ${(error as Error).message}`);
      }
    }
    if (process.env.SCALE_OUT_KEEP !== 'true') rmSync(dir, { recursive: true, force: true });
    else log(`scale-out: kept ${dir}`);
  };

  try {
    if (options.build !== false) execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

    // 1. PostgreSQL, and an empty database of this run's own.
    let serverUrl: string;
    if (options.databaseUrl) {
      serverUrl = options.databaseUrl;
    } else {
      const bin = pgBin();
      const pgPort = options.pgPort ?? 54339;
      const pgDir = path.join(dir, 'pg');
      mkdirSync(pgDir);
      if (isRoot()) {
        chmodSync(dir, 0o755);
        const { uid, gid } = { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
        chownSync(pgDir, uid, gid);
      }
      asPostgres(path.join(bin, 'initdb'), ['-D', path.join(pgDir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(pgDir, 'data'), '-o', `-h 127.0.0.1 -p ${pgPort} -k ${pgDir}`, '-l', path.join(pgDir, 'log'), '-w', 'start']);
      cleanups.push(() => void asPostgres(path.join(bin, 'pg_ctl'), ['-D', path.join(pgDir, 'data'), '-m', 'fast', 'stop']));
      serverUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
      log(`scale-out: PostgreSQL started on 127.0.0.1:${pgPort} (${pgDir})`);
    }
    const dbName = `host_portal_scale_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
    // On a server of our own the database goes with it; on a given one it is dropped.
    if (options.databaseUrl) cleanups.push(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    });
    log(`scale-out: empty database ${dbName}`);

    // 2. The instances, launched together on the empty database.
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;
    const instances: ScaleOutInstance[] = [];
    const launched = performance.now();
    const starts = ports.map((port, i) => {
      const name = names[i]!;
      const url = new URL(databaseUrl);
      url.searchParams.set('application_name', name);
      const logFile = path.join(dir, `${name}.log`);
      const out = createWriteStream(logFile);
      const child = spawn(process.execPath, ['dist/server/main.mjs'], {
        cwd: root,
        // A process group of its own: Ctrl-C reaches this script, which stops the instances in order.
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATABASE_POOL_MAX: '10',
          PUBLIC_URL: proxyUrl,
          TRUST_PROXY: '1',
          INSTANCE_NAME: name,
          // Safe on both: the demo data is written under the start lock, only into an empty database.
          SEED_DEMO: 'true',
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
          ...options.instanceEnv,
        },
      });
      child.stdout!.pipe(out);
      child.stderr!.pipe(out);
      children.push({ name, child });
      const instance: ScaleOutInstance = { name, port, url: `http://127.0.0.1:${port}`, databaseUrl: url.toString(), logFile, readyMs: 0 };
      instances.push(instance);
      return waitFor(`${instance.url}/healthz`, 120_000, child).then(() => {
        instance.readyMs = Math.round(performance.now() - launched);
      });
    });
    await Promise.all(starts);
    for (const i of instances) log(`scale-out: ${i.name} on ${i.url} ready after ${i.readyMs} ms (log ${i.logFile})`);

    // 3. nginx in front, with deploy/nginx.conf.
    const nginxDir = path.join(dir, 'nginx');
    mkdirSync(nginxDir);
    // As root nginx's workers run as nobody: they must be able to write their temporary files.
    if (isRoot()) chmodSync(nginxDir, 0o777);
    const conf = nginxConfig(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), {
      listen: `127.0.0.1:${proxyPort}`,
      upstreams: instances.map((i) => `127.0.0.1:${i.port}`),
      accessLog: path.join(nginxDir, 'access.log'),
      errorLog: path.join(nginxDir, 'error.log'),
      tempDir: nginxDir,
    });
    const confFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(confFile, conf);
    // Debian puts it in /usr/sbin, which a user's PATH may not hold.
    const nginxBin = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
    const nginx = spawn(nginxBin, ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', confFile, '-g', `daemon off; pid ${path.join(nginxDir, 'nginx.pid')};`], {
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    children.push({ name: 'nginx', child: nginx });
    await new Promise<void>((resolve, reject) => {
      nginx.once('spawn', resolve);
      nginx.once('error', (e) => reject(new Error(`nginx did not start (apt-get install nginx): ${e.message}`)));
    });
    await waitFor(`${proxyUrl}/healthz`, 15_000, nginx);
    log(`scale-out: nginx on ${proxyUrl} -> ${instances.map((i) => i.port).join(', ')} (${confFile})`);

    return {
      dir,
      proxyUrl,
      databaseUrl,
      instances,
      errorLines: () =>
        instances.flatMap((i) =>
          readFileSync(i.logFile, 'utf8')
            .split('\n')
            .filter((line) => /"level":(5\d|60)\b/.test(line) || /^\s*(Error|TypeError|Unhandled)/.test(line))
            .map((line) => `${i.name}: ${line}`),
        ),
      exited: () => children.filter(({ child }) => child.exitCode !== null || child.signalCode !== null).map(({ name, child }) => `${name} (${child.exitCode ?? child.signalCode})`),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ports = process.env.SCALE_OUT_PORTS?.split(',').map(Number);
  const set = await startScaleOut({
    proxyPort: process.env.SCALE_OUT_PORT ? Number(process.env.SCALE_OUT_PORT) : undefined,
    instancePorts: ports,
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgPort: process.env.SCALE_OUT_PG_PORT ? Number(process.env.SCALE_OUT_PG_PORT) : undefined,
  });
  console.log(`\nThe portal runs at ${set.proxyUrl} (${set.instances.map((i) => `${i.name} ${i.url}`).join(', ')}); ${userInfo().username}, Ctrl-C stops it.`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log('\nscale-out: stopping');
      await set.stop();
      process.exit(0);
    });
  }
  // Stay up; report a process that died.
  setInterval(() => {
    const gone = set.exited();
    if (gone.length && !stopping) {
      console.error(`scale-out: exited: ${gone.join(', ')}`);
      stopping = true;
      void set.stop().then(() => process.exit(1));
    }
  }, 2000);
}
