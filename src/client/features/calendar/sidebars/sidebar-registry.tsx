import type { ComponentType } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CalendarSidebar } from '../../../../shared/domain/calendar/sidebar-routing';
import { CalendarImportSidebar } from './calendar-import-sidebar';
import { EventsSidebar } from './events-sidebar';
import { PriceAndAvailabilitySidebar } from './price-and-availability-sidebar';
import { BookingDetailsSidebar, InquiryDetailsSidebar, RequestDetailsSidebar } from './stay-details-sidebar';
import type { CalendarSidebarProps } from './sidebar-props';
import { UpcomingBookingsSidebar } from './upcoming-bookings-sidebar';

// Which component shows each sidebar of the calendar (the machine only names them). A Record over
// every id, so a sidebar added to the routing without a view fails the typecheck.

function NotAvailableSidebar() {
  return (
    <p className="calendar-sidebar__empty">
      <FormattedMessage id="calendar.selection.notAvailable" />
    </p>
  );
}

// The range's price and availability editor takes its days and close action as plain props.
function PriceAndAvailability({ unitId, range, today, onClose }: CalendarSidebarProps) {
  if (!range) return <NotAvailableSidebar />;
  return <PriceAndAvailabilitySidebar unitId={unitId} from={range.from} to={range.to} today={today} onClose={onClose} />;
}

/** Sidebars that bring their own title and Close button: the panel does not repeat them. */
export const SIDEBARS_WITH_OWN_HEADER: ReadonlySet<CalendarSidebar> = new Set(['price-and-availability']);

export const SIDEBAR_REGISTRY: Record<CalendarSidebar, ComponentType<CalendarSidebarProps>> = {
  'price-and-availability': PriceAndAvailability,
  'booking-details': BookingDetailsSidebar,
  'booking-request-details': RequestDetailsSidebar,
  'inquiry-details': InquiryDetailsSidebar,
  'event-details': EventsSidebar,
  'overlapping-event-details': EventsSidebar,
  'selected-bookings': EventsSidebar,
  'upcoming-bookings': UpcomingBookingsSidebar,
  'calendar-import': CalendarImportSidebar,
};
