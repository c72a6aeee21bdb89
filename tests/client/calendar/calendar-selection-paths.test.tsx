// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { MemoryRouter } from '../../../src/client/router';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { MachinePath } from '../../../machines/paths';
import type { CalendarSelectionEvent, calendarSelectionMachine } from '../../../machines/calendar-selection/calendar-selection.machine';
import { selectShowsCloseAll, selectIsMarked, selectRange, selectTopSidebar } from '../../../machines/calendar-selection/calendar-selection.select';
import { FIRST_DAY, LATER_DAY } from '../../../machines/calendar-selection/calendar-selection.fixtures';
import { RANGE_SIDEBARS } from '../../../src/shared/domain/calendar/sidebar-routing';
import { eachDay } from '../../../src/shared/domain/availability/dates';
import type { CalendarEvent } from '../../../src/shared/schemas/availability';
import { CalendarSelectionView } from '../../../src/client/features/calendar/calendar-selection-view';
import type { DayData } from '../../../src/client/features/calendar/calendar-month';
import { SIDEBARS_WITH_OWN_HEADER } from '../../../src/client/features/calendar/sidebars/sidebar-registry';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { scopeTexts } from '../support/step-form';
import { click, replayPaths, type Drivers, type HeldServer, type Ui } from '../support/path-replay';
import { onPhone } from './support/phone';
import { scaledMs } from '../../support/time-scale';

// The calendar-selection machine's paths replayed against the real CalendarSelectionView (the
// months of December 2026, the footer, the sidebar panel and, on a phone, the bottom sheet): a
// driver per event (what the host does), a view check per state; the paths that close the bottom
// sheet play on a phone, the others on a desktop. The machine calls no server:
// the sidebars' own reads get a 404 (each is tested on its own), and nothing is held.

const en = scopeTexts(['app', 'calendar', 'listing', 'bookings']);
const t = (key: string) => en[`calendar.selection.${key}`]!;

const UNIT = 'unit-villa';
const TODAY = '2026-11-30';
const DAYS: ReadonlyMap<string, DayData> = new Map(eachDay('2026-12-01', '2026-12-31').map((d) => [d, { price: 120, state: 'available' as const }]));
/** Days the checks read: the two of the fixtures, one between, one on each side. */
const WATCHED_DAYS = ['2026-12-04', FIRST_DAY, '2026-12-07', LATER_DAY, '2026-12-11'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The calendar's events as the page passes them; Edit sends them with footer.edit.
let shownEvents: CalendarEvent[] = [];
let rerender: (ui: ReactNode) => void = () => undefined;
let phone = false;
const view = (events: CalendarEvent[]) => <CalendarSelectionView unitId={UNIT} months={['2026-12']} today={TODAY} days={DAYS} events={events} busy={false} />;

const noServer: HeldServer = { holdWrites: () => () => undefined, failNextWrite: () => undefined };

// The bottom sheet is a phone's: a path closing it plays on a phone, the others on a desktop.
const layout = (path: MachinePath) => (path.steps.some((s) => s.event.type === 'bottomSheet.close') ? 'phone' : 'desktop');

function mount(path: MachinePath): HeldServer {
  phone = layout(path) === 'phone';
  if (phone) onPhone();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ type: 'about:blank', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } })));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <IntlProvider locale="en-US" messages={en}>
        <QueryClientProvider client={client}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </QueryClientProvider>
      </IntlProvider>
    </MemoryRouter>
  );
  shownEvents = [];
  rerender = render(view(shownEvents), { wrapper }).rerender;
  return noServer;
}

