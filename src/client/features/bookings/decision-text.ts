import type { IntlShape } from '../../i18n/intl';

// The words for a decision's reason and sub-reason. Their texts belong to the decision dialogs
// (bookings.reasons.*, written with ./actions); a code without a text is shown readable rather
// than as a missing translation.

const readable = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

export function reasonText(intl: Pick<IntlShape, 'formatMessage' | 'messages'>, candidates: string[], code: string): string {
  const key = candidates.find((k) => k in intl.messages);
  return key ? intl.formatMessage({ id: key }) : readable(code);
}
