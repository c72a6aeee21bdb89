import fc from 'fast-check';
import type * as v from 'valibot';

// fast-check arbitraries derived from a valibot schema by walking its object form (type, pipe,
// entries, wrapped, options…). Values are "valid-ish": shapes, types, lengths, ranges and enums
// follow the schema; custom checks (check, raw_check, transform) cannot be followed and may fail.
// A schema type the walker does not know throws, so a new kind of body never goes unfuzzed.

type AnySchema = v.GenericSchema & Record<string, any>;

export class UnsupportedSchemaError extends Error {}

interface Action {
  kind: string;
  type: string;
  requirement?: any;
}

export function actionsOf(schema: AnySchema): Action[] {
  return ((schema.pipe ?? []) as Action[]).filter((a) => a.kind !== 'schema');
}

export function requirement(schema: AnySchema, type: string): any {
  return actionsOf(schema).find((a) => a.type === type)?.requirement;
}

/** Keys an object entry may leave out. */
export function isOptional(schema: AnySchema): boolean {
  return ['optional', 'nullish', 'undefinedable', 'exact_optional'].includes(schema.type);
}

const KNOWN_ACTIONS = new Set([
  'min_length', 'max_length', 'length', 'min_value', 'max_value', 'integer', 'email', 'uuid', 'iso_date', 'iso_timestamp', 'iso_date_time',
  'regex', 'starts_with', 'ends_with', 'trim', 'to_lower_case', 'to_upper_case', 'transform', 'check', 'raw_check', 'url', 'non_empty',
  'finite', 'safe_integer', 'max_bytes', 'min_bytes', 'check_items', 'raw_transform', 'brand', 'readonly', 'description', 'title', 'metadata',
  'multiple_of', 'hex_color', 'digits', 'max_size', 'min_size', 'ulid', 'cuid2', 'iso_time',
]);

function checkActions(schema: AnySchema, at: string) {
  for (const a of actionsOf(schema)) {
    if (!KNOWN_ACTIONS.has(a.type)) throw new UnsupportedSchemaError(`fuzz walker: unsupported valibot action ${a.type} at ${at}`);
  }
}

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Values a schema allows that storage may not: NUL bytes, impossible calendar days, int4 overflow. */
const EDGE_STRINGS = ['a\u0000b', '\u0000', '\ud800x', '\u202e\u200b', 'ｆｕｌｌ', '😀'.repeat(4), "O'Brien; --", '%s%n', '\\'];
const EDGE_DATES = ['2023-02-29', '2024-02-30', '2024-04-31', '0000-01-01', '9999-12-31', '1900-01-01'];
const EDGE_NUMBERS = [0, -0, 2147483647, 2147483648, -2147483649, 9007199254740991, 1e15, 1e300, -1e300, 5e-324, 0.1 + 0.2];

const withEdges = <T>(arb: fc.Arbitrary<T>, edges: T[], fits: (x: T) => boolean): fc.Arbitrary<T> => {
  const usable = edges.filter(fits);
  return usable.length === 0 ? arb : fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(...usable) });
};

function stringArbitrary(schema: AnySchema): fc.Arbitrary<string> {
  const regex = requirement(schema, 'regex');
  const plain = ['email', 'uuid', 'iso_date', 'iso_timestamp', 'iso_date_time', 'url'].every((t) => requirement(schema, t) === undefined) && !(regex instanceof RegExp);
  const min = requirement(schema, 'min_length') ?? requirement(schema, 'length') ?? 0;
  const max = requirement(schema, 'max_length') ?? requirement(schema, 'length') ?? 40;
  if (requirement(schema, 'iso_date') !== undefined) return withEdges(isoDate, EDGE_DATES, () => true);
  const prefix: string = requirement(schema, 'starts_with') ?? '';
  return plain ? withEdges(stringCore(schema), EDGE_STRINGS.map((e) => prefix + e), (e) => e.length >= min && e.length <= max) : stringCore(schema);
}

