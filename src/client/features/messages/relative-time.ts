import type { IntlShape } from '../../i18n/intl';

// "5 minutes ago", "yesterday", "3 days ago"; older than a week: the date. For the list's last message time.
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

export function relativeTime(intl: Pick<IntlShape, 'formatRelativeTime' | 'formatDate'>, iso: string, now: number): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) {
      return unit === 'second' ? intl.formatRelativeTime(0, 'second', { numeric: 'auto' }) : intl.formatRelativeTime(Math.round(value), unit, { numeric: 'auto' });
    }
    value /= size;
  }
  return intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}
