import type { SnapshotFrom } from 'xstate';
import { eventsInRange, type CalendarSidebar } from '../../src/shared/domain/calendar/sidebar-routing';
import type { CalendarEvent } from '../../src/shared/schemas/availability';
import type { CalendarSelectionEvent, calendarSelectionMachine, RangeSidebarPayload, SidebarEntry } from './calendar-selection.machine';
import { selectBottomSheetHeight, selectIsMarked, selectPanelSidebar, selectRange, selectShowsCloseAll, selectShowsFooter, selectTopSidebar } from './calendar-selection.select';

// The calendar's view of the calendar-selection machine (ARCHITECTURE.md, "Machines in views"):
// from the snapshot, the layout (a phone or not) and the calendar's current events, what the
// months, the footer, the panel and the phone's bottom sheet show, and from `send`, what each
// control does, so the view (src/client/features/calendar/calendar-selection-view.tsx) and its
// sidebars render this and decide nothing. The rules tested on their own (the panel at each
// width, the sheet's height, Close all) stay selectors of calendar-selection.select.ts and are
// read from here.

type Snapshot = SnapshotFrom<typeof calendarSelectionMachine>;
type Range = { from: string; to: string };

export interface CalendarSelectionOptions {
  /** The phone layout: range sidebars in the bottom sheet, whose Close resets the range (HC §4 mobile). */
  phone: boolean;
  /** The calendar's events of the visible months, as the grid shows them now. */
  events: readonly CalendarEvent[];
}

/** Where the sidebars stand, compared between renders to move the focus (sidebarFocusAfter). */
export interface SidebarStackState {
  /** The entry on top, the machine's own object: the same while that sidebar stays on top. */
  top: SidebarEntry | null;
  stackSize: number;
}

export interface CalendarSelectionView extends SidebarStackState {
  /** The marked days [from, to] (to is from while one day is marked), or null. */
  range: Range | null;
  isMarked: (date: string) => boolean;
  /** The sidebar shown as a panel: on a desktop the top one; on a phone neither a range sidebar (the sheet has it) nor the default list. */
  panel: SidebarEntry | null;
  /** Phone only: the bottom sheet, with the range's sidebar on top, its height (HC §9) and the range it is titled with. */
  sheet: { entry: SidebarEntry; height: number; range: Range } | null;
  /** The footer with the range, Cancel and Edit: a range is marked and none of its sidebars is open. */
  footer: { range: Range } | null;
  /** Close all shows in the panel's header: more than one sidebar open. */
  closeAllShown: boolean;
  /** Escape on the months clears the range (the footer's Cancel by keyboard) when one is marked. */
  canCancelRange: boolean;
  clickDay: (date: string) => void;
  /** The footer's Cancel, or Escape on the months while canCancelRange. */
  cancelRange: () => void;
  /** The footer's Edit: opens the range's sidebar, routed by the calendar's current events in it (HC §4). */
  edit: () => void;
  /** Opens a sidebar on top (the import from its onboarding task, a stay from a list). */
  openSidebar: (sidebar: CalendarSidebar, payload?: unknown) => void;
  replaceSidebar: (sidebar: CalendarSidebar, payload?: unknown) => void;
  /** The panel's Close and Escape: the top sidebar closes. */
  closeSidebar: () => void;
  closeAll: () => void;
  /** The sheet's Close and Escape: the sheet closes and the range is reset (HC §4 mobile). */
  closeSheet: () => void;
  /** A sidebar's own Close: the sheet's on a phone, the top sidebar's on a desktop. */
  closeFromSidebar: () => void;
  /**
   * The events a list sidebar shows: for a sidebar of the range, the calendar's current events
   * touching it (after a decision the grid reads its events again and the list follows), else
   * those it was opened with.
   */
  sidebarEvents: (entry: SidebarEntry) => readonly CalendarEvent[];
}

export function connectCalendarSelection(snapshot: Snapshot, send: (event: CalendarSelectionEvent) => void, options: CalendarSelectionOptions): CalendarSelectionView {
  const { phone, events } = options;
  const range = selectRange(snapshot);
  const top = selectTopSidebar(snapshot);
  const sheetHeight = selectBottomSheetHeight(snapshot);
  const closeSheet = () => send({ type: 'bottomSheet.close' });
  const closeSidebar = () => send({ type: 'sidebar.close' });
  return {
    range,
    isMarked: (date) => selectIsMarked(snapshot, date),
    top,
    stackSize: snapshot.context.sidebarStack.length,
    panel: selectPanelSidebar(snapshot, { phone }),
    sheet: phone && sheetHeight !== null && top && range ? { entry: top, height: sheetHeight, range } : null,
    footer: selectShowsFooter(snapshot) && range ? { range } : null,
    closeAllShown: selectShowsCloseAll(snapshot),
    canCancelRange: snapshot.can({ type: 'footer.cancel' }),
    clickDay: (date) => send({ type: 'day.click', date }),
    cancelRange: () => send({ type: 'footer.cancel' }),
    edit: () => send({ type: 'footer.edit', events: [...events] }),
    openSidebar: (sidebar, payload) => send({ type: 'sidebar.open', sidebar, payload }),
    replaceSidebar: (sidebar, payload) => send({ type: 'sidebar.replace', sidebar, payload }),
    closeSidebar,
    closeAll: () => send({ type: 'sidebar.closeAll' }),
    closeSheet,
    closeFromSidebar: phone ? closeSheet : closeSidebar,
    sidebarEvents: (entry) => (entry.ofRange && range ? eventsInRange(events, range.from, range.to) : ((entry.payload as RangeSidebarPayload | undefined)?.events ?? [])),
  };
}

/**
 * Where the focus goes when the sidebars change: into the panel when a sidebar opens on top (one
 * of the range, or the stack grew), back to the day last clicked when the top one closes (the view
 * moves it only when it was in the panel, so a new click that drops the range's sidebars leaves it
 * on that day); nowhere while the top stays the same, as on the first render (the default sidebar).
 */
export function sidebarFocusAfter(before: SidebarStackState, now: SidebarStackState): 'panel' | 'day' | null {
  if (before.top === now.top) return null;
  if (now.top && (now.top.ofRange || now.stackSize > before.stackSize)) return 'panel';
  if (before.top && (!now.top || !now.top.ofRange)) return 'day';
  return null;
}
