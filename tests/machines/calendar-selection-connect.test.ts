import { describe, expect, it } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { connectCalendarSelection, sidebarFocusAfter } from '../../machines/calendar-selection/calendar-selection.connect';
import { calendarSelectionMachine, type CalendarSelectionInput, type SidebarEntry } from '../../machines/calendar-selection/calendar-selection.machine';
import { bookingOnFirstDay, FIRST_DAY, LATER_DAY, requestOnFirstDay } from '../../machines/calendar-selection/calendar-selection.fixtures';
import { UPCOMING_BOOKINGS_ENTRY } from '../../machines/calendar-selection/sidebar-stack';
import { BOTTOM_SHEET_HEADER_HEIGHT, BOTTOM_SHEET_HEIGHTS } from '../../src/shared/domain/calendar/sidebar-routing';
import type { CalendarEvent } from '../../src/shared/schemas/availability';
import { checkedSend } from './support/checked-send';

// connectCalendarSelection: what the months, the footer, the panel and the phone's bottom sheet
// show in each state of the real machine (it invokes no actor), at both widths, and what each
// control sends — always an event the machine takes where the host is. And sidebarFocusAfter,
// where the focus goes when the sidebars change.

type Calendar = Actor<typeof calendarSelectionMachine>;

const start = (input?: CalendarSelectionInput) => createActor(calendarSelectionMachine, { input }).start();
const secondBooking: CalendarEvent = { ...bookingOnFirstDay, id: 'booking:b-2', booking: 'b-2', label: 'John Guest' };
const range = { from: FIRST_DAY, to: LATER_DAY };

/** The connect of the actor's snapshot now; its `send` refuses an event the machine does not take there. */
function connect(actor: Calendar, options: { phone?: boolean; events?: readonly CalendarEvent[]; sent?: string[] } = {}) {
  return connectCalendarSelection(actor.getSnapshot(), checkedSend(actor, options.sent), { phone: options.phone ?? false, events: options.events ?? [] });
}

/** Two clicks, later day first: the range is ordered. */
function markRange(actor: Calendar) {
  connect(actor).clickDay(LATER_DAY);
  connect(actor).clickDay(FIRST_DAY);
}

