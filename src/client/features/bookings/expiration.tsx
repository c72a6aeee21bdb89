import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// A request's answer deadline: "expires in 5 h" (relative, in the host's words), with the exact
// time on hover and for screen readers. It counts down once a minute (spec §9 countdown 60 s).

export const COUNTDOWN_INTERVAL_MS = 60_000;

export function useNow(intervalMs = COUNTDOWN_INTERVAL_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The largest unit that still says something: minutes under an hour, hours under two days, then days. */
export function relativeParts(ms: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}

export function Expiration({ expirationTime, now }: { expirationTime: string; now: number }) {
  const intl = useIntl();
  const left = Date.parse(expirationTime) - now;
  const absolute = intl.formatDate(expirationTime, { dateStyle: 'medium', timeStyle: 'short' });
  if (left <= 0) {
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
