import { vValidator } from '@hono/valibot-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { safeParse, type GenericSchema } from 'valibot';
import { badRequest, issuesToInvalidParams } from './problem';

/**
 * valibot validation of one part of the request. A failure throws a 400 problem naming every
 * offending field, so no route ever sees unvalidated input.
 */
export function validate<T extends GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T, fieldName: FieldName = sameName) {
  return vValidator(target, schema, (result) => {
    const root = target === 'json' ? 'body' : target;
    checked(result, root, fieldName);
  });
}

/**
 * A JSON body the caller may leave out: read whatever its content type, an empty body is `{}`,
 * text that is not JSON a 400 naming the body. The validated value is stored where
 * c.req.valid('json') finds it, as validate('json', …) does.
 */
export function validateOptionalBody<T extends GenericSchema>(schema: T, fieldName: FieldName = sameName): MiddlewareHandler {
  return async (c, next) => {
    const text = (await c.req.text()).trim();
    let raw: unknown = {};
    if (text) {
      try {
        raw = JSON.parse(text);
      } catch {
        throw badRequest([{ name: 'body', reason: 'malformed JSON' }]);
      }
    }
    const result = safeParse(schema, raw);
    checked(result, 'body', fieldName);
    c.req.addValidatedData('json', result.output as object);
    await next();
  };
}

/** How a field is named in a 400: valibot's dot path by default ('owners.0.firstName'). */
export type FieldName = (dotPath: string) => string;
const sameName: FieldName = (name) => name;

function checked(result: { success: boolean; issues?: unknown; output: unknown }, root: string, fieldName: FieldName) {
  if (!result.success)
    throw badRequest(issuesToInvalidParams(result.issues as Parameters<typeof issuesToInvalidParams>[0], root).map((p) => ({ ...p, name: fieldName(p.name) })));
  const unstorable = unstorableFields(result.output, []);
  if (unstorable.length > 0)
    throw badRequest(unstorable.map((path) => ({ name: path.length > 0 ? fieldName(path.join('.')) : root, reason: 'must be valid text (no NUL character or lone surrogate)' })));
}

// PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate
// ("\ud800" is valid JSON): a string carrying either would fail the write with a 500.
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Paths (dot path, like valibot's) of the strings and keys the database cannot store. */
function unstorableFields(value: unknown, path: string[]): string[][] {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => unstorableFields(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (UNSTORABLE.test(key) ? [[...path, key]] : unstorableFields(item, [...path, key])));
  return [];
}
