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
