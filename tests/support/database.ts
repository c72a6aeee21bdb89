import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';
import type { DatabaseTemplates } from './database-templates';
import { lendPglite } from './lent-pglite';

export type DatabaseContent = 'migrated' | 'seeded';

/**
 * A fresh database for one test file, migrated, and with the demo data when `content` is
 * 'seeded': in-memory PGlite by default, or — when DATABASE_URL is set (CI's second pass) — a
 * new database on that PostgreSQL server, dropped again on close, so test files never see each
 * other's rows. Under vitest it starts from the run's template (database-templates.ts): on
 * PGlite a worker's database put back to the template's rows (lent-pglite.ts), on PostgreSQL a
 * copy; elsewhere (benchmarks) it is migrated and seeded here.
 */
export async function freshDatabase(content: DatabaseContent = 'migrated'): Promise<Database> {
  const templates = await runTemplates();
  const serverUrl = process.env.DATABASE_URL;
  let database: Database;
  if (!serverUrl) {
    if (templates?.kind === 'pglite-dump') return lendPglite(content, templates.seeded);
    database = await openDatabase({ dataDir: 'memory://' });
  } else {
    const scratch = await scratchDatabase(serverUrl, templates?.kind === 'postgres-template' ? templates[content] : undefined);
    const opened = await openDatabase({ databaseUrl: scratch.url });
    database = {
      ...opened,
      async close() {
        await opened.close();
        await scratch.drop();
      },
    };
  }
  if (content === 'seeded' && !templates) await seedDemoData(database);
  return database;
}

/** Embedded only: the run's seeded template as a dump, for a test that opens a DATA_DIR of its own. */
export async function seededTemplateDump(): Promise<Blob | undefined> {
  const templates = await runTemplates();
  return templates?.kind === 'pglite-dump' ? new Blob([readFileSync(templates.seeded)]) : undefined;
}

/** The templates the run's globalSetup provided, or none outside vitest's server tests. */
async function runTemplates(): Promise<DatabaseTemplates | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('databaseTemplates');
}

/**
 * A new database on the PostgreSQL server at serverUrl, empty or a copy of `template`: its name,
 * its address, and drop() (force-closes what is still connected).
 */
export async function scratchDatabase(serverUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
