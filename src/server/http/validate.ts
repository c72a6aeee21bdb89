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
    const nul = fieldsWithNul(result.output, []);
    if (nul.length > 0) throw badRequest(nul.map((path) => ({ name: path.length > 0 ? path.join('.') : root, reason: 'must not contain a NUL character' })));
  });
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a valid-looking string carrying one would fail
 * the write with a 500: it is refused here instead, naming the field (dot path, like valibot's).
 */
function fieldsWithNul(value: unknown, path: string[]): string[][] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => fieldsWithNul(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key.includes('\u0000') ? [[...path, key]] : fieldsWithNul(item, [...path, key])));
  return [];
}
