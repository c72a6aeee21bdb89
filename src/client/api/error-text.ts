import type { IntlShape } from '../i18n/intl';
import { isErrorKey, KNOWN_PROBLEM_CODES, type HeldNights, type NormalisedApiError } from '../../shared/domain/api-errors';

// What a host reads for a failed call. Our own API names a documented problem type, which has a
// translated wording (messages in src/shared/i18n/account); only a foreign service's own message
// is shown as it came, as HC §8 and AS §8 ask ("the server's translated message").

type Formatter = Pick<IntlShape, 'formatMessage'>;

/** One message: a translation key of normaliseApiError or the server's own text. */
export function errorText(intl: Formatter, message: string): string {
  return isErrorKey(message) ? intl.formatMessage({ id: message }) : message;
}

const HOLDER_KINDS = ['stay', 'request', 'inquiry', 'closed', 'imported'];

/** A 409 about nights in the host's words: which nights, then what holds each of them. */
export function heldNightsTexts(intl: Formatter, held: HeldNights): string[] {
  const list = (nights: readonly string[]) => nights.join(', ');
  return [
    intl.formatMessage({ id: 'errors.nightsHeld' }, { nights: list(held.nights) }),
    ...held.holders
      .filter((h) => HOLDER_KINDS.includes(h.kind))
      .map((h) => intl.formatMessage({ id: `errors.nightsHeld.${h.kind}` }, { nights: list(h.nights), code: h.code ?? '', feed: h.feedName ?? '' })),
  ];
}

/** The general messages of a failure, translated, without repeats. */
export function generalErrorTexts(intl: Formatter, error: NormalisedApiError, extra: readonly string[] = []): string[] {
  if (error.heldNights) return heldNightsTexts(intl, error.heldNights);
  const known = error.code !== undefined && (KNOWN_PROBLEM_CODES as readonly string[]).includes(error.code);
  const messages = known && (error.general.length > 0 || extra.length > 0) ? [`errors.problem.${error.code}`] : [...error.general, ...extra];
  return [...new Set(messages.map((m) => errorText(intl, m)))];
}
