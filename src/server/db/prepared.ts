import { createHash } from 'node:crypto';
import type { Db } from './client';

/**
 * A prepared statement per database handle, made on first use: `build(db)` returns
 * `query.prepare(name)` over sql.placeholder()s. Drizzle then builds the SQL text once instead of
 * on every call, and PostgreSQL parses it once per pooled connection and may keep its plan. For
 * the statements of the hot routes, whose shape never changes; the values are always read afresh.
 *
 * Operators: named prepared statements live on a PostgreSQL connection, so a pooler in front of
 * PostgreSQL must keep them (PgBouncer in transaction mode: version 1.21 or later, with
 * max_prepared_statements set). A migration that changes a column's type is followed by a restart.
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const prepared = new WeakMap<Db, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}

/** A query as drizzle builds it: its SQL text, and a named prepared statement of it. */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a query whose shape depends on the request (a list's filters, sort and search) as a named
 * prepared statement, named after its SQL text. An unnamed statement is parsed and planned by
 * PostgreSQL on every call; a list page asked on every visit then costs the database more in
 * parsing than in reading. The values are parameters, so the shapes are few (one per combination
 * of filters a list offers) and each connection parses each shape once. Only for queries that
 * never inline a value into their SQL text: each distinct text is a statement kept on every pooled
 * connection. On the embedded database the name changes nothing.
 */
export function executeByShape<T>(query: PreparableQuery<T>): Promise<T> {
  const name = `shape_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
  return query.prepare(name).execute();
}
