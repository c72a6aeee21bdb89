import { assign, setup } from 'xstate';
import type { CalendarEvent } from '../../src/shared/schemas/availability';
import { eventsInRange, routeSidebar, type CalendarSidebar } from '../../src/shared/domain/calendar/sidebar-routing';
import { closeSidebar, hasSeveralSidebars, openSidebar, rangeSidebarCount, replaceSidebar, topSidebar, withDefaultSidebar, withoutRangeSidebars, type SidebarEntry } from './sidebar-stack';

export type { SidebarEntry } from './sidebar-stack';

export interface CalendarSelectionContext {
  /** Days yyyy-MM-dd, both included; from <= to once both are set. */
  from: string | null;
  to: string | null;
  /** Bottom last, the sidebar shown on top. */
  sidebarStack: SidebarEntry[];
  /** The host's setting: upcoming bookings as the default sidebar. */
  showUpcomingBookings: boolean;
  /** The calendar's events, for routing when Edit does not bring its own. */
  events: CalendarEvent[];
}

export interface CalendarSelectionInput {
  showUpcomingBookings?: boolean;
  events?: CalendarEvent[];
}

/** What a sidebar of the range receives: the events touching the range (HC §4 routing). */
export interface RangeSidebarPayload {
  events: CalendarEvent[];
}

export type CalendarSelectionEvent =
  | { type: 'day.click'; date: string }
  | { type: 'footer.cancel' }
  | { type: 'footer.edit'; events?: CalendarEvent[] }
  | { type: 'sidebar.open'; sidebar: CalendarSidebar; payload?: unknown }
  | { type: 'sidebar.replace'; sidebar: CalendarSidebar; payload?: unknown }
  | { type: 'sidebar.close' }
  | { type: 'sidebar.closeAll' }
  | { type: 'bottomSheet.close' };

const ordered = (a: string, b: string) => (a <= b ? { from: a, to: b } : { from: b, to: a });

/**
 * Marking days on the calendar and the sidebars it opens (HC §2 Calendar, HC §4).
 * idle: nothing marked; marking: the first day clicked; marked: a range, footer with Cancel and
 * Edit; editing: a sidebar of the range is open. Clearing the range drops its sidebars; with
 * nothing marked the default sidebar (upcoming bookings) comes back unless the setting is off.
 */
