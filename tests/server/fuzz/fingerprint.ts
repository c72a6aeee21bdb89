import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

/**
 * Tables a refused request may still write, left out of the fingerprint:
 * - rate_limits: every attempt counts against a limit (guest sign-in, contact form, client events)
 *   before the body is read, by design, so refused calls are counted too.
 */
export const VOLATILE_TABLES = new Set(['rate_limits']);

const rows = async (db: Db, query: string): Promise<any[]> => ((await db.execute(sql.raw(query))) as unknown as { rows: any[] }).rows;

/** One query: row count and md5 of the sorted row JSON of every other table. */
export async function fingerprinter(db: Db) {
  const tables = (await rows(db, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`))
    .map((r) => r.table_name as string)
    .filter((t) => !VOLATILE_TABLES.has(t) && !t.startsWith('__drizzle'));
  const query = tables
    .map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`)
    .join(' union all ');
  return async (): Promise<Record<string, string>> =>
    Object.fromEntries((await rows(db, query)).map((r) => [r.t as string, `${r.n}:${r.h}`]));
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
