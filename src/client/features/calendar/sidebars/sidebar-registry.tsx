import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CalendarSidebar } from '../../../../shared/domain/calendar/sidebar-routing';
import { EventsSidebar } from './events-sidebar';
import type { CalendarSidebarProps } from './sidebar-props';
import { UpcomingBookingsSidebar } from './upcoming-bookings-sidebar';

// Which component shows each sidebar of the calendar (the machine only names them). A Record over
// every id, so a sidebar added to the routing without a view fails the typecheck.

function NotAvailableSidebar() {
  return (
    <p className="calendar-sidebar__empty">
      <FormattedMessage id="listing.calendarSelection.notAvailable" />
    </p>
  );
}

// TODO(price-and-availability): switch to PriceAndAvailabilitySidebar once it lands.
function PriceAndAvailability(props: CalendarSidebarProps) {
  return <EventsSidebar {...props} />;
}

export const SIDEBAR_REGISTRY: Record<CalendarSidebar, ComponentType<CalendarSidebarProps>> = {
  'price-and-availability': PriceAndAvailability,
  'booking-details': EventsSidebar,
  'booking-request-details': EventsSidebar,
  'inquiry-details': EventsSidebar,
  'event-details': EventsSidebar,
  'overlapping-event-details': EventsSidebar,
  'selected-bookings': EventsSidebar,
  'upcoming-bookings': UpcomingBookingsSidebar,
  'calendar-import': NotAvailableSidebar,
};
