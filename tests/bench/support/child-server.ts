import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

// What the benchmarks that serve from a child process share: the bench file re-run with
// `--serve` (so the measuring process is not the serving one), ready once it prints "ready".

/** Starts `file --serve` with `env` (and `nodeFlags` for node, e.g. --cpu-prof) (no inherited DATABASE_URL or DATA_DIR); resolves once ready. */
export async function startChild(file: string, env: Record<string, string>, timeoutMs: number, nodeFlags: string[] = []): Promise<ChildProcess> {
  const childEnv: Record<string, string | undefined> = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  const root = path.resolve(path.dirname(file), '../..');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', file, '--serve'], { cwd: root, env: { ...childEnv, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      if (out.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
  return child;
}

// Figures on a shared machine mean little without its load: printed next to them.
export const machineLoad = () => `${availableParallelism()} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1, 5, 15 min)`;

/** The ISO day `offset` days from today. */
export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
