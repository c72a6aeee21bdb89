import { openDatabase, type Database } from '../../../src/server/db/client';
import { freshDatabase } from '../../support/database';

/**
 * Runs an in-process benchmark on an in-memory PGlite (so its figures show the queries, not the
 * disk of a shared machine), then on a new database of the PostgreSQL server at
 * BENCH_DATABASE_URL or DATABASE_URL, dropped afterwards; says so when none is set.
 */
export async function onEachDatabase(what: string, measure: (label: string, database: Database) => Promise<void>) {
  const embedded = await openDatabase({ dataDir: 'memory://' });
  try {
    await measure('PGlite (embedded)', embedded);
  } finally {
    await embedded.close();
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!pgUrl) {
    console.log(`${what} on PostgreSQL: skipped (set DATABASE_URL or BENCH_DATABASE_URL)`);
    return;
  }
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = pgUrl;
  const onServer = await freshDatabase();
  try {
    await measure('PostgreSQL', onServer);
  } finally {
    await onServer.close();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}