const dayButton = (date: string) => within(document.querySelector<HTMLElement>(`td[data-date="${date}"]`)!).getByRole('button');
const footer = () => screen.queryByRole('region', { name: t('footer.label') });
/** The sidebar panel on screen (not one sliding out). */
const panel = () => document.querySelector<HTMLElement>('aside.calendar-sidebar:not(.calendar-sidebar--closing)');
const sheet = () => document.querySelector<HTMLElement>('section.calendar-sheet');
const short = (d: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
const rangeText = (r: { from: string; to: string }) => (r.from === r.to ? short(r.from) : `${short(r.from)} – ${short(r.to)}`);

const drivers: Drivers<CalendarSelectionEvent> = {
  'day.click': (e, ui) => click(ui, dayButton(e.date)),
  'footer.cancel': async (_e, ui) => {
    const bar = footer();
    if (bar) return click(ui, within(bar).getByRole('button', { name: t('footer.cancel') }));
    // Without the footer (a sidebar of the range open), Escape on the months clears the range.
    const marked = WATCHED_DAYS.find((d) => dayButton(d).getAttribute('aria-pressed') === 'true');
    if (!marked) return false;
    dayButton(marked).focus();
    await ui.user.keyboard('{Escape}');
    return true;
  },
  'footer.edit': async (e, ui) => {
    const bar = footer();
    if (!bar) return false;
    // The step says what the calendar holds ("nothing is booked", or a booking): the calendar's
    // answer is that, and Edit sends it.
    const events = e.events ?? [];
    if (JSON.stringify(events) !== JSON.stringify(shownEvents)) {
      shownEvents = events;
      rerender(view(shownEvents));
    }
    return click(ui, within(bar).getByRole('button', { name: t('footer.edit') }));
  },
  // A stay's details open on top only from Show on a card of an events sidebar.
  'sidebar.open': async (_e, ui) => {
    const side = panel() ?? sheet();
    const show = side && within(side).queryAllByRole('button', { name: en['calendar.stay.show'] })[0];
    return show ? click(ui, show) : false;
  },
  // The one replace on the screen is a confirmed request's details giving way to its booking's.
  'sidebar.replace': () => Promise.resolve(false),
  'sidebar.close': (_e, ui) => {
    const side = panel();
    return click(ui, side && within(side).queryAllByRole('button', { name: t('sidebars.close') })[0]);
  },
  'sidebar.closeAll': (_e, ui) => {
    const side = panel();
    return click(ui, side && within(side).queryByRole('button', { name: t('sidebars.closeAll') }));
  },
  'bottomSheet.close': (_e, ui: Ui) => {
    // The sheet's own Close (a sidebar's Close in the sheet does the same).
    const header = sheet()?.querySelector<HTMLElement>('.calendar-sheet__header');
    return click(ui, header ? within(header).queryByRole('button', { name: t('sidebars.close') }) : null);
  },
};

type Snapshot = SnapshotFrom<typeof calendarSelectionMachine>;
const isRangeSidebar = (name: string) => (RANGE_SIDEBARS as readonly string[]).includes(name);

/** What every state shows: the marked days, the footer, and the sidebar on top where the layout puts it. */
function commonChecks(s: Snapshot) {
  for (const d of WATCHED_DAYS) expect(dayButton(d).getAttribute('aria-pressed'), d).toBe(String(selectIsMarked(s, d)));
  const range = selectRange(s);
  expect(footer() !== null, 'footer').toBe(s.hasTag('footer'));
  if (s.hasTag('footer')) expect(footer()!.textContent).toContain(rangeText(range!));
  const top = selectTopSidebar(s);
  // A desktop shows every sidebar in the panel; a phone shows those of the range in the bottom
  // sheet (with both ends of the range) and keeps the default list away.
  const inSheet = phone && top !== null && s.hasTag('bottomSheet') && isRangeSidebar(top.sidebar) ? top : null;
  const inPanel = phone ? (top && !top.ofRange && top.sidebar !== 'upcoming-bookings' ? top : null) : top;
  expect(document.querySelectorAll('aside.calendar-sidebar').length, 'panels').toBe(inPanel ? 1 : 0);
  if (inPanel) {
    const side = panel()!;
    expect(side.getAttribute('data-sidebar')).toBe(inPanel.sidebar);
    if (!SIDEBARS_WITH_OWN_HEADER.has(inPanel.sidebar)) expect(within(side).getByRole('heading', { level: 2 }).textContent).toBe(t(`title.${inPanel.sidebar}`));
    expect(within(side).queryByRole('button', { name: t('sidebars.closeAll') }) !== null, 'Close all').toBe(selectShowsCloseAll(s));
  }
  expect(sheet()?.getAttribute('data-sidebar') ?? null, 'bottom sheet').toBe(inSheet?.sidebar ?? null);
  if (inSheet) expect(document.getElementById('calendar-sheet-title')!.textContent).toBe(rangeText(range!));
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  idle: (s) => {
    commonChecks(s);
    expect(selectRange(s)).toBeNull();
    expect(footer()).toBeNull();
  },
  marking: (s) => {
    commonChecks(s);
    expect(footer()!.textContent).toContain(short(s.context.from!));
  },
  marked: (s) => {
    commonChecks(s);
    expect(footer()).not.toBeNull();
  },
  editing: (s) => {
    commonChecks(s);
    expect(footer()).toBeNull();
    expect(selectTopSidebar(s)!.ofRange).toBe(true);
    expect((panel() ?? sheet())?.getAttribute('data-sidebar')).toBe(selectTopSidebar(s)!.sidebar);
  },
};

it('every shortest path of the machine (and each cover path adding a move) plays on the real calendar, which shows each state', async () => {
  await replayPaths({
    name: 'calendar-selection',
    entry: machines['calendar-selection'],
    mount,
    mountKey: layout,
    drivers,
    viewChecks,
    retryStoppedMoves: 3,
    notDrivable: {
      'sidebar.open':
        "a booking's details open on top only from Show on a card of an events sidebar (imported or overlapping events, selected bookings); the sidebars of these paths (upcoming bookings, price and availability, a booking's details) have no Show, and the screen's other opener (the onboarding's Sync calendar) opens the calendar import, not a booking",
      'sidebar.replace': "the only replace on the screen is a booking request's details giving way to its booking's once the host confirms it; here the sidebars' reads get a 404, so the request's details show no Confirm (the browser's machine paths confirm a real request)",
    },
  });
}, scaledMs(60_000));
