import type { IntlShape } from '../../i18n/intl';
import type { StayProblemView } from '../../../shared/schemas/stay-quote';
import { weekdayName } from '../listing/pricing/weekday-picker';

// A rule the stay breaks, in the host's words: the server sends a code and the values the sentence needs.

type Formatter = Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatList' | 'locale'>;

const day = (intl: Formatter, iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export function problemText(intl: Formatter, p: StayProblemView): string {
  const id = `stay-quote.problem.${p.code}`;
  const n = (k: string) => Number(p[k]);
  switch (p.code) {
    case 'tooSoon':
      return intl.formatMessage({ id }, { days: n('minDaysOfNotice'), earliest: day(intl, String(p.earliest)) });
    case 'checkInDay':
    case 'checkOutDay': {
      const allowed = MONDAY_FIRST.filter((d) => (p.allowed as number[]).includes(d)).map((d) => weekdayName(intl.locale, d));
      return intl.formatMessage({ id }, { weekday: weekdayName(intl.locale, n('weekday')), allowed: intl.formatList(allowed, { type: 'conjunction' }) });
    }
    case 'minStay':
      return intl.formatMessage({ id }, { minStay: n('minStay') });
    case 'maxStay':
      return intl.formatMessage({ id }, { maxStay: n('maxStay') });
    case 'overCapacity':
      return intl.formatMessage({ id }, { capacity: n('capacity') });
    case 'unavailable':
      return intl.formatMessage({ id }, { dates: intl.formatList((p.dates as string[]).map((d) => day(intl, d)), { type: 'conjunction' }) });
    case 'preparationBefore':
    case 'preparationAfter':
      return intl.formatMessage({ id }, { nights: n('preparationTime') });
    default:
      return intl.formatMessage({ id });
  }
}
