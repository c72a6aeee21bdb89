// How long the server takes to start: from launching a command to /healthz answering 200.
//   npx tsx scripts/measure-start.ts [--data-dir DIR] [--port 8296] -- <command...>
// Without --data-dir a fresh empty directory is made (a cold start); pass the same directory a
// second time for a warm start. Prints the milliseconds, then stops the process group it started.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split >= 0 ? args.slice(0, split) : [];
const command = split >= 0 ? args.slice(split + 1) : ['npm', 'start'];
const option = (name: string) => {
  const at = options.indexOf(name);
  return at >= 0 ? options[at + 1] : undefined;
};
const port = Number(option('--port') ?? 8296);
const dataDir = option('--data-dir') ?? mkdtempSync(path.join(tmpdir(), 'measure-start-'));
const timeoutMs = Number(option('--timeout-ms') ?? 120_000);

const started = performance.now();
const child = spawn(command[0], command.slice(1), {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir },
  stdio: ['ignore', 'ignore', 'inherit'],
  // Its own process group, so stopping it stops npm's children too (and nothing else).
  detached: true,
});
let exited = false;
child.once('exit', () => (exited = true));

const stop = () => {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

while (!(await healthy())) {
  if (exited || performance.now() - started > timeoutMs) {
    stop();
    console.error(exited ? 'the command exited before /healthz answered' : 'timed out');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 50));
}
const ms = Math.round(performance.now() - started);
console.log(`${ms} ms  (${command.join(' ')}; DATA_DIR=${dataDir})`);
stop();
await new Promise<void>((resolve) => (exited ? resolve() : child.once('exit', () => resolve())));
