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
  /** The process's start time (Linux: /proc/{pid}/stat), so a pid reused after a crash or a reboot is not taken for the owner. */
  started: string | null;
  what: string;
}

/** A process's start time in clock ticks since boot, or null where /proc does not say (not Linux, or no such process). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(command)": the 3rd field of the line (state) first; starttime is the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3] ?? null;
  } catch {
    return null;
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  const started = processStartTime(owner.pid);
  if (started !== null && owner.started) return started === owner.started;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR for this process (`what` names it in the refusal others get), or throws
 * DataDirBusyError naming the live owner. The returned function gives it back.
 *
 * An owner on another machine (another container sharing the volume) cannot be checked.
 * `foreignOwner: 'refuse'` (backup, restore) then refuses: copying a database in use is the
 * harm to avoid. 'take-over' (the server) starts anyway: a container re-created after a crash
 * has a new host name, and refusing would keep the portal down until someone deleted the file.
 */
export function claimDataDir(dataDir: string, what: string, foreignOwner: 'refuse' | 'take-over' = 'refuse'): () => void {
  const file = path.resolve(dataDir, LOCK_FILE);
  const owner = existsSync(file) ? readOwner(file) : null;
  const sameHost = owner?.host === hostname();
  const busy = owner !== null && !(sameHost && owner.pid === process.pid) && (sameHost ? isAlive(owner) : foreignOwner === 'refuse');
  if (busy) {
    throw new DataDirBusyError(
      `${path.resolve(dataDir)} is open by ${owner.what} (pid ${owner.pid} on ${owner.host}). ` +
        `Stop it first: the embedded database allows one process at a time. ` +
        `If that process is surely gone, delete ${file}.`,
    );
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, host: hostname(), started: processStartTime(process.pid), what } satisfies LockOwner));
  return () => {
    const current = readOwner(file);
    if (current?.pid === process.pid && current.host === hostname()) rmSync(file, { force: true });
  };
}
