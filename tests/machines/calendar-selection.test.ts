import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { machines } from '../../machines/index';
import { calendarSelectionMachine, type CalendarSelectionInput, type SidebarEntry } from '../../machines/calendar-selection/calendar-selection.machine';
import { bookingOnFirstDay, FIRST_DAY, LATER_DAY, requestOnFirstDay } from '../../machines/calendar-selection/calendar-selection.fixtures';
import { selectBottomSheetHeight, selectIsMarked, selectPanelSidebar, selectRange, selectRangeState, selectShowsBottomSheet, selectShowsCloseAll, selectShowsFooter, selectTopSidebar } from '../../machines/calendar-selection/calendar-selection.select';
import type { CalendarEvent } from '../../src/shared/schemas/availability';
import { assertFullCoverage, assertStateChecks, walkAll } from '../support/model-coverage';
import { scaledMs } from '../support/time-scale';

const entry = machines['calendar-selection'];

const rangeEntries = (s: AnyMachineSnapshot) => (s.context.sidebarStack as SidebarEntry[]).filter((e) => e.ofRange);

// Whatever path led to a state, these hold there.
const stateChecks = {
  idle: (s) => {
    expect([s.context.from, s.context.to]).toEqual([null, null]);
    expect(s.hasTag('footer') || s.hasTag('bottomSheet')).toBe(false);
    expect(rangeEntries(s)).toEqual([]);
    // The walk runs with the setting on: with nothing marked the stack is never empty.
    expect(s.context.sidebarStack.length).toBeGreaterThan(0);
  },
  marking: (s) => {
    expect(s.context.from).not.toBeNull();
    expect(s.context.to).toBeNull();
    expect(s.hasTag('footer')).toBe(true);
    expect(s.hasTag('bottomSheet')).toBe(false);
    expect(rangeEntries(s)).toEqual([]);
  },
  marked: (s) => {
    expect(s.context.from <= s.context.to).toBe(true);
    // The footer, and no bottom sheet: a phone shows one only with a sidebar of the range.
    expect(s.hasTag('footer')).toBe(true);
    expect(s.hasTag('bottomSheet')).toBe(false);
    expect(rangeEntries(s)).toEqual([]);
  },
  editing: (s) => {
    expect(s.context.from <= s.context.to).toBe(true);
    expect(s.hasTag('footer')).toBe(false);
    expect(s.hasTag('bottomSheet')).toBe(true);
    const stack = s.context.sidebarStack as SidebarEntry[];
    expect(rangeEntries(s).length).toBeGreaterThan(0);
    // The range's sidebars sit on top of the others: closing them all gives back what was open before.
    const firstOfRange = stack.findIndex((e) => e.ofRange);
    expect(stack.slice(firstOfRange).every((e) => e.ofRange)).toBe(true);
  },
} satisfies Record<string, (s: AnyMachineSnapshot) => void>;

const checkAnyState = (s: AnyMachineSnapshot) => {
  stateChecks[s.value as keyof typeof stateChecks](s);
  // The same sidebar never appears twice in one part of the stack (opening it again goes back to it).
  const keys = (s.context.sidebarStack as SidebarEntry[]).map((e) => `${e.sidebar}/${e.ofRange}`);
  expect(new Set(keys).size).toBe(keys.length);
};

describe('calendar-selection machine, model-based', () => {
  it('every generated path replays on the real machine, and the walk covers everything', async () => {
    assertStateChecks(entry.machine, stateChecks);
    const { walked, visited } = await walkAll(entry, checkAnyState);
    expect(walked.length).toBeGreaterThan(1000);
    assertFullCoverage(entry, walked, visited);
  }, scaledMs(60_000));
});

const start = (input?: CalendarSelectionInput) => createActor(calendarSelectionMachine, { input }).start();
const sidebars = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.sidebarStack.map((e) => e.sidebar);
/** Marks a range as the host does: two clicks. */
const markRange = (actor: ReturnType<typeof start>, first: string, second: string) => {
  actor.send({ type: 'day.click', date: first });
  actor.send({ type: 'day.click', date: second });
};

