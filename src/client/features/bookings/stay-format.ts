import { useIntl } from '../../i18n/intl';

// How the bookings pages write money and stay dates: amounts in the stay's currency with the
// host's locale; stay dates are calendar days (no time zone), so they are formatted as UTC days.

export function useStayFormat() {
  const intl = useIntl();
  const day = (iso: string, style: 'short' | 'long' = 'short') =>
    intl.formatDate(`${iso}T00:00:00Z`, style === 'short' ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    money: (amount: number, currency: string) => intl.formatNumber(amount, { style: 'currency', currency }),
    day,
    /** "3 Dec 2026 – 7 Dec 2026" as one range, the way the locale writes ranges. */
    range: (checkIn: string, checkOut: string) =>
      intl.formatDateTimeRange(new Date(`${checkIn}T00:00:00Z`), new Date(`${checkOut}T00:00:00Z`), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    /** An instant (decision time, expiration) in the host's own time zone. */
    instant: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