describe('connectCalendarSelection', () => {
  it('with nothing marked: no range nor footer; the default list is the desktop panel, not the phone one', () => {
    const actor = start();
    expect(connect(actor)).toMatchObject({ range: null, footer: null, sheet: null, top: UPCOMING_BOOKINGS_ENTRY, stackSize: 1, closeAllShown: false, canCancelRange: false });
    expect(connect(actor).panel).toEqual(UPCOMING_BOOKINGS_ENTRY);
    expect(connect(actor, { phone: true }).panel).toBeNull();
    expect(connect(actor).isMarked(FIRST_DAY)).toBe(false);
    // The host's setting off: no default list.
    expect(connect(start({ showUpcomingBookings: false }))).toMatchObject({ top: null, panel: null, stackSize: 0 });
  });

  it('marks a day, then a range: the footer shows it and Escape may clear it; Cancel clears it', () => {
    const actor = start();
    const sent: string[] = [];
    connect(actor, { sent }).clickDay(LATER_DAY);
    expect(connect(actor)).toMatchObject({ range: { from: LATER_DAY, to: LATER_DAY }, footer: { range: { from: LATER_DAY, to: LATER_DAY } }, canCancelRange: true, sheet: null });
    connect(actor, { sent }).clickDay(FIRST_DAY);
    const view = connect(actor, { phone: true });
    expect(view).toMatchObject({ range, footer: { range }, canCancelRange: true, sheet: null });
    expect([FIRST_DAY, '2026-12-07', LATER_DAY].map(view.isMarked)).toEqual([true, true, true]);
    expect(['2026-12-04', '2026-12-11'].map(view.isMarked)).toEqual([false, false]);
    connect(actor, { sent }).cancelRange();
    expect(sent).toEqual(['day.click', 'day.click', 'footer.cancel']);
    expect(connect(actor)).toMatchObject({ range: null, footer: null, top: UPCOMING_BOOKINGS_ENTRY });
  });

  it('Edit opens the range sidebar routed by the current events: a panel on a desktop, whose own Close goes back to the footer', () => {
    const actor = start();
    markRange(actor);
    const sent: string[] = [];
    connect(actor, { events: [bookingOnFirstDay], sent }).edit();
    expect(sent).toEqual(['footer.edit']);
    const view = connect(actor);
    expect(view.top).toMatchObject({ sidebar: 'booking-details', ofRange: true });
    expect(view).toMatchObject({ range, footer: null, sheet: null, stackSize: 2, closeAllShown: true, canCancelRange: true });
    expect(view.panel).toBe(view.top);
    connect(actor, { sent }).closeFromSidebar();
    expect(sent).toEqual(['footer.edit', 'sidebar.close']);
    expect(connect(actor)).toMatchObject({ range, footer: { range }, top: UPCOMING_BOOKINGS_ENTRY });
  });

  it('on a phone the range sidebar is in the bottom sheet, titled with the range; its Close resets the range', () => {
    const actor = start();
    markRange(actor);
    connect(actor, { phone: true }).edit();
    const view = connect(actor, { phone: true });
    expect(view.top).toMatchObject({ sidebar: 'price-and-availability', ofRange: true });
    expect(view.panel).toBeNull();
    expect(view.sheet).toEqual({ entry: view.top, height: BOTTOM_SHEET_HEIGHTS['price-and-availability'] + BOTTOM_SHEET_HEADER_HEIGHT, range });
    const sent: string[] = [];
    connect(actor, { phone: true, sent }).closeFromSidebar();
    expect(sent).toEqual(['bottomSheet.close']);
    expect(connect(actor, { phone: true })).toMatchObject({ range: null, footer: null, sheet: null, top: UPCOMING_BOOKINGS_ENTRY });

    // The sheet's own Close does the same.
    markRange(actor);
    connect(actor, { phone: true }).edit();
    const closed: string[] = [];
    connect(actor, { phone: true, sent: closed }).closeSheet();
    expect(closed).toEqual(['bottomSheet.close']);
    expect(connect(actor).range).toBeNull();
  });

  it("a list of the range shows the calendar's events in it now; one opened outside a range shows those it was given", () => {
    const actor = start();
    markRange(actor);
    connect(actor, { events: [bookingOnFirstDay, secondBooking] }).edit();
    const top = connect(actor).top!;
    expect(top).toMatchObject({ sidebar: 'selected-bookings', ofRange: true });
    // After a decision the grid reads its events again: the list follows them, not the payload of Edit.
    expect(connect(actor, { events: [secondBooking] }).sidebarEvents(top)).toEqual([secondBooking]);
    expect(connect(actor, { events: [{ ...secondBooking, dateFrom: '2027-01-02', dateTo: '2027-01-04' }] }).sidebarEvents(top)).toEqual([]);
    const given: SidebarEntry = { sidebar: 'selected-bookings', payload: { events: [bookingOnFirstDay] }, ofRange: false };
    expect(connect(actor, { events: [secondBooking] }).sidebarEvents(given)).toEqual([bookingOnFirstDay]);
    expect(connect(actor).sidebarEvents({ sidebar: 'event-details', ofRange: false })).toEqual([]);
  });

  it('a stay opens on top of the list, Close goes back to it, Close all closes the range sidebars', () => {
    const actor = start();
    markRange(actor);
    connect(actor, { events: [bookingOnFirstDay, secondBooking] }).edit();
    const sent: string[] = [];
    connect(actor, { sent }).openSidebar('booking-details', { stay: 'b-1' });
    expect(connect(actor).top).toMatchObject({ sidebar: 'booking-details', ofRange: true, payload: { stay: 'b-1' } });
    expect(connect(actor).stackSize).toBe(3);
    connect(actor, { sent }).closeSidebar();
    expect(connect(actor).top).toMatchObject({ sidebar: 'selected-bookings' });
    connect(actor, { sent }).openSidebar('booking-details', { stay: 'b-1' });
    connect(actor, { sent }).closeAll();
    expect(sent).toEqual(['sidebar.open', 'sidebar.close', 'sidebar.open', 'sidebar.closeAll']);
    expect(connect(actor)).toMatchObject({ range, footer: { range }, top: null, stackSize: 0, closeAllShown: false });
  });

  it("a confirmed request's details give way to its booking's", () => {
    const actor = start();
    markRange(actor);
    connect(actor, { events: [requestOnFirstDay] }).edit();
    expect(connect(actor).top).toMatchObject({ sidebar: 'booking-request-details' });
    const sent: string[] = [];
    connect(actor, { sent }).replaceSidebar('booking-details', { bookingId: 'b-1' });
    expect(sent).toEqual(['sidebar.replace']);
    expect(connect(actor)).toMatchObject({ top: { sidebar: 'booking-details', ofRange: true }, stackSize: 2 });
  });

  it('the import opened from its task is a panel at both widths, over the default list; Escape on it closes it', () => {
    const actor = start();
    const sent: string[] = [];
    connect(actor, { sent }).openSidebar('calendar-import');
    const phone = connect(actor, { phone: true });
    expect(phone.top).toMatchObject({ sidebar: 'calendar-import', ofRange: false });
    expect(phone.panel).toBe(phone.top);
    expect(phone).toMatchObject({ sheet: null, footer: null, closeAllShown: true, canCancelRange: false });
    connect(actor, { sent }).closeSidebar();
    expect(sent).toEqual(['sidebar.open', 'sidebar.close']);
    expect(connect(actor)).toMatchObject({ top: UPCOMING_BOOKINGS_ENTRY, stackSize: 1 });
  });
});

describe('sidebarFocusAfter', () => {
  const list: SidebarEntry = UPCOMING_BOOKINGS_ENTRY;
  const ofRange: SidebarEntry = { sidebar: 'price-and-availability', ofRange: true };
  const other: SidebarEntry = { sidebar: 'calendar-import', ofRange: false };

  it('into the panel when a sidebar opens on top: one of the range, or the stack grew', () => {
    expect(sidebarFocusAfter({ top: list, stackSize: 1 }, { top: ofRange, stackSize: 2 })).toBe('panel');
    expect(sidebarFocusAfter({ top: list, stackSize: 1 }, { top: other, stackSize: 2 })).toBe('panel');
    expect(sidebarFocusAfter({ top: null, stackSize: 0 }, { top: other, stackSize: 1 })).toBe('panel');
  });

  it('back to the day when the top sidebar closes to another or to none', () => {
    expect(sidebarFocusAfter({ top: ofRange, stackSize: 2 }, { top: list, stackSize: 1 })).toBe('day');
    expect(sidebarFocusAfter({ top: other, stackSize: 1 }, { top: null, stackSize: 0 })).toBe('day');
  });

  it('nowhere while the top stays (the first render, or a sidebar opened below it)', () => {
    expect(sidebarFocusAfter({ top: list, stackSize: 1 }, { top: list, stackSize: 1 })).toBeNull();
    expect(sidebarFocusAfter({ top: ofRange, stackSize: 2 }, { top: ofRange, stackSize: 3 })).toBeNull();
  });
});
