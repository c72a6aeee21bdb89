import { createHash } from 'node:crypto';
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Embedded PGlite's query() parses and plans every statement afresh, and crosses into its
 * WebAssembly six times a query (parse, describe, bind, describe, execute, sync). This gives the
 * query API named statements instead, as node-postgres has them on a server (db/prepared.ts):
 * a statement's text is parsed once, under a name made from the text, with its parameter types;
 * each call after that is one message (bind, describe, execute, sync) and PostgreSQL may keep
 * its plan. Same answers, same errors (PGlite's own, with the query and its parameters named);
 * drizzle is given the wrapped client and nothing else changes.
 *
 * The names are bounded: past MAX_STATEMENTS texts the longest unused is closed. A name is made
 * from the text, so another wrapper over the same PGlite (tests lend one PGlite to file after
 * file) prepares its statement again under the same name instead of clashing with it: a Close
 * goes first, which PostgreSQL accepts for a name it does not have.
 *
 * Queries that attach a file (COPY … '/dev/blob') keep PGlite's own path.
 */
export const MAX_STATEMENTS = 500;

const { serialize } = protocol;

interface Statement {
  name: string;
  /** The parameters' type ids, as PostgreSQL described them: they choose each value's serializer. */
  types: number[];
}

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

export function withNamedStatements(client: PGlite, max = MAX_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();

  /** Inside `client`'s query lock: the statement for `text`, parsed and described when new. */
  async function statementOf(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the first is the one to close when the bound is reached.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `pglite_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    const described = await client.execProtocol(
      concat(serialize.close({ type: 'S', name }), serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    statements.set(text, statement);
    if (statements.size > max) {
      const [oldest, { name: closing }] = statements.entries().next().value!;
      statements.delete(oldest);
      await client.execProtocol(concat(serialize.close({ type: 'S', name: closing }), serialize.sync()), { syncToFs: false });
    }
    return statement;
  }

  // PGlite merges a query's own parsers into its defaults (a copy of over a hundred) on every
  // answer; drizzle gives each of its statements one parsers object, so the merge is kept per object.
  const merged = new WeakMap<object, { base: object; parsers: typeof client.parsers }>();
  function parsersFor(options: QueryOptions | undefined): typeof client.parsers {
    if (!options?.parsers) return client.parsers;
    const known = merged.get(options.parsers);
    if (known?.base === client.parsers) return known.parsers;
    const parsers = { ...client.parsers, ...options.parsers };
    merged.set(options.parsers, { base: client.parsers, parsers });
    return parsers;
  }

  /** What PGlite's query does, over a named statement: values serialized by type, the answer parsed alike. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, retry: boolean): Promise<Results<T>> {
    try {
      const { name, types } = await statementOf(text);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
        return serializer ? serializer(value) : String(value);
      });
      const { messages } = await client.execProtocol(
        concat(serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()),
        { syncToFs: false },
      );
      return parse.parseResults(messages, parsersFor(options), { ...options, parsers: undefined })[0] as Results<T>;
    } catch (error) {
      // A statement PostgreSQL no longer has (DISCARD ALL) or can no longer answer alike (its
      // table's columns changed) is parsed again on the next call; outside a transaction at once.
      if (isStale(error)) {
        statements.delete(text);
        if (retry) return run(text, params, options, false);
      }
      throw Object.assign(error as Error, { query: text, params, queryOptions: options });
    }
  }

  const usesOwnPath = (options: QueryOptions | undefined) => options?.blob !== undefined;

  // Outside a transaction a query waits for both of PGlite's locks and is written to its file
  // system after, as query() does; inside one, the transaction holds the first and writes at its end.
  const query: Query = async (text, params = [], options) => {
    if (usesOwnPath(options)) return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await run<never>(text, params, options, true);
        await client.syncToFs();
        return result;
      }),
    );
  };

  const inTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        if (property !== 'query') return Reflect.get(target, property, target);
        // A transaction that has ended answers as PGlite's does (it refuses); so do attached files.
        const own: Query = (text, params = [], options) =>
          target.closed || usesOwnPath(options) ? target.query(text, params, options) : client._runExclusiveQuery(() => run(text, params, options, false));
        return own;
      },
    });

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) => target.transaction((tx) => work(inTransaction(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** No such prepared statement (26000), or its cached plan would answer other columns (0A000). */
const isStale = (error: unknown) => {
  const code = (error as { code?: string }).code;
  return code === '26000' || (code === '0A000' && /cached plan must not change result type/.test((error as Error).message));
};

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
