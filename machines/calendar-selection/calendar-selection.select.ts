import type { SnapshotFrom } from 'xstate';
import { BOTTOM_SHEET_HEADER_HEIGHT, BOTTOM_SHEET_HEIGHTS, RANGE_SIDEBARS, type RangeSidebar } from '../../src/shared/domain/calendar/sidebar-routing';
import { markingState, type MarkingState } from '../../src/shared/domain/availability/day-states';
import type { DayState } from '../../src/shared/schemas/availability';
import type { calendarSelectionMachine, SidebarEntry } from './calendar-selection.machine';
import { topSidebar, UPCOMING_BOOKINGS_ENTRY } from './sidebar-stack';

type Snapshot = SnapshotFrom<typeof calendarSelectionMachine>;

/** The marked days [from, to] (to is from while only one day is marked), or null. */
export const selectRange = (s: Snapshot) => (s.context.from ? { from: s.context.from, to: s.context.to ?? s.context.from } : null);
export const selectIsMarked = (s: Snapshot, date: string) => {
  const range = selectRange(s);
  return range !== null && range.from <= date && date <= range.to;
};
/**
 * HC §4 Calendar marking: the marked range is blocked, available or mixed, from the days of
 * the calendar's answer (the engine's rule, not a copy); null with nothing marked.
 */
export function selectRangeState(s: Snapshot, days: readonly { date: string; state: DayState }[]): MarkingState | null {
  const range = selectRange(s);
  if (!range) return null;
  return markingState(days.filter((d) => range.from <= d.date && d.date <= range.to).map((d) => d.state));
}

/** Footer with Cancel and Edit: a range is marked and none of its sidebars is open. */
export const selectShowsFooter = (s: Snapshot) => s.hasTag('footer');
/** Mobile: the bottom sheet holds the sidebars of the range (editing); marked shows the footer instead. */
export const selectShowsBottomSheet = (s: Snapshot) => s.hasTag('bottomSheet');
export const selectIsEditing = (s: Snapshot) => s.matches('editing');
/** The sidebar on screen: the top of the stack, or none. */
export const selectTopSidebar = (s: Snapshot): SidebarEntry | null => topSidebar(s.context.sidebarStack);
/**
 * The sidebar shown as a panel beside (desktop) or above (phone) the months. On a phone a sidebar
 * of the range shows in the bottom sheet instead and the default list stays away (the sheet needs
 * both ends of a range, HC §4); one the host asked for outside a range (the import) is a panel.
 * The desktop keeps a panel for every sidebar.
 */
export function selectPanelSidebar(s: Snapshot, layout: { phone: boolean }): SidebarEntry | null {
  const top = selectTopSidebar(s);
  if (!layout.phone) return top;
  return top && !top.ofRange && top.sidebar !== UPCOMING_BOOKINGS_ENTRY.sidebar ? top : null;
}
/** Close all shows when the machine takes it: more than one sidebar open. */
export const selectShowsCloseAll = (s: Snapshot) => s.can({ type: 'sidebar.closeAll' });

const isRangeSidebar = (name: string): name is RangeSidebar => (RANGE_SIDEBARS as readonly string[]).includes(name);

/** HC §9: the bottom sheet's height for the sidebar on top (header strip included); null when it has none. */
export function selectBottomSheetHeight(s: Snapshot): number | null {
  const top = selectTopSidebar(s);
  if (!s.hasTag('bottomSheet') || !top || !isRangeSidebar(top.sidebar)) return null;
  return BOTTOM_SHEET_HEIGHTS[top.sidebar] + BOTTOM_SHEET_HEADER_HEIGHT;
}
