import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import { scratchDatabase } from './database';

/**
 * The server tests' template databases, made once per run (vitest globalSetup): one migrated,
 * one migrated and seeded with the demo data. Every test file then starts from a copy
 * (freshDatabase) instead of running every migration again, which took 2–4 s a file.
 * Embedded: PGlite data directories dumped to files. PostgreSQL (DATABASE_URL): two databases
 * that each file's database is created from (CREATE DATABASE … TEMPLATE).
 */
export interface DatabaseTemplates {
  kind: 'pglite-dump' | 'postgres-template';
  /** A dump file (pglite-dump) or a database name (postgres-template). */
  migrated: string;
  seeded: string;
}

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
  const dump = async (name: string) => {
    const file = path.join(dir, `${name}.tar`);
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return file;
  };
  const migrated = await dump('migrated');
  await seedDemoData(database);
  const seeded = await dump('seeded');
  await database.close();
  project.provide('databaseTemplates', { kind: 'pglite-dump', migrated, seeded });
  return () => rmSync(dir, { recursive: true, force: true });
}
