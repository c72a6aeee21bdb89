import { describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData, DEMO_ACCOUNTS } from '../../src/server/db/seed';
import { identityAccounts } from '../../src/server/db/schema';
import { scratchDatabase } from '../support/database';

// Server instances that start together against one PostgreSQL server (a rolling deploy, several
// replicas) each migrate and may seed at start. Under the start lock they take turns: every
// instance starts, each migration is applied once, and the demo data is there once.

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('starting several instances at once on an empty PostgreSQL database', () => {
  it('all four start; each migration is recorded once; the demo accounts are seeded once', async () => {
    const scratch = await scratchDatabase(serverUrl!);
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, async () => {
          const database = await openDatabase({ databaseUrl: scratch.url });
          opened.push(database);
          return database.underStartLock(() => seedDemoData(database));
        }),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      // One instance seeded; the others found the accounts there.
      const seeded = results.map((r) => (r.status === 'fulfilled' ? r.value : -1)).sort();
      expect(seeded.slice(0, 3)).toEqual([0, 0, 0]);
      expect(seeded[3]).toBeGreaterThan(DEMO_ACCOUNTS.length - 1);
      const { db } = opened[0]!;
      const applied = await db.execute(sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`);
      const rows = ('rows' in applied ? applied.rows : applied) as { n: number }[];
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((r) => r.n === 1)).toBe(true);
      expect((await db.select({ n: count() }).from(identityAccounts))[0]!.n).toBe(seeded[3]);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
      await scratch.drop();
    }
  });
});
