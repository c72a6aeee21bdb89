import type { CalendarEvent } from '../../../../shared/schemas/availability';
import type { CalendarSidebar } from '../../../../shared/domain/calendar/sidebar-routing';
import type { SidebarEntry } from '../../../../../machines/calendar-selection/calendar-selection.machine';

/** What every calendar sidebar receives from the page (the registry passes it through). */
export interface CalendarSidebarProps {
  unitId: string;
  /** The marked days [from, to], both included; null with nothing marked. */
  range: { from: string; to: string } | null;
  entry: SidebarEntry;
  /** The calendar's events of the visible months (from the events query). */
  events: readonly CalendarEvent[];
  /** The events a list sidebar shows (connectCalendarSelection's sidebarEvents): of the range now, or those it was opened with. */
  listedEvents: readonly CalendarEvent[];
  today: string;
  onClose: () => void;
  /** Opens another sidebar on top of this one (the stack's open; Close comes back here). */
  onOpen: (sidebar: CalendarSidebar, payload?: unknown) => void;
  /** Shows another sidebar in this one's place (the stack's replace). */
  onReplace: (sidebar: CalendarSidebar, payload?: unknown) => void;
}
