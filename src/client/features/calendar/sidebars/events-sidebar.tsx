import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarEvent } from '../../../../shared/schemas/availability';
import type { RangeSidebarPayload } from '../../../../../machines/calendar-selection/calendar-selection.machine';
import { eventCode, eventKind, eventWho, stayDates } from './event-text';
import type { CalendarSidebarProps } from './sidebar-props';

// Booking, request, inquiry, imported-event, overlapping-event details and the selected-bookings
// list: one view of the events touching the marked range (the machine routed here and put them
// in the payload). Actions on a booking belong to the booking issue, so none are offered here.

function EventCard({ event }: { event: CalendarEvent }) {
  const intl = useIntl();
  const code = eventCode(event);
  const who = eventWho(intl, event);
  return (
    <li className="calendar-sidebar-card" data-source={event.source}>
      <p className="calendar-sidebar-card__kind">{eventKind(intl, event)}</p>
      {who && <p className="calendar-sidebar-card__who">{who}</p>}
      {code && (
        <p className="calendar-sidebar-card__code">
          <FormattedMessage id="listing.calendarSelection.events.code" values={{ code }} />
        </p>
      )}
      <p className="calendar-sidebar-card__dates">{stayDates(intl, event)}</p>
      {event.overlapsBooking && (
        <p className="calendar-sidebar-card__warning" role="note">
          <FormattedMessage id="listing.calendarSelection.events.overlap" />
        </p>
      )}
      {event.children.length > 0 && (
        <>
          <p className="calendar-sidebar-card__children-title">
            <FormattedMessage id="listing.calendarSelection.events.children" />
          </p>
          <ul className="calendar-sidebar-list">
            {event.children.map((child) => (
              <EventCard key={child.id} event={child} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export function EventsSidebar({ entry }: CalendarSidebarProps) {
  const events = (entry.payload as RangeSidebarPayload | undefined)?.events ?? [];
  if (events.length === 0)
    return (
      <p className="calendar-sidebar__empty">
        <FormattedMessage id="listing.calendarSelection.events.empty" />
      </p>
    );
  return (
    <ul className="calendar-sidebar-list">
      {events.map((e) => (
        <EventCard key={e.id} event={e} />
      ))}
    </ul>
  );
}
