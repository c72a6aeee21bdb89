import { useEffect, useRef } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link } from '../../router';
import { BOOKING_TABS } from '../../../shared/domain/route-access';

// The tabs of /bookings/{tab} (HC §2 Bookings) as links, each with its own address; the
// open one is aria-current. On a phone the bar scrolls sideways and keeps the open tab in view.

export type BookingTab = (typeof BOOKING_TABS)[number];
export const isBookingTab = (value: string | undefined): value is BookingTab => (BOOKING_TABS as readonly string[]).includes(value ?? '');
export const DEFAULT_BOOKING_TAB: BookingTab = 'upcoming';

export function BookingTabBar({ tabs, current }: { tabs: readonly BookingTab[]; current: BookingTab }) {
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="booking-tabs" aria-labelledby="booking-tabs-label">
      <span id="booking-tabs-label" className="visually-hidden">
        <FormattedMessage id="bookings.tabs.label" />
      </span>
      <ul className="booking-tabs__list">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              ref={tab === current ? currentLink : undefined}
              to={`/bookings/${tab}`}
              className={tab === current ? 'booking-tabs__tab booking-tabs__tab--current' : 'booking-tabs__tab'}
              aria-current={tab === current ? 'page' : undefined}
            >
              <FormattedMessage id={`bookings.tabs.${tab}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
