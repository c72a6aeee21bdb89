import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messageScopeDir } from '../../../src/client/i18n/message-scopes';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * One text file, of a scope or of a part of it ('insights/reviews', 'account/guest-profile'), in a
 * locale: read from the folder messageScopeDir names, beside its feature or in src/shared/i18n.
 */
export function textFile(part: string, locale: string): Record<string, string> {
  const [scope, ...sub] = part.split('/');
  return JSON.parse(readFileSync(path.join(ROOT, messageScopeDir(scope!), ...sub, `${locale}.json`), 'utf8')) as Record<string, string>;
}
