import { describe, expect, it } from 'vitest';
import { crashSafety } from '../../scripts/crash-safety';
import { seededTemplateDump } from '../support/database';

// The real server as a child process, killed with SIGKILL twice while 4 clients write: every
// write it acknowledged must be there afterwards, whole. Bounded: 150 writes, 2 kills.
const check = (databaseUrl?: string) => async () => {
  const r = await crashSafety({ writes: 150, kills: 2, clients: 4, databaseUrl, seededDump: databaseUrl ? undefined : await seededTemplateDump() });
  expect(r.kills).toBe(2);
  // At least one kill landed with requests in flight: otherwise nothing was at risk.
  expect(r.inFlightAtKills.some((n) => n > 0)).toBe(true);
  expect(r.acknowledged).toBeGreaterThan(100);
  expect(r.lost).toBe(0);
  expect(r.halfWritten).toBe(0);
};

describe('crash safety', () => {
  it('keeps every acknowledged write on embedded PGlite across SIGKILLs', check(), 300_000);
  it.runIf(process.env.DATABASE_URL)('keeps every acknowledged write on PostgreSQL across SIGKILLs', check(process.env.DATABASE_URL), 300_000);
});
