import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';

// Bookkeeping that a refused call may legitimately touch: sign-in state and the per-caller
// rate-limit counters (they count the intruder's own calls, never the owner's data).
const IGNORED = new Set(['rate_limits', 'oidc_payloads', 'server_keys', '__drizzle_migrations']);

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

/** One hash per table of the public schema (every row's text, sorted), for "nothing changed" checks. */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  )
    .map((t) => t.name)
    .filter((t) => !IGNORED.has(t) && /^[a-z_][a-z0-9_]*$/.test(t));
  const query = tables.map((t) => `select '${t}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from "${t}" x`).join(' union all ');
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(sql.raw(query)));
  return new Map(rows.map((r) => [r.name, r.hash]));
}

/** Tables whose rows differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
