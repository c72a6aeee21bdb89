import { useMemo } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { upcomingBookingsWindow } from '../../../../shared/domain/calendar/sidebar-routing';
import type { CalendarEvent } from '../../../../shared/schemas/availability';
import { eventCode, eventKind, stayDates } from './event-text';
import { stayOf } from './stay-links';
import { StayLinks } from './stay-links-view';
import type { CalendarSidebarProps } from './sidebar-props';

// The default sidebar with nothing marked (HC §2, HC §9): the unit's bookings, requests and
// inquiries arriving in the next 30 days, from the calendar's own events (merged stays opened up).
// Each card leads to the stay's page (details) and to its guest (message).

const GUEST_SOURCES = new Set(['booking', 'booking_request', 'inquiry', 'inquiry_confirmed']);
const flatten = (events: readonly CalendarEvent[]): CalendarEvent[] => events.flatMap((e) => (e.source === 'multi' ? flatten(e.children) : [e]));

export function upcomingBookings(events: readonly CalendarEvent[], today: string): CalendarEvent[] {
  const { dateFrom, dateTo } = upcomingBookingsWindow(today);
  return flatten(events)
    .filter((e) => GUEST_SOURCES.has(e.source) && dateFrom <= e.dateFrom && e.dateFrom <= dateTo)
    .sort((a, b) => a.dateFrom.localeCompare(b.dateFrom));
}

export function UpcomingBookingsSidebar({ events, today }: CalendarSidebarProps) {
  const intl = useIntl();
  const upcoming = useMemo(() => upcomingBookings(events, today), [events, today]);
  if (upcoming.length === 0)
    return (
      <p className="calendar-sidebar__empty">
        <FormattedMessage id="calendar.selection.upcoming.empty" />
      </p>
    );
  return (
    <ul className="calendar-sidebar-list">
      {upcoming.map((e) => {
        const code = eventCode(e);
        const stay = stayOf(e);
        return (
          <li key={e.id} className="calendar-sidebar-card" data-source={e.source}>
            <p className="calendar-sidebar-card__kind">{eventKind(intl, e)}</p>
            {e.label && <p className="calendar-sidebar-card__who">{e.label}</p>}
            {code && (
              <p className="calendar-sidebar-card__code">
                <FormattedMessage id="calendar.selection.events.code" values={{ code }} />
              </p>
            )}
            <p className="calendar-sidebar-card__dates">{stayDates(intl, e)}</p>
            {stay && <StayLinks stay={stay} />}
          </li>
        );
      })}
    </ul>
  );
}
