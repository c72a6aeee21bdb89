import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// An embedded PGlite data directory belongs to one process: a second one opening it (another
// server, or a backup copying it) would read half-written files or corrupt them. PGlite's own
// postmaster.pid cannot tell: it holds a made-up pid and survives a killed process. So whoever
// opens a DATA_DIR (the server in db/client.ts, npm run backup / restore) writes this file with
// its real pid and removes it when done; a file whose process is gone is stale and taken over.

export const LOCK_FILE = 'host-portal.pid';

export class DataDirBusyError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  what: string;
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process (`what` names it in the refusal others get), or throws
 * DataDirBusyError naming the live owner. The returned function gives it back.
 */
export function claimDataDir(dataDir: string, what: string): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  const owner = existsSync(file) ? readOwner(file) : null;
  // Another machine's pid (a container sharing the volume) cannot be checked: treat it as live.
  if (owner && owner.pid !== process.pid && (owner.host !== hostname() || isAlive(owner.pid))) {
    throw new DataDirBusyError(
      `${path.resolve(dataDir)} is open by ${owner.what} (pid ${owner.pid} on ${owner.host}). ` +
        `Stop it first: the embedded database allows one process at a time. ` +
        `If that process is surely gone, delete ${file}.`,
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), what } satisfies LockOwner));
  return () => {
    if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
  };
}
