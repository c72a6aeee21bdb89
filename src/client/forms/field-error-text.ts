import type { IntlShape } from '../i18n/intl';
import { INVALID_FIELD_KEY, isErrorKey } from '../../shared/domain/api-errors';

// A refused field as the wizard shows it (listing-wizard.machine fieldErrorsOf): a translation key
// the server sent, else the generic "not valid" — the server's English reason is for the logs.
export function fieldErrorText(intl: Pick<IntlShape, 'formatMessage'>, messages: readonly string[]): string {
  return intl.formatMessage({ id: messages.find(isErrorKey) ?? INVALID_FIELD_KEY });
}