describe('marking days', () => {
  it('the first click sets from, the second sets to, one before from swaps them, a third starts again', () => {
    const actor = start();
    actor.send({ type: 'day.click', date: LATER_DAY });
    expect(selectRange(actor.getSnapshot())).toEqual({ from: LATER_DAY, to: LATER_DAY });
    expect(actor.getSnapshot().context).toMatchObject({ from: LATER_DAY, to: null });
    actor.send({ type: 'day.click', date: FIRST_DAY });
    expect(actor.getSnapshot().context).toMatchObject({ from: FIRST_DAY, to: LATER_DAY });
    expect(selectIsMarked(actor.getSnapshot(), '2026-12-07')).toBe(true);
    expect(selectIsMarked(actor.getSnapshot(), '2026-12-11')).toBe(false);
    actor.send({ type: 'day.click', date: '2026-12-20' });
    expect(actor.getSnapshot().value).toBe('marking');
    expect(actor.getSnapshot().context).toMatchObject({ from: '2026-12-20', to: null });
  });

  it('the footer shows once a day is marked, the bottom sheet only with a sidebar of the range', () => {
    const actor = start();
    const tags = () => [selectShowsFooter(actor.getSnapshot()), selectShowsBottomSheet(actor.getSnapshot())];
    expect(tags()).toEqual([false, false]);
    actor.send({ type: 'day.click', date: FIRST_DAY });
    expect(tags()).toEqual([true, false]);
    actor.send({ type: 'day.click', date: LATER_DAY });
    expect(tags()).toEqual([true, false]);
    actor.send({ type: 'footer.edit' });
    expect(tags()).toEqual([false, true]); // the sidebar of the range replaces the footer
    actor.send({ type: 'sidebar.close' });
    expect(tags()).toEqual([true, false]);
    actor.send({ type: 'footer.cancel' });
    expect(tags()).toEqual([false, false]);
    expect(actor.getSnapshot().context).toMatchObject({ from: null, to: null });
  });

  it('the marked range is blocked, available or mixed by the days of the calendar (HC §4 marking)', () => {
    const days = [
      { date: '2026-12-05', state: 'available' as const },
      { date: '2026-12-06', state: 'blocked' as const },
      { date: '2026-12-07', state: 'blocked' as const },
    ];
    const actor = start();
    expect(selectRangeState(actor.getSnapshot(), days)).toBeNull();
    actor.send({ type: 'day.click', date: '2026-12-06' });
    expect(selectRangeState(actor.getSnapshot(), days)).toBe('blocked');
    actor.send({ type: 'day.click', date: '2026-12-07' });
    expect(selectRangeState(actor.getSnapshot(), days)).toBe('blocked');
    actor.send({ type: 'day.click', date: '2026-12-05' }); // a third click starts again
    expect(selectRangeState(actor.getSnapshot(), days)).toBe('available');
    actor.send({ type: 'day.click', date: '2026-12-07' });
    expect(selectRangeState(actor.getSnapshot(), days)).toBe('mixed');
  });

  it('closing the bottom sheet resets the range and its sidebars', () => {
    const actor = start();
    markRange(actor, LATER_DAY, FIRST_DAY);
    expect(actor.getSnapshot().context).toMatchObject({ from: FIRST_DAY, to: LATER_DAY });
    actor.send({ type: 'footer.edit' });
    expect(sidebars(actor)).toEqual(['upcoming-bookings', 'price-and-availability']);
    actor.send({ type: 'bottomSheet.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ from: null, to: null });
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
  });
});

describe('Edit routes the range to its sidebar (HC §4)', () => {
  it('uses the events of the payload, keeping only those touching the range', () => {
    const actor = start();
    actor.send({ type: 'day.click', date: FIRST_DAY });
    actor.send({ type: 'day.click', date: LATER_DAY });
    const faraway: CalendarEvent = { ...bookingOnFirstDay, id: 'booking:b-9', booking: 'b-9', dateFrom: '2027-01-10', dateTo: '2027-01-12' };
    actor.send({ type: 'footer.edit', events: [bookingOnFirstDay, faraway] });
    expect(selectTopSidebar(actor.getSnapshot())).toEqual({ sidebar: 'booking-details', payload: { events: [bookingOnFirstDay] }, ofRange: true });
  });

  it('falls back to the events given at start, and a single marked day is the range [from, from]', () => {
    const actor = start({ events: [bookingOnFirstDay] });
    actor.send({ type: 'day.click', date: LATER_DAY });
    actor.send({ type: 'footer.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ from: LATER_DAY, to: LATER_DAY });
    expect(selectTopSidebar(actor.getSnapshot())?.sidebar).toBe('price-and-availability');
    actor.send({ type: 'day.click', date: FIRST_DAY });
    actor.send({ type: 'footer.edit' });
    expect(selectTopSidebar(actor.getSnapshot())?.sidebar).toBe('booking-details');
  });

  it('the bottom sheet is as high as HC §9 says for the sidebar on top, header strip included', () => {
    const actor = start();
    markRange(actor, FIRST_DAY, LATER_DAY);
    expect(selectBottomSheetHeight(actor.getSnapshot())).toBeNull(); // marked: the footer, no sheet
    // Not even with a booking's details on top, opened outside the range (from upcoming bookings).
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-1' } });
    expect(selectBottomSheetHeight(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'sidebar.close' });
    actor.send({ type: 'footer.edit' });
    expect(selectBottomSheetHeight(actor.getSnapshot())).toBe(305 + 51);
    actor.send({ type: 'sidebar.open', sidebar: 'event-details' });
    expect(selectBottomSheetHeight(actor.getSnapshot())).toBe(219 + 51);
  });
});

describe('the sidebar stack', () => {
  it('shows upcoming bookings by default, or nothing when the setting is off', () => {
    expect(sidebars(start())).toEqual(['upcoming-bookings']);
    const off = start({ showUpcomingBookings: false });
    expect(sidebars(off)).toEqual([]);
    markRange(off, FIRST_DAY, LATER_DAY);
    off.send({ type: 'footer.cancel' });
    expect(sidebars(off)).toEqual([]);
  });

  it('open pushes, close pops, and with nothing marked the default comes back', () => {
    const actor = start();
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-1' } });
    expect(sidebars(actor)).toEqual(['upcoming-bookings', 'booking-details']);
    actor.send({ type: 'sidebar.close' });
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
    actor.send({ type: 'sidebar.close' });
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details' });
    actor.send({ type: 'sidebar.closeAll' });
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
  });

  it("replace swaps the top only where the screen sends it: a confirmed request's details give way to its booking's", () => {
    const actor = start();
    const replace = { type: 'sidebar.replace', sidebar: 'booking-details', payload: { bookingId: 'b-2' } } as const;
    // Outside a range no sidebar replaces itself.
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-1' } });
    expect(actor.getSnapshot().can(replace)).toBe(false);
    markRange(actor, FIRST_DAY, LATER_DAY);
    expect(actor.getSnapshot().can(replace)).toBe(false);
    // Price and availability (nothing booked) has no replace either.
    actor.send({ type: 'footer.edit' });
    expect(actor.getSnapshot().can(replace)).toBe(false);
    actor.send({ type: 'footer.cancel' });
    markRange(actor, FIRST_DAY, LATER_DAY);
    actor.send({ type: 'footer.edit', events: [requestOnFirstDay] });
    expect(sidebars(actor)).toEqual(['upcoming-bookings', 'booking-details', 'booking-request-details']);
    actor.send(replace);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.sidebarStack.at(-1)).toEqual({ sidebar: 'booking-details', payload: { bookingId: 'b-2' }, ofRange: true });
  });

  it('close-all is taken only with more than one sidebar open, as the screen shows it', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'sidebar.closeAll' })).toBe(false);
    actor.send({ type: 'sidebar.open', sidebar: 'calendar-import' });
    expect(selectShowsCloseAll(actor.getSnapshot())).toBe(true);
    const off = start({ showUpcomingBookings: false });
    markRange(off, FIRST_DAY, LATER_DAY);
    off.send({ type: 'footer.edit' });
    expect(sidebars(off)).toEqual(['price-and-availability']);
    expect(selectShowsCloseAll(off.getSnapshot())).toBe(false);
  });

  it('opening a sidebar already open goes back to it, with the new payload', () => {
    const actor = start();
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-1' } });
    actor.send({ type: 'sidebar.open', sidebar: 'event-details' });
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-2' } });
    expect(actor.getSnapshot().context.sidebarStack).toEqual([
      { sidebar: 'upcoming-bookings', ofRange: false },
      { sidebar: 'booking-details', payload: { bookingId: 'b-2' }, ofRange: false },
    ]);
  });

  it('sidebars opened from a sidebar of the range belong to it: closing the last brings the footer back', () => {
    const actor = start();
    markRange(actor, FIRST_DAY, LATER_DAY);
    actor.send({ type: 'footer.edit', events: [bookingOnFirstDay, { ...bookingOnFirstDay, id: 'booking:b-2', booking: 'b-2', dateFrom: '2026-12-08', dateTo: '2026-12-09' }] });
    expect(sidebars(actor)).toEqual(['upcoming-bookings', 'selected-bookings']);
    actor.send({ type: 'sidebar.open', sidebar: 'booking-details', payload: { bookingId: 'b-2' } });
    expect(actor.getSnapshot().context.sidebarStack.map((e) => e.ofRange)).toEqual([false, true, true]);
    actor.send({ type: 'sidebar.close' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'sidebar.close' });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
  });

  it('close-all while editing closes every sidebar but keeps the range marked', () => {
    const actor = start();
    markRange(actor, FIRST_DAY, LATER_DAY);
    actor.send({ type: 'footer.edit' });
    actor.send({ type: 'sidebar.closeAll' });
    expect(actor.getSnapshot().value).toBe('marked');
    expect(sidebars(actor)).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ from: FIRST_DAY, to: LATER_DAY });
    actor.send({ type: 'footer.cancel' });
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
  });

  it('a new click while editing drops the sidebars of the old range', () => {
    const actor = start();
    markRange(actor, FIRST_DAY, LATER_DAY);
    actor.send({ type: 'footer.edit' });
    actor.send({ type: 'day.click', date: '2026-12-20' });
    expect(actor.getSnapshot().value).toBe('marking');
    expect(sidebars(actor)).toEqual(['upcoming-bookings']);
  });
});

describe('the panel beside or above the months (HC §4)', () => {
  it('on a desktop shows the top sidebar; on a phone only one asked for outside a range', () => {
    const actor = start();
    const panel = (phone: boolean) => selectPanelSidebar(actor.getSnapshot(), { phone })?.sidebar ?? null;
    expect([panel(false), panel(true)]).toEqual(['upcoming-bookings', null]);
    actor.send({ type: 'sidebar.open', sidebar: 'calendar-import' });
    expect([panel(false), panel(true)]).toEqual(['calendar-import', 'calendar-import']);
    actor.send({ type: 'day.click', date: FIRST_DAY });
    actor.send({ type: 'day.click', date: LATER_DAY });
    actor.send({ type: 'footer.edit' });
    // The range's sidebar: a panel on the desktop, the bottom sheet on a phone.
    expect([panel(false), panel(true)]).toEqual(['price-and-availability', null]);
  });
});
