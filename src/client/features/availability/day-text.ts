import type { IntlShape } from '../../i18n/intl';

// Days are calendar dates, not instants: formatted in UTC so no time zone moves them.
type Formatter = Pick<IntlShape, 'formatDate' | 'formatMessage'>;

export const dayText = (intl: Formatter, day: string) =>
  intl.formatDate(`${day}T00:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Mon, 4 Jan 2027" or "Mon, 4 Jan 2027 – Wed, 6 Jan 2027". */
export const rangeText = (intl: Formatter, range: { dateFrom: string; dateTo?: string }) =>
  !range.dateTo || range.dateTo === range.dateFrom
    ? dayText(intl, range.dateFrom)
    : intl.formatMessage({ id: 'availability.range' }, { from: dayText(intl, range.dateFrom), to: dayText(intl, range.dateTo) });
