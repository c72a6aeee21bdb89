import type { MachineStory } from '../story';
import type { CalendarEvent } from '../../src/shared/schemas/availability';

// The calendar-selection machine told as plain steps (Gherkin export, machine page).
// Sidebars by the title they show (en-US).
const sidebarTitles: Record<string, string> = {
  'price-and-availability': 'Price and availability',
  'booking-details': 'Booking',
  'booking-request-details': 'Booking request',
  'inquiry-details': 'Inquiry',
  'event-details': 'Imported event',
  'overlapping-event-details': 'Overlapping events',
  'selected-bookings': 'Selected bookings',
  'upcoming-bookings': 'Upcoming bookings',
  'calendar-import': 'Import a calendar',
};
/** The sidebar's title and what it is opened on ("Booking" b-1). */
const sidebarOf = (e: Record<string, unknown>) => {
  const on = Object.values((e.payload as Record<string, unknown> | undefined) ?? {}).map(String);
  return `the "${sidebarTitles[String(e.sidebar)] ?? String(e.sidebar)}" sidebar${on.length ? ` of ${on.join(', ')}` : ''}`;
};

export const calendarSelectionStory = {
  actor: 'the host',
  events: {
    'day.click': (e) => `the host clicks the day ${String(e.date)} on the calendar`,
    'footer.cancel': 'the host clicks Cancel in the footer (or presses Escape on the calendar)',
    'footer.edit': (e) => {
      const events = (e.events as CalendarEvent[] | undefined) ?? [];
      return events.length
        ? `the host clicks Edit in the footer (the calendar holds ${events.map((ev) => `a ${ev.source} of ${ev.label} from ${ev.dateFrom} to ${ev.dateTo}`).join(', ')})`
        : 'the host clicks Edit in the footer (nothing is booked on the calendar)';
    },
    'sidebar.open': (e) => `the host opens ${sidebarOf(e)} from a link in the calendar or a sidebar`,
    'sidebar.replace': (e) => `the host confirms the booking request in its sidebar, and ${sidebarOf(e)} takes its place`,
    'sidebar.close': 'the host clicks Close on the sidebar (or presses Escape in it)',
    'sidebar.closeAll': 'the host clicks Close all (shown with more than one sidebar open)',
    'bottomSheet.close': 'on a phone, the host clicks Close on the bottom sheet',
  },
  states: {
    idle: 'no day is marked; the "Upcoming bookings" sidebar shows unless the setting is off or another sidebar is open',
    marking: 'the first day is marked (the next click ends the range) and the "Marked days" footer offers Cancel and Edit',
    marked: 'the marked days show in the "Marked days" footer with Cancel and Edit',
    editing: 'the sidebar of the marked days is open (on a phone in the bottom sheet) with Close, and Close all when several are open',
  },
} satisfies MachineStory;
