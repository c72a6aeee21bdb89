import fc from 'fast-check';
import * as v from 'valibot';
import type { Operation } from '../../../src/server/openapi/operations';
import { arbitraryFromSchema } from './arbitrary-from-schema';
import { mutations, type FuzzBody } from './mutate';
import { GARBAGE_IDS, pathParams, type ParamPool } from './path-params';

export interface FuzzCall {
  params: Record<string, string>;
  /** every parameter is one the caller owns (so a 400 must name the broken body field). */
  owned: boolean;
  body: FuzzBody;
}

/** Bodies for a route without a body schema: it must ignore or refuse them, never fail. */
const noSchemaBodies = fc.constantFrom<FuzzBody>(
  { kind: 'no-body', none: true },
  { kind: 'empty-object', json: {} },
  { kind: 'junk-object', json: { id: 'x', status: 'published', hostId: '00000000-0000-0000-0000-000000000000' } },
  { kind: 'non-json', raw: '{"unterminated": ' },
  { kind: 'root-huge-array', json: Array.from({ length: 2000 }, (_, i) => i) },
);

/** Body arbitraries for one operation; throws (via the walker) for a schema it cannot generate. */
export function bodyArbitraries(op: Operation) {
  if (!op.body) return { valid: fc.constant<FuzzBody>({ kind: 'no-body', none: true }), broken: noSchemaBodies, schema: undefined };
  const schema = op.body as v.GenericSchema & Record<string, any>;
  const objectLike = schema.type === 'optional' ? schema.wrapped : schema;
  const base = arbitraryFromSchema(objectLike);
  const valid = base.map<FuzzBody>((json) => ({ kind: 'generated', json }));
  const broken = mutations(objectLike, base);
  if (schema.type === 'array') {
    const junkItems = fc.constantFrom<FuzzBody>(
      { kind: 'bad-items', json: [null, 1, 'x', { unknown: true }] },
      { kind: 'huge-bad-array', json: Array.from({ length: 3000 }, () => ({ x: 1 })) },
    );
    return { valid, broken: fc.oneof(broken, junkItems), schema };
  }
  return { valid, broken, schema };
}

function paramArbitrary(path: string, pool: ParamPool, kind: 'owned' | 'other'): fc.Arbitrary<{ params: Record<string, string>; owned: boolean }> {
  const names = pathParams(path);
  if (names.length === 0) return fc.constant({ params: {}, owned: true });
  const one = (name: string, pick: 'owned' | 'bad') => {
    const { owned, foreign } = pool[name];
    if (pick === 'owned' && owned.length > 0) return fc.constantFrom(...owned).map((value) => ({ value, owned: true }));
    return fc.constantFrom(...foreign, ...GARBAGE_IDS).map((value) => ({ value, owned: false }));
  };
  const picks = names.map((n) => (kind === 'owned' ? one(n, 'owned') : fc.oneof(one(n, 'owned'), one(n, 'bad'))));
  return fc.tuple(...picks).map((values) => ({
    params: Object.fromEntries(names.map((n, i) => [n, values[i].value])),
    owned: values.every((x) => x.owned),
  }));
}

/**
 * refused: calls that must be refused — a body the schema rejects, or a parameter the caller does
 * not own (another host's id or garbage). maybe: schema-valid bodies on owned ids (may succeed).
 */
export function routePlan(op: Operation, pool: ParamPool) {
  const bodies = bodyArbitraries(op);
  const schema = bodies.schema;
  const refusedBody = bodies.broken.filter((b) => {
    if (!schema) return false;
    // Hono hands a JSON validator {} when there is no JSON content type, and the few routes that
    // read the raw text take an empty one as {}: so no body and an empty body count as {}.
    if (b.none || b.raw === '') return !v.safeParse(schema, {}).success;
    if (b.raw !== undefined) {
      // JSON that parses is judged like any other body (valibot drops __proto__/constructor keys).
      try {
        return !v.safeParse(schema, JSON.parse(b.raw)).success;
      } catch {
        return true;
      }
    }
    return !v.safeParse(schema, b.json).success;
  });
  const ownedParams = paramArbitrary(op.path, pool, 'owned');
  const anyParams = paramArbitrary(op.path, pool, 'other');
  const badParamsOnly = anyParams.filter((p) => !p.owned);
  const hasParams = pathParams(op.path).length > 0;
  const choices = [
    ...(op.body ? [{ weight: 3, arbitrary: fc.tuple(ownedParams, refusedBody).map(([p, body]) => ({ ...p, body })) }] : []),
    ...(hasParams ? [{ weight: 1, arbitrary: fc.tuple(badParamsOnly, fc.oneof(bodies.valid, bodies.broken)).map(([p, body]) => ({ ...p, body })) }] : []),
  ];
  // A route with neither a body nor a parameter has nothing it must refuse: only `maybe` calls.
  const refused: fc.Arbitrary<FuzzCall> | undefined = choices.length > 0 ? fc.oneof(...choices) : undefined;
  // Also broken bodies the schema lets through (Infinity from 1e400, stripped extra keys…).
  const maybeBody = op.body ? fc.oneof({ weight: 2, arbitrary: bodies.valid }, { weight: 1, arbitrary: bodies.broken }) : noSchemaBodies;
  const maybe: fc.Arbitrary<FuzzCall> = fc.tuple(ownedParams, maybeBody).map(([p, body]) => ({ ...p, body }));
  return { refused, maybe };
}
