import type { IntlShape } from '../../i18n/intl';
import type { StayProblemView } from '../../../shared/schemas/stay-quote';

// A rule of the host that the guest's stay breaks, in the guest's words: the quote sends a code
// and the values the sentence needs (see shared/domain/pricing/stay-rules.ts).

type Formatter = Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatList' | 'locale'>;

const day = (intl: Formatter, iso: string) => intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
/** 0 = Sunday as in the rules; 2023-01-01 was a Sunday. */
const weekday = (intl: Formatter, d: number) => intl.formatDate(Date.UTC(2023, 0, 1 + d), { weekday: 'long', timeZone: 'UTC' });
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export function guestProblemText(intl: Formatter, p: StayProblemView): string {
  const id = `guest-stay.problem.${p.code}`;
  const n = (k: string) => Number(p[k]);
  switch (p.code) {
    case 'tooSoon':
      return intl.formatMessage({ id }, { earliest: day(intl, String(p.earliest)) });
    case 'checkInDay':
    case 'checkOutDay': {
      const allowed = MONDAY_FIRST.filter((d) => ((p.allowed as number[] | undefined) ?? []).includes(d)).map((d) => weekday(intl, d));
      return intl.formatMessage({ id }, { allowed: intl.formatList(allowed, { type: 'disjunction' }) });
    }
    case 'minStay':
      return intl.formatMessage({ id }, { count: n('minStay') });
    case 'maxStay':
      return intl.formatMessage({ id }, { count: n('maxStay') });
    case 'overCapacity':
      return intl.formatMessage({ id }, { count: n('capacity') });
    case 'unavailable':
      return intl.formatMessage({ id }, { dates: intl.formatList(((p.dates as string[] | undefined) ?? []).map((d) => day(intl, d)), { type: 'conjunction' }) });
    case 'preparationBefore':
    case 'preparationAfter':
      return intl.formatMessage({ id });
    default:
      return intl.formatMessage({ id });
  }
}