export const calendarSelectionMachine = setup({
  types: {
    context: {} as CalendarSelectionContext,
    events: {} as CalendarSelectionEvent,
    input: {} as CalendarSelectionInput | undefined,
  },
  guards: {
    closesLastRangeSidebar: ({ context }) => rangeSidebarCount(context.sidebarStack) <= 1,
    /** Close all shows only with more than one sidebar open (with one, its Close does the same). */
    severalSidebars: ({ context }) => hasSeveralSidebars(context.sidebarStack),
    /**
     * The one replace on the screen: a booking request's details give way to its booking's once
     * the host confirms it. Those details are a sidebar of the range, so only while editing.
     */
    showsRequestDetails: ({ context }) => topSidebar(context.sidebarStack)?.sidebar === 'booking-request-details',
  },
  actions: {
    markFrom: assign(({ event, context }) => ({
      from: (event as { date: string }).date,
      to: null,
      sidebarStack: withoutRangeSidebars(context.sidebarStack),
    })),
    markTo: assign(({ event, context }) => ordered(context.from ?? (event as { date: string }).date, (event as { date: string }).date)),
    /** The range is gone: its sidebars close and the default sidebar may come back. */
    clearRange: assign(({ context }) => ({
      from: null,
      to: null,
      sidebarStack: withDefaultSidebar(withoutRangeSidebars(context.sidebarStack), context.showUpcomingBookings),
    })),
    /** Edit: a single marked day is the range [from, from]; the sidebar follows the events in it (HC §4). */
    openRangeSidebar: assign(({ context, event }) => {
      const to = context.to ?? context.from ?? '';
      const from = context.from ?? to;
      const touching = eventsInRange((event as { events?: CalendarEvent[] }).events ?? context.events, from, to);
      const payload: RangeSidebarPayload = { events: touching };
      return { to, sidebarStack: openSidebar(context.sidebarStack, { sidebar: routeSidebar(touching), payload, ofRange: true }) };
    }),
    openOtherSidebar: assign({
      sidebarStack: ({ context, event }) => {
        const e = event as Extract<CalendarSelectionEvent, { type: 'sidebar.open' }>;
        return openSidebar(context.sidebarStack, { sidebar: e.sidebar, payload: e.payload, ofRange: false });
      },
    }),
    // Within a sidebar of the range, what opens belongs to the range too (a booking of the list).
    openInRange: assign({
      sidebarStack: ({ context, event }) => {
        const e = event as Extract<CalendarSelectionEvent, { type: 'sidebar.open' }>;
        return openSidebar(context.sidebarStack, { sidebar: e.sidebar, payload: e.payload, ofRange: true });
      },
    }),
    replaceInRange: assign({
      sidebarStack: ({ context, event }) => {
        const e = event as Extract<CalendarSelectionEvent, { type: 'sidebar.replace' }>;
        return replaceSidebar(context.sidebarStack, { sidebar: e.sidebar, payload: e.payload, ofRange: true });
      },
    }),
    popSidebar: assign({ sidebarStack: ({ context }) => closeSidebar(context.sidebarStack) }),
    closeAllSidebars: assign({ sidebarStack: () => [] }),
    /** With nothing marked, an empty stack shows the default sidebar again. */
    popSidebarIdle: assign({ sidebarStack: ({ context }) => withDefaultSidebar(closeSidebar(context.sidebarStack), context.showUpcomingBookings) }),
    closeAllSidebarsIdle: assign({ sidebarStack: ({ context }) => withDefaultSidebar([], context.showUpcomingBookings) }),
  },
}).createMachine({
  id: 'calendarSelection',
  initial: 'idle',
  context: ({ input }) => {
    const showUpcomingBookings = input?.showUpcomingBookings ?? true;
    return { from: null, to: null, sidebarStack: withDefaultSidebar([], showUpcomingBookings), showUpcomingBookings, events: input?.events ?? [] };
  },
  states: {
    idle: {
      on: {
        'day.click': { target: 'marking', actions: 'markFrom' },
        'sidebar.open': { actions: 'openOtherSidebar' },
        'sidebar.close': { actions: 'popSidebarIdle' },
        'sidebar.closeAll': { guard: 'severalSidebars', actions: 'closeAllSidebarsIdle' },
      },
    },
    // One day marked: Edit opens its sidebar, the next click ends the range.
    marking: {
      tags: ['footer'],
      on: {
        'day.click': { target: 'marked', actions: 'markTo' },
        'footer.cancel': { target: 'idle', actions: 'clearRange' },
        'footer.edit': { target: 'editing', actions: 'openRangeSidebar' },
        'sidebar.open': { actions: 'openOtherSidebar' },
        'sidebar.close': { actions: 'popSidebar' },
        'sidebar.closeAll': { guard: 'severalSidebars', actions: 'closeAllSidebars' },
      },
    },
    // The footer shows the range; no sheet (a phone shows one only with a sidebar of the range).
    marked: {
      tags: ['footer'],
      on: {
        // A third click starts a new range.
        'day.click': { target: 'marking', actions: 'markFrom' },
        'footer.cancel': { target: 'idle', actions: 'clearRange' },
        'footer.edit': { target: 'editing', actions: 'openRangeSidebar' },
        'sidebar.open': { actions: 'openOtherSidebar' },
        'sidebar.close': { actions: 'popSidebar' },
        'sidebar.closeAll': { guard: 'severalSidebars', actions: 'closeAllSidebars' },
      },
    },
    // A sidebar of the range is open (on mobile in the bottom sheet); the footer gives way to it.
    editing: {
      tags: ['bottomSheet'],
      on: {
        'day.click': { target: 'marking', actions: 'markFrom' },
        'footer.cancel': { target: 'idle', actions: 'clearRange' },
        'bottomSheet.close': { target: 'idle', actions: 'clearRange' },
        'sidebar.open': { actions: 'openInRange' },
        'sidebar.replace': { guard: 'showsRequestDetails', actions: 'replaceInRange' },
        'sidebar.close': [{ guard: 'closesLastRangeSidebar', target: 'marked', actions: 'popSidebar' }, { actions: 'popSidebar' }],
        'sidebar.closeAll': { guard: 'severalSidebars', target: 'marked', actions: 'closeAllSidebars' },
      },
    },
  },
});
