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
    if (!result.success) throw badRequest(issuesToInvalidParams(result.issues, target === 'json' ? 'body' : target));
  });
}
