import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Operation } from '../openapi/operation';
import type { AppDeps, AppEnv } from './context';
import { validate, validateOptionalBody, type FieldName } from './validate';

// One definition per route: the method, the path, what it takes and answers, and its handler.
// From that list come both the Hono router the app mounts and the route's OpenAPI entry
// (openapi/operations.ts gathers every table's `operations`), so a route cannot be served
// undocumented, or documented with other schemas than the ones that validate it.

type QueryObject = v.ObjectSchema<v.ObjectEntries, undefined>;
/** A query's fields, or its fields piped through checks across them (dateTo not before dateFrom). */
type QuerySchema = QueryObject | v.SchemaWithPipe<readonly [QueryObject, ...v.GenericPipeItem[]]>;

/** The fields the document lists as a query's parameters: the object itself, or the one its checks are piped from. */
const queryFields = (query: QuerySchema): QueryObject => ('pipe' in query ? (query.pipe[0] as QueryObject) : (query as QueryObject));
type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

/** What a route's entry says beside its method and path: the OpenAPI fields, and how the request is checked. */
export interface RouteSpec<Q extends QuerySchema | undefined, B extends v.GenericSchema | undefined, PS extends v.GenericSchema | undefined = undefined>
  extends Omit<Operation, 'method' | 'path' | 'tag' | 'query' | 'body'> {
  /** Validated before the handler (400 naming each field, its checks across fields included) and documented as the query parameters. */
  query?: Q;
  /** The JSON body, validated before the handler and documented as the request body. */
  body?: B;
  /** The body may be left out (read as `{}`), whatever the content type says. */
  optionalBody?: true;
  /** How a 400 names a field of the body, when the screen's form names it otherwise than valibot's dot path. */
  fieldName?: FieldName;
  /** Path parameters checked beyond their presence (validated only: the path documents them). */
  params?: PS;
  /** Middleware run before validation (rate limits, body checks), made once per app from its deps. */
  use?: (deps: AppDeps) => MiddlewareHandler<AppEnv>[];
  /** Middleware run after validation, when it needs the checked input or must not count a refused request. */
  useAfterValidation?: (deps: AppDeps) => MiddlewareHandler<AppEnv>[];
  /** Documented under another tag than its table's: a route of this area a reader looks for with another. */
  tag?: string;
  /** Served but left out of the OpenAPI document (a route documented by another entry). */
  undocumented?: true;
}

/** The validated parts of the request, typed from the route's schemas. */
export interface RouteInput<Q, B, PS = undefined> {
  query: Out<Q>;
  body: Out<B>;
  params: Out<PS>;
}

export type RouteHandler<P extends string, Q, B, PS = undefined> = (
  c: Context<AppEnv, P>,
  input: RouteInput<Q, B, PS>,
  deps: AppDeps,
) => Response | Promise<Response>;

type Method = Operation['method'];

interface RouteEntry {
  method: Method;
  path: string;
  spec: RouteSpec<QuerySchema | undefined, v.GenericSchema | undefined, v.GenericSchema | undefined>;
  handler: (c: Context<AppEnv>, input: { query: unknown; body: unknown; params: unknown }, deps: AppDeps) => Response | Promise<Response>;
}

type Define = <
  P extends string,
  Q extends QuerySchema | undefined = undefined,
  B extends v.GenericSchema | undefined = undefined,
  PS extends v.GenericSchema | undefined = undefined,
>(
  path: P,
  spec: RouteSpec<Q, B, PS>,
  handler: RouteHandler<P, Q, B, PS>,
) => void;

export type RouteDefiner = Record<Method, Define>;

export interface RouteTable {
  /** Where app.ts mounts the router: the documented paths start with it. */
  prefix: string;
  /** The entries of the OpenAPI document, in the order the routes are defined. */
  operations: Operation[];
  /** The router of one app, its handlers given that app's deps. */
  router(deps: AppDeps): Hono<AppEnv>;
}

/** What validate() stored for a target the route checks (undefined when it checks none). */
const valid = (c: Context<AppEnv>, schema: unknown, target: 'query' | 'json' | 'param') =>
  schema === undefined ? undefined : (c.req.valid as (t: string) => unknown)(target);

/** A Hono path as OpenAPI writes it: ':id' → '{id}', a pattern ('{[0-9]+}') dropped. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');

/**
 * The routes of one area, mounted by app.ts at `prefix` and documented under `tag`:
 * `defineRoutes('/api/app', 'bookings', (route) => { route.get('/bookings', {...}, handler) })`.
 */
export function defineRoutes(prefix: string, tag: string, define: (route: RouteDefiner) => void): RouteTable {
  const entries: RouteEntry[] = [];
  const definer = (method: Method): Define => (path, spec, handler) => {
    entries.push({ method, path, spec: spec as RouteEntry['spec'], handler: handler as RouteEntry['handler'] });
  };
  define({ get: definer('get'), post: definer('post'), put: definer('put'), patch: definer('patch'), delete: definer('delete') });

  const operations = entries
    .filter(({ spec }) => !spec.undocumented)
    .map(({ method, path, spec }): Operation => {
      const { query, body, params: _params, use: _use, useAfterValidation: _after, undocumented: _u, optionalBody: _o, fieldName: _f, ...fields } = spec;
      return { method, path: openApiPath(prefix + (path === '/' ? '' : path)), tag, ...fields, ...(query ? { query: queryFields(query) } : {}), ...(body ? { body } : {}) };
    });

  return {
    prefix,
    operations,
    router(deps) {
      const r = new Hono<AppEnv>();
      for (const { method, path, spec, handler } of entries) {
        const checks = [
          ...(spec.use?.(deps) ?? []),
          ...(spec.params ? [validate('param', spec.params)] : []),
          ...(spec.query ? [validate('query', spec.query)] : []),
          ...(spec.body ? [spec.optionalBody ? validateOptionalBody(spec.body, spec.fieldName) : validate('json', spec.body, spec.fieldName)] : []),
          ...(spec.useAfterValidation?.(deps) ?? []),
        ] as MiddlewareHandler<AppEnv>[];
        const run: MiddlewareHandler<AppEnv> = async (c) =>
          handler(c, { query: valid(c, spec.query, 'query'), body: valid(c, spec.body, 'json'), params: valid(c, spec.params, 'param') }, deps);
        // Hono's typed overloads want literal handler lists; the list here is built per route.
        (r.on as (method: string, path: string, ...handlers: MiddlewareHandler<AppEnv>[]) => void)(method.toUpperCase(), path, ...checks, run);
      }
      return r;
    },
  };
}

/**
 * One value per app, made from its deps the first time a route asks: what several routes of an
 * area share (a rate limiter, a cache) and was made once per app when the router was built.
 */
export function perApp<T>(make: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const made = new WeakMap<AppDeps, T>();
  return (deps) => {
    if (!made.has(deps)) made.set(deps, make(deps));
    return made.get(deps) as T;
  };
}
