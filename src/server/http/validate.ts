import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { badRequest, issuesToInvalidParams } from './problem';

/**
 * valibot validation of one part of the request. A failure throws a 400 problem naming every
 * offending field, so no route ever sees unvalidated input.
 */
export function validate<T extends GenericSchema, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return vValidator(target, schema, (result) => {
    const root = target === 'json' ? 'body' : target;
    if (!result.success) throw badRequest(issuesToInvalidParams(result.issues, root));
    const unstorable = unstorableFields(result.output, []);
    if (unstorable.length > 0)
      throw badRequest(unstorable.map((path) => ({ name: path.length > 0 ? path.join('.') : root, reason: 'must be valid text (no NUL character or lone surrogate)' })));
  });
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
