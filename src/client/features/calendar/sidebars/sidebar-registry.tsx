import { lazy, type ComponentType } from 'react';
import { FormattedMessage } from '../../../i18n/intl';
import type { CalendarSidebar } from '../../../../shared/domain/calendar/sidebar-routing';
import { EventsSidebar } from './events-sidebar';
import { PriceAndAvailabilitySidebar } from './price-and-availability-sidebar';
import type { CalendarSidebarProps } from './sidebar-props';
import { UpcomingBookingsSidebar } from './upcoming-bookings-sidebar';

// Which component shows each sidebar of the calendar (the machine only names them). A Record over
// every id, so a sidebar added to the routing without a view fails the typecheck.

// A stay's details (its decisions, cancelling, their dialogs and machines) and the calendar import
// (the calendar-sync forms) are fetched when the calendar has shown (preloadSidebars) rather than
// with it: the calendar opens with neither, and they were about 20 files of its first load.
const loadStayDetails = () => import('./stay-details-sidebar');
const loadCalendarImport = () => import('./calendar-import-sidebar');
const BookingDetailsSidebar = lazy(() => loadStayDetails().then((m) => ({ default: m.BookingDetailsSidebar })));
const RequestDetailsSidebar = lazy(() => loadStayDetails().then((m) => ({ default: m.RequestDetailsSidebar })));
const InquiryDetailsSidebar = lazy(() => loadStayDetails().then((m) => ({ default: m.InquiryDetailsSidebar })));
const CalendarImportSidebar = lazy(() => loadCalendarImport().then((m) => ({ default: m.CalendarImportSidebar })));

/** Fetches the sidebars' code that the calendar does not load with it; nothing is reported here (a sidebar shows its own failure). */
export function preloadSidebars(): void {
  loadStayDetails().catch(() => undefined);
  loadCalendarImport().catch(() => undefined);
}

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
