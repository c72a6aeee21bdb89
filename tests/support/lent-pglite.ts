import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { onPglite, type Database } from '../../src/server/db/client';
import type { DatabaseContent } from './database';

/**
 * Embedded test databases, lent instead of made. Opening a PGlite from the run's template dump
 * costs a test file about 0.6 s of CPU (the WebAssembly instance, the data directory, PostgreSQL's
 * start); over a hundred server test files that was the largest single cost of `npm test`. So a
 * worker keeps the PGlite a test file closed and lends it to its next file, first put back to the
 * template's rows: every table emptied, the demo rows copied back from a snapshot schema taken when
 * the PGlite was made, sequences and session state reset. That takes a few milliseconds.
 *
 * A file sees exactly what a new database would show it. A PGlite whose structure a test changed
 * (tables, columns, triggers, functions: tests/support/row-writes.ts adds triggers) is closed
 * instead of lent again. The file's handle stops working when it closes the database, so a timer
 * a test left behind cannot write into the next file's rows; its LISTENs end with it.
 */

/** This worker's PGlites that no test file uses now (module state: the server tests run without isolation, so it outlives a file). */
const idle: Lendable[] = [];

interface Lendable {
  client: PGlite;
  /** The structure when made; a PGlite whose structure differs on its return is not lent again. */
  structure: string;
  /** The template's sequence positions (`setval` arguments), for 'seeded'. */
  sequences: { name: string; value: string; called: boolean }[];
  tables: string[];
}

const SNAPSHOT = 'test_lent_snapshot';

/** A database with `content`, on a PGlite of this worker that no file uses now, or a new one made from `seededDump`. */
export async function lendPglite(content: DatabaseContent, seededDump: string): Promise<Database> {
  const lendable = idle.pop() ?? (await makeLendable(seededDump));
  await putBack(lendable, content);
  const handle = lentHandle(lendable.client);
  let returned = false;
  return onPglite(handle.client, async () => {
    if (returned) return;
    returned = true;
    await handle.revoke();
    if ((await structureOf(lendable.client)) === lendable.structure) idle.push(lendable);
    else await lendable.client.close();
  });
}

async function makeLendable(seededDump: string): Promise<Lendable> {
  const client = await PGlite.create('memory://', { extensions: { btree_gist }, loadDataDir: new Blob([readFileSync(seededDump)]) });
  const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((r) => r.name);
  const sequences = (await client.query<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`)).rows;
  const positions: Lendable['sequences'] = [];
  for (const { name } of sequences) {
    const row = (await client.query<{ value: string; called: boolean }>(`select last_value::text as value, is_called as called from public.${ident(name)}`)).rows[0]!;
    positions.push({ name, ...row });
  }
  await client.exec([`create schema ${SNAPSHOT}`, ...tables.map((t) => `create table ${SNAPSHOT}.${ident(t)} as select * from public.${ident(t)}`)].join(';\n'));
  return { client, structure: await structureOf(client), sequences: positions, tables };
}

/** Back to the template's rows ('seeded') or none ('migrated'), and a new session's state. */
async function putBack({ client, tables, sequences }: Lendable, content: DatabaseContent) {
  const list = tables.map((t) => `public.${ident(t)}`).join(', ');
  const statements = [
    // A transaction a test left open would hold what follows; none is the usual case (a warning only).
    'rollback',
    'reset all',
    'unlisten *',
    'select pg_advisory_unlock_all()',
    'discard temp',
    // Foreign keys are triggers: off while the rows go back in whatever order.
    'set session_replication_role = replica',
    `truncate ${list} restart identity`,
  ];
  if (content === 'seeded') {
    statements.push(...tables.map((t) => `insert into public.${ident(t)} select * from ${SNAPSHOT}.${ident(t)}`));
    statements.push(...sequences.map((s) => `select setval('public.${ident(s.name)}', ${Number(s.value)}, ${s.called})`));
  }
  statements.push('reset session_replication_role');
  await client.exec(statements.join(';\n'));
}

/**
 * What a test could change about the database's structure: relations and their columns, and how
 * many constraints, indexes, triggers, functions and types there are. Rows do not count.
 */
async function structureOf(client: PGlite): Promise<string> {
  const result = await client.query<{ structure: string }>(`
    select md5(
      (select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' || coalesce(a.atttypid::text, '') || ':' || coalesce(a.attnotnull::text, ''), ',' order by n.nspname, c.relname, a.attnum)
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast'))
      || (select count(*) from pg_constraint)::text || '/' || (select count(*) from pg_index)::text
      || '/' || (select count(*) from pg_trigger)::text || '/' || (select count(*) from pg_proc)::text
      || '/' || (select count(*) from pg_type)::text
    ) as structure`);
  return result.rows[0]!.structure;
}

/**
 * The PGlite as one test file sees it: the same client until `revoke`, then closed to that file
 * (every call throws, as on a closed PGlite) with the LISTENs it started ended.
 */
function lentHandle(client: PGlite): { client: PGlite; revoke(): Promise<void> } {
  let revoked = false;
  const listening = new Set<() => Promise<void>>();
  const handle = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return revoked || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('PGlite is closed');
        if (property !== 'listen') return (value as (...a: unknown[]) => unknown).apply(target, args);
        return (async () => {
          const stop = await (target.listen as (...a: unknown[]) => Promise<() => Promise<void>>).apply(target, args);
          listening.add(stop);
          return async () => {
            listening.delete(stop);
            await stop();
          };
        })();
      };
    },
  });
  return {
    client: handle,
    async revoke() {
      revoked = true;
      for (const stop of listening) await stop();
      listening.clear();
    },
  };
}

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain identifier: ${name}`);
  return `"${name}"`;
}