function stringCore(schema: AnySchema): fc.Arbitrary<string> {
  const min = requirement(schema, 'min_length') ?? requirement(schema, 'length') ?? (requirement(schema, 'non_empty') !== undefined ? 1 : 0);
  const max = requirement(schema, 'max_length') ?? requirement(schema, 'length') ?? Math.max(min, 40);
  const fit = (a: fc.Arbitrary<string>) => a.filter((s) => s.length >= min && s.length <= max);
  if (requirement(schema, 'email') !== undefined) return fit(fc.emailAddress());
  if (requirement(schema, 'uuid') !== undefined) return fc.uuid();
  if (requirement(schema, 'iso_date') !== undefined) return isoDate;
  if (requirement(schema, 'iso_timestamp') !== undefined || requirement(schema, 'iso_date_time') !== undefined) return fc.date({ min: new Date('2020-01-01'), max: new Date('2032-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (requirement(schema, 'url') !== undefined) return fit(fc.webUrl());
  const regex = requirement(schema, 'regex');
  // stringMatching takes no flags; a case-sensitive match also matches the case-insensitive regex.
  if (regex instanceof RegExp) return fc.stringMatching(new RegExp(regex.source)).map((s) => s.slice(0, max));
  const prefix: string = requirement(schema, 'starts_with') ?? '';
  return fc
    .string({ minLength: Math.max(0, min - prefix.length), maxLength: Math.max(0, Math.min(max, 60) - prefix.length), unit: 'grapheme-ascii' })
    .map((s) => prefix + s)
    .filter((s) => s.trim().length >= Math.min(min, 1) || min === 0);
}

function numberArbitrary(schema: AnySchema): fc.Arbitrary<number> {
  const min: number = requirement(schema, 'min_value') ?? -Infinity;
  const max: number = requirement(schema, 'max_value') ?? Infinity;
  const integer = requirement(schema, 'integer') !== undefined;
  return withEdges(numberCore(schema), EDGE_NUMBERS, (n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
}

function numberCore(schema: AnySchema): fc.Arbitrary<number> {
  const min: number = requirement(schema, 'min_value') ?? -1_000_000;
  const max: number = requirement(schema, 'max_value') ?? 1_000_000;
  const integer = requirement(schema, 'integer') !== undefined || requirement(schema, 'safe_integer') !== undefined;
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFromSchema(schema: AnySchema, at = 'body', depth = 0): fc.Arbitrary<unknown> {
  if (depth > 12) throw new UnsupportedSchemaError(`fuzz walker: schema nests deeper than 12 at ${at}`);
  checkActions(schema, at);
  const next = (s: AnySchema, p: string) => arbitraryFromSchema(s, p, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema.literal);
    case 'null':
      return fc.constant(null);
    case 'picklist':
      return fc.constantFrom(...(schema.options as unknown[]));
    case 'enum':
      return fc.constantFrom(...(schema.options as unknown[]));
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'nullish':
    case 'undefinedable':
    case 'exact_optional':
      // Object entries leave these keys out (see object below); elsewhere the wrapped value.
      return schema.type === 'nullish' ? fc.option(next(schema.wrapped, at), { nil: null }) : next(schema.wrapped, at);
    case 'nullable':
      return fc.option(next(schema.wrapped, at), { nil: null, freq: 4 });
    case 'array': {
      const min = requirement(schema, 'min_length') ?? requirement(schema, 'length') ?? 0;
      const max = requirement(schema, 'max_length') ?? requirement(schema, 'length') ?? 5;
      return fc.array(next(schema.item, `${at}[]`), { minLength: min, maxLength: Math.min(max, Math.max(min, 5)) });
    }
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = schema.entries as Record<string, AnySchema>;
      const arbs: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(entries)) arbs[k] = next(s, `${at}.${k}`);
      const requiredKeys = Object.keys(entries).filter((k) => !isOptional(entries[k]));
      return fc.record(arbs, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(next(schema.key, `${at}{key}`) as fc.Arbitrary<string>, next(schema.value, `${at}{value}`), { maxKeys: 4 });
    case 'union':
    case 'variant':
      return fc.oneof(...(schema.options as AnySchema[]).map((o, i) => next(o, `${at}|${i}`)));
    case 'tuple':
    case 'strict_tuple':
      return fc.tuple(...(schema.items as AnySchema[]).map((o, i) => next(o, `${at}[${i}]`)));
    default:
      throw new UnsupportedSchemaError(`fuzz walker: unsupported valibot schema type ${schema.type} at ${at}`);
  }
}
