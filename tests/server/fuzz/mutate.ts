import fc from 'fast-check';
import * as v from 'valibot';
import { isOptional, requirement } from './arbitrary-from-schema';

type AnySchema = v.GenericSchema & Record<string, any>;

/**
 * One request body to send: `json` is serialised, `raw` is sent as is (non-JSON, empty),
 * `none` sends no body. `field` is the top-level key the mutation broke, when it can be told.
 */
export interface FuzzBody {
  kind: string;
  json?: unknown;
  raw?: string;
  none?: true;
  field?: string;
}

const deep = (n: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < n; i++) value = { a: value, b: [value === 'bottom' ? 1 : 2] };
  return value;
};

/** Values that are the wrong thing almost anywhere. */
const junk: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, '', ' ', 'x', '\u0000', '💥'.repeat(3), [], [1, 'a'], {}, { nested: { x: 1 } }, 'a'.repeat(5000)];

const unwrap = (schema: AnySchema): AnySchema => (['optional', 'nullable', 'nullish', 'undefinedable', 'exact_optional'].includes(schema.type) ? unwrap(schema.wrapped) : schema);

/** Values of the wrong type or out of range for this schema (filtered below to those it refuses). */
function breakersFor(schema: AnySchema): unknown[] {
  const inner: AnySchema = ['optional', 'nullable', 'nullish', 'undefinedable', 'exact_optional'].includes(schema.type) ? schema.wrapped : schema;
  const out: unknown[] = [...junk];
  const min = requirement(inner, 'min_value');
  const max = requirement(inner, 'max_value');
  if (typeof min === 'number') out.push(min - 1, min - 0.5, -Number.MAX_VALUE);
  if (typeof max === 'number') out.push(max + 1, max + 0.5, Number.MAX_VALUE);
  if (inner.type === 'number') out.push('12', 2 ** 53 + 1, 0.1);
  const maxLength = requirement(inner, 'max_length');
  if (typeof maxLength === 'number') out.push('z'.repeat(maxLength + 1), 'é'.repeat(maxLength + 50), Array.from({ length: maxLength + 1 }, () => 'z'));
  const minLength = requirement(inner, 'min_length');
  if (typeof minLength === 'number' && minLength > 0) out.push('', '   ', []);
  if (inner.type === 'picklist' || inner.type === 'enum') out.push('NOT_A_VALUE', String(inner.options[0]).toLowerCase() + '_', 42);
  if (inner.type === 'array') out.push(Array.from({ length: 3000 }, (_, i) => i), Array.from({ length: 2000 }, () => ({ x: 'y' })));
  if (inner.type === 'string') out.push(12345, { toString: 'x' }, ['a'], 'x'.repeat(100_000));
  if (inner.type === 'boolean') out.push('true', 1, 'yes');
  return out.filter((value) => !v.safeParse(schema, value).success);
}

/** A valid-ish body, broken in one way the schema refuses (or, for extra keys, may ignore). */
export function mutations(schema: AnySchema, base: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const whole: fc.Arbitrary<FuzzBody>[] = [
    fc.constantFrom<FuzzBody>(
      { kind: 'non-json', raw: '{"unterminated": ' },
      { kind: 'non-json', raw: 'not json at all' },
      { kind: 'non-json', raw: '\u0000\u0001\u0002' },
      { kind: 'empty-string', raw: '' },
      { kind: 'no-body', none: true },
      { kind: 'root-null', json: null },
      { kind: 'root-number', json: 42 },
      { kind: 'root-string', json: 'body' },
      { kind: 'root-array', json: [] },
      { kind: 'root-huge-array', json: Array.from({ length: 3000 }, (_, i) => ({ i })) },
      { kind: 'deep-nesting', json: deep(400) },
      { kind: 'proto-keys', raw: '{"__proto__": {"isStaff": true}, "constructor": {"prototype": {"x": 1}}}' },
    ),
  ];
  const entries = schema.entries as Record<string, AnySchema> | undefined;
  if (!entries || Object.keys(entries).length === 0) return fc.oneof(...whole);
  const keys = Object.keys(entries);
  const required = keys.filter((k) => !isOptional(entries[k]));
  const asObject = base.filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null && !Array.isArray(b));
  const perKey: fc.Arbitrary<FuzzBody>[] = [];
  for (const k of keys) {
    const bad = breakersFor(entries[k]);
    if (bad.length > 0)
      perKey.push(fc.tuple(asObject, fc.constantFrom(...bad)).map(([b, value]) => ({ kind: `bad-value:${k}`, json: { ...b, [k]: value }, field: k })));
  }
  for (const k of required) perKey.push(asObject.map((b) => { const { [k]: _, ...rest } = b; return { kind: `missing:${k}`, json: rest, field: k }; }));
  // Numbers JSON.stringify cannot write (it turns them into null): sent raw.
  for (const k of keys.filter((key) => unwrap(entries[key]).type === 'number'))
    perKey.push(fc.tuple(asObject, fc.constantFrom('1e400', '-1e400', '1' + '0'.repeat(400))).map(([b, n]) => ({ kind: `overflow:${k}`, raw: JSON.stringify({ ...b, [k]: 0 }).replace(`"${k}":0`, `"${k}":${n}`), field: k })));
  perKey.push(asObject.map((b) => ({ kind: 'extra-key', json: { ...b, zzExtraKey: 'surprise' }, field: schema.type === 'strict_object' ? 'zzExtraKey' : undefined })));
  perKey.push(asObject.map((b) => ({ kind: 'all-null', json: Object.fromEntries(keys.map((k) => [k, null])), field: undefined, base: b })));
  return fc.oneof({ arbitrary: fc.oneof(...whole), weight: 1 }, { arbitrary: fc.oneof(...perKey), weight: 4 });
}
