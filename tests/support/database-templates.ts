import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { scratchDatabase } from './database';

/**
 * The server tests' template databases, made once per run (vitest globalSetup), so no test file
 * runs every migration again (that took 2–4 s a file). Embedded: the seeded PGlite data directory
 * dumped to a file, which each worker's PGlite starts from (lent-pglite.ts; the migrations add no
 * rows, so 'migrated' is that database emptied). PostgreSQL (DATABASE_URL): a migrated and a
 * seeded database that each file's database is created from (CREATE DATABASE … TEMPLATE).
 */
export type DatabaseTemplates =
  /** A dump file of the seeded database: each worker's PGlite starts from it (lent-pglite.ts). */
  | { kind: 'pglite-dump'; seeded: string }
  /** Database names on the PostgreSQL server. */
  | { kind: 'postgres-template'; migrated: string; seeded: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const migrated = await scratchDatabase(serverUrl);
    const seeded = await scratchDatabase(serverUrl);
    const migrate = await openDatabase({ databaseUrl: migrated.url });
    await migrate.close();
    const seed = await openDatabase({ databaseUrl: seeded.url });
    await seedDemoData(seed);
    await seed.close();
    project.provide('databaseTemplates', { kind: 'postgres-template', migrated: migrated.name, seeded: seeded.name });
    return async () => {
      await migrated.drop();
      await seeded.drop();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'host-portal-db-templates-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  // PostgreSQL's own template databases are a third of the dump, and every test file loaded them
  // into memory again for nothing: the portal uses only `postgres`, and no test creates a
  // database on PGlite. Without them a file's database opens in about 0.35 s instead of 0.47 s.
  await database.db.execute(sql`alter database template0 is_template false`);
  await database.db.execute(sql`alter database template1 is_template false`);
  await database.db.execute(sql`drop database template0`);
  await database.db.execute(sql`drop database template1`);
  await mustHaveNoRows(database);
  await seedDemoData(database);
  const seeded = path.join(dir, 'seeded.tar');
  writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('databaseTemplates', { kind: 'pglite-dump', seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}

/** 'migrated' on PGlite is the seeded database emptied (lent-pglite.ts): true only while the migrations insert no rows. */
async function mustHaveNoRows(database: Database) {
  const tables = (await database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`)).rows.map((r) => r.name as string);
  for (const table of tables) {
    const rows = (await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))).rows[0]!.n;
    if (rows !== 0) throw new Error(`a migration inserts rows into ${table}: make 'migrated' a template of its own in tests/support/lent-pglite.ts`);
  }
}
