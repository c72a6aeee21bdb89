import type { CalendarSidebar } from '../../src/shared/domain/calendar/sidebar-routing';

// The calendar's sidebar stack (HC §2 Calendar: open, replace, close, close-all).
// Pure list operations; the calendar-selection machine decides when each applies.

export interface SidebarEntry {
  sidebar: CalendarSidebar;
  /** What the sidebar shows (a booking id, the events of the range...). */
  payload?: unknown;
  /** Opened for the marked range (Edit, or from a sidebar of the range): dropped when the range goes. */
  ofRange: boolean;
}

export const UPCOMING_BOOKINGS_ENTRY: SidebarEntry = { sidebar: 'upcoming-bookings', ofRange: false };

/**
 * Opens a sidebar on top. One already open in the same part of the stack (the range's or the
 * rest) is gone back to instead of stacked twice, so Back never shows the same sidebar again
 * and the stack stays as short as the sidebars that exist.
 */
export function openSidebar(stack: readonly SidebarEntry[], entry: SidebarEntry): SidebarEntry[] {
  const i = stack.findIndex((e) => e.sidebar === entry.sidebar && e.ofRange === entry.ofRange);
  return i >= 0 ? [...stack.slice(0, i), entry] : [...stack, entry];
}

/** Shows another sidebar in place of the top one (a detail replacing the list it came from). */
export const replaceSidebar = (stack: readonly SidebarEntry[], entry: SidebarEntry): SidebarEntry[] => openSidebar(stack.slice(0, -1), entry);

/** Back: the top sidebar closes. */
export const closeSidebar = (stack: readonly SidebarEntry[]): SidebarEntry[] => stack.slice(0, -1);

/** Without the sidebars of the range (when the range is cleared or marked anew). */
export const withoutRangeSidebars = (stack: readonly SidebarEntry[]): SidebarEntry[] => stack.filter((e) => !e.ofRange);

/** The sidebar on screen: the top of the stack, or none. */
export const topSidebar = (stack: readonly SidebarEntry[]): SidebarEntry | null => stack.at(-1) ?? null;

/** More than one sidebar open: Close all shows (HC §2 Calendar close-all). */
export const hasSeveralSidebars = (stack: readonly SidebarEntry[]) => stack.length > 1;

export const rangeSidebarCount = (stack: readonly SidebarEntry[]) => stack.filter((e) => e.ofRange).length;

/** HC §2: with nothing marked and no sidebar open, upcoming bookings show unless the setting is off. */
export const withDefaultSidebar = (stack: readonly SidebarEntry[], showUpcomingBookings: boolean): SidebarEntry[] =>
  stack.length === 0 && showUpcomingBookings ? [UPCOMING_BOOKINGS_ENTRY] : [...stack];
