import { FormattedMessage, useIntl } from '../../i18n/intl';
import { largestUnit, remainingTime } from '../../../shared/domain/countdown';

// A request's answer deadline: "expires in 5 h" (relative, in the host's words), with the exact
// time on hover and for screen readers. It counts down on the shared countdown clock (ui/countdown:
// one timer for every deadline on screen, AS §9 countdown 60 s) by the shared rules
// (shared/domain/countdown).

export { COUNTDOWN_INTERVAL_MS } from '../../../shared/domain/countdown';
export { useNow } from '../../ui/countdown';

/** The largest unit that still says something: minutes under an hour, hours under two days, then days. */
export const relativeParts = largestUnit;

export function Expiration({ expirationTime, now }: { expirationTime: string; now: number }) {
  const intl = useIntl();
  const left = Date.parse(expirationTime) - now;
  const absolute = intl.formatDate(expirationTime, { dateStyle: 'medium', timeStyle: 'short' });
  if (remainingTime(expirationTime, now).state === 'expired') {
    return (
      <span className="stay-expiration stay-expiration--over" title={absolute}>
        <FormattedMessage id="bookings.pages.expired" values={{ time: absolute }} />
      </span>
    );
  }
  const { value, unit } = relativeParts(left);
  return (
    <span className={`stay-expiration${left < 6 * 3_600_000 ? ' stay-expiration--soon' : ''}`} title={intl.formatMessage({ id: 'bookings.pages.expiresAt' }, { time: absolute })}>
      <FormattedMessage id="bookings.pages.expiresIn" values={{ relative: intl.formatRelativeTime(value, unit, { numeric: 'always', style: 'short' }) }} />
      <span className="visually-hidden"> ({intl.formatMessage({ id: 'bookings.pages.expiresAt' }, { time: absolute })})</span>
    </span>
  );
}
