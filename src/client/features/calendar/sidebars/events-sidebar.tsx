import { useId } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { CalendarEvent } from '../../../../shared/schemas/availability';
import { Button } from '../../../ui/button';
import { eventCode, eventKind, eventWho, stayDates } from './event-text';
import { DETAIL_SIDEBAR, stayOf } from './stay-links';
import { StayLinks } from './stay-links-view';
import type { CalendarSidebarProps } from './sidebar-props';

// Imported-event, overlapping-event details and the selected-bookings list: the events touching
// the marked range, merged ones with their parts. Each guest stay links to its page and its guest,
// and Show opens its details on top of the list (Close comes back to the list).
// The events are read from the calendar's current answer for the range, not from when Edit was
// pressed: after a decision the grid reads its events again and the list follows (the rule is
// connectCalendarSelection's sidebarEvents, machines/calendar-selection/calendar-selection.connect.ts).

function EventCard({ event, onShow }: { event: CalendarEvent; onShow: (event: CalendarEvent) => void }) {
  const intl = useIntl();
  const id = useId();
  const code = eventCode(event);
  const who = eventWho(intl, event);
  const stay = stayOf(event);
  return (
    <li className="calendar-sidebar-card" data-source={event.source} aria-labelledby={`${id}-kind ${id}-who`}>
      <p id={`${id}-kind`} className="calendar-sidebar-card__kind">
        {eventKind(intl, event)}
      </p>
      {who && (
        <p id={`${id}-who`} className="calendar-sidebar-card__who">
          {who}
        </p>
      )}
      {code && (
        <p className="calendar-sidebar-card__code">
          <FormattedMessage id="calendar.selection.events.code" values={{ code }} />
        </p>
      )}
      <p className="calendar-sidebar-card__dates">{stayDates(intl, event)}</p>
      {event.overlapsBooking && (
        <p className="calendar-sidebar-card__warning" role="note">
          <FormattedMessage id="calendar.selection.events.overlap" />
        </p>
      )}
      {stay && (
        <div className="calendar-sidebar-card__actions">
          <Button variant="secondary" onClick={() => onShow(event)} aria-describedby={`${id}-kind ${id}-who`}>
            <FormattedMessage id="calendar.stay.show" />
          </Button>
          <StayLinks stay={stay} />
        </div>
      )}
      {event.children.length > 0 && (
        <>
          <p className="calendar-sidebar-card__children-title">
            <FormattedMessage id="calendar.selection.events.children" />
          </p>
          <ul className="calendar-sidebar-list">
            {event.children.map((child) => (
              <EventCard key={child.id} event={child} onShow={onShow} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

export function EventsSidebar({ listedEvents: events, onOpen }: CalendarSidebarProps) {
  const show = (event: CalendarEvent) => {
    const stay = stayOf(event);
    if (stay) onOpen(DETAIL_SIDEBAR[stay.kind], { stay });
  };
  if (events.length === 0)
    return (
      <p className="calendar-sidebar__empty">
        <FormattedMessage id="calendar.selection.events.empty" />
      </p>
    );
  return (
    <ul className="calendar-sidebar-list">
      {events.map((e) => (
        <EventCard key={e.id} event={e} onShow={show} />
      ))}
    </ul>
  );
}
