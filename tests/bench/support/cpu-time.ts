import { readdirSync, readFileSync } from 'node:fs';

// CPU time spent by processes during a run, from /proc (Linux): the budget is CPU per request
// (DESIGN: at most 0.5 ms of the server's CPU per hot request), which requests per second on a
// shared 2-core machine only hint at, since the load generator and the database run beside the
// server. Elsewhere the figures are null and the bench prints a dash.

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux this runs on

/** utime + stime of one process in milliseconds, or null when /proc has no such process. */
function processCpuMs(pid: number): number | null {
  try {
    // The command name is in parentheses and may hold spaces: count fields after its closing one.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The summed CPU of every running process whose command name is `name` (e.g. the PostgreSQL backends). */
function namedCpuMs(name: string): number | null {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue; // gone meanwhile
    }
    const ms = processCpuMs(Number(entry));
    if (ms !== null) {
      total += ms;
      found = true;
    }
  }
  return found ? total : null;
}

export interface CpuSample {
  server: number | null;
  database: number | null;
}

/** The server process's CPU and, when `databaseProcess` is named, its processes' CPU, now. */
export function sampleCpu(serverPid: number | undefined, databaseProcess: string | null): CpuSample {
  return { server: serverPid ? processCpuMs(serverPid) : null, database: databaseProcess ? namedCpuMs(databaseProcess) : null };
}

/** Milliseconds of CPU per request between two samples, or null without figures. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number) {
  const per = (a: number | null, b: number | null) => (a === null || b === null || requests === 0 ? null : (b - a) / requests);
  return { server: per(before.server, after.server), database: per(before.database, after.database) };
}
