import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/**
 * A statement written in SQL (sql`…` with sql.placeholder()s for its values) as a named prepared
 * statement per database handle, as preparedPerDb does for the query builder's: its answer is the
 * driver's result (`rows` as objects). For a hot read whose SQL the query builder cannot say (a
 * union of differently shaped tables): sent as an unnamed statement, PostgreSQL plans it on every
 * call; named, it keeps one plan per connection after its first calls.
 */
export function preparedSql<Row>(name: string, statement: SQL): (db: Db) => { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  const query = dialect.sqlToQuery(statement);
  return preparedPerDb((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return { execute: (values) => prepared.execute(values) as Promise<{ rows: Row[] }> };
  });
}

/**
 * A condition of a prepared statement whose values are the code's own constants (statuses, kinds),
 * written into the statement's text; the placeholders stay parameters. With every value a
 * parameter, PostgreSQL may judge its plan for any values costlier than the plans for the values
 * given and plan the statement afresh on every call (the bell's facts: 2.4-2.6 ms of planning per
 * call); with the constants in the text it keeps one plan per connection after its first calls.
 */
export const constantsInText = (condition: SQL | undefined): SQL => condition!.inlineParams();

/**
 * A page size written into the statement's text, for `.limit()`: with the limit a parameter,
 * PostgreSQL costs its plan for any values as if a tenth of the rows were asked for, finds it
 * dearer than the plans for the values given, and plans every call afresh. The query builder
 * types a limit as a number; it writes an SQL object where a number would be a parameter.
 * Page sizes are few (the list schemas bound them), so the shapes stay few.
 */
export function limitInText(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`not a page size: ${limit}`);
  return sql.raw(String(limit)) as unknown as number;
}
