import { expect, test, type Page } from '@playwright/test';
import { createActor, type Actor, type EventObject } from 'xstate';
import { calendarSelectionMachine, type CalendarSelectionEvent } from '../../machines/calendar-selection/calendar-selection.machine';
import { selectCanGoBack, selectIsMarked, selectRange, selectTopSidebar } from '../../machines/calendar-selection/calendar-selection.select';
import { RANGE_SIDEBARS } from '../../src/shared/domain/calendar/sidebar-routing';
import { demoDay } from './support/demo-days';
import { playCoverPaths, type Held } from './support/machine-paths';
import { signIn } from './support/sign-in';

// The calendar-selection machine's cover paths (HC §2 Calendar, HC §4, HC §9) in the real browser:
// anna@ (reads English) on the first unit of /calendar. The machine calls no server, so nothing is
// held. The paths' two days (the fixtures' 5 and 10 December) are the days 5 and 10 from the demo
// today, free on anna's units (seed-stays.ts: her first stay is +20), so Edit opens price and
// availability; nothing is saved there.
//
// What the screen offers to send each event: a day's button, the footer's Cancel and Edit (Escape
// on the months clears the range when a sidebar of it hides the footer), the panel's Close and
// Close all, the bottom sheet's Close on a phone, and, for sidebar.open, the onboarding task "Sync
// your other calendars" (it opens the import sidebar; within a range, on top of the range's). Open
// on the task also marks it seen on the server: that PUT is answered in the browser with the
// host's interactions as they are, so the task stays pending for the next path and for later
// journeys. The view's sends are mirrored in a model actor of the machine, the state checks
// compare the screen with its snapshot (marked days, footer, the sidebar on top, Close all).

const DAYS = { '2026-12-05': 5, '2026-12-10': 10 } as const;
/** Days the checks read: both of the paths, one between, one on each side. */
const WATCHED = [4, 5, 7, 10, 11].map(demoDay);
const TEXTS = {
  footer: 'Marked days',
  cancel: 'Cancel',
  edit: 'Edit',
  close: 'Close',
  closeAll: 'Close all',
  tasks: 'Get your calendar ready',
  sync: 'Sync your other calendars',
  open: 'Open',
} as const;
const TITLES: Record<string, string> = {
  'price-and-availability': 'Price and availability',
  'upcoming-bookings': 'Upcoming bookings',
  'calendar-import': 'Import a calendar',
};

interface PathContext {
  held: Held | null;
  phone: boolean;
  /** The machine as the view's sends drive it: what the screen must show. */
  model: Actor<typeof calendarSelectionMachine>;
}

const dayOf = (e: EventObject) => {
  const n = DAYS[(e as unknown as { date: string }).date as keyof typeof DAYS];
  expect(n, `a day of the paths: ${JSON.stringify(e)}`).toBeDefined();
  return demoDay(n);
};
const dayButton = (page: Page, iso: string) => page.locator(`td[data-date="${iso}"]`).getByRole('button');
const footer = (page: Page) => page.getByRole('region', { name: TEXTS.footer });
/** The sidebar panel on screen (not one sliding out). */
const panel = (page: Page) => page.locator('aside.calendar-sidebar:not(.calendar-sidebar--closing)');
const sheet = (page: Page) => page.locator('section.calendar-sheet');
const syncTask = (page: Page) => page.getByRole('region', { name: TEXTS.tasks }).getByRole('listitem', { name: TEXTS.sync });
const short = (iso: string) => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const rangeText = (r: { from: string; to: string }) => (r.from === r.to ? short(r.from) : `${short(r.from)} – ${short(r.to)}`);
const isRangeSidebar = (name: string) => (RANGE_SIDEBARS as readonly string[]).includes(name);

const send = (c: PathContext, event: CalendarSelectionEvent) => c.model.send(event);

/** The onboarding task's Open: the import sidebar opens (sidebar.open). */
async function openImport(p: Page, c: PathContext) {
  await syncTask(p).getByRole('button', { name: TEXTS.open }).click();
  send(c, { type: 'sidebar.open', sidebar: 'calendar-import' });
}

test('every cover path of calendar-selection plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(120_000);
  // Open on the task marks it seen: answered here with the interactions as they are (see above).
  await page.route('**/api/app/user/interaction', async (route) => {
    if (route.request().method() !== 'PUT' || !(route.request().postData() ?? '').includes('calendar_onboarding_')) return route.continue();
    const list = await route.fetch({ url: route.request().url().replace(/interaction$/, 'interactions'), method: 'GET' });
    await route.fulfill({ response: list });
  });
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar\/[^/]+$/);
  const calendar = page.url();

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'calendar-selection',
    start: async (p, path) => {
      // The bottom sheet is a phone's: a path closing it plays at 390 px, the others on a desktop.
      const phone = path.steps.some((s) => s.event.type === 'bottomSheet.close');
      await p.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      await p.goto(calendar);
      for (const n of Object.values(DAYS)) await expect(p.locator(`td[data-date="${demoDay(n)}"]`)).toHaveAttribute('data-state', 'available');
      await expect(syncTask(p)).toBeVisible();
      const model = createActor(calendarSelectionMachine, { input: { showUpcomingBookings: true, events: [] } });
      model.start();
      return { held: null, phone, model };
    },
    finish: async (_p, c) => {
      c.model.stop();
    },
    steps: {
      'day.click': async (p, e, c) => {
        const day = dayOf(e);
        await dayButton(p, day).click();
        send(c, { type: 'day.click', date: day });
      },
      'footer.cancel': async (p, _e, c) => {
        if (c.model.getSnapshot().hasTag('footer')) await footer(p).getByRole('button', { name: TEXTS.cancel }).click();
        else {
          // A sidebar of the range hides the footer: Escape on a marked day clears the range.
          await dayButton(p, selectRange(c.model.getSnapshot())!.from).focus();
          await p.keyboard.press('Escape');
        }
        send(c, { type: 'footer.cancel' });
      },
      // The calendar has nothing on these days: Edit sends no event in the range.
      'footer.edit': async (p, _e, c) => {
        await footer(p).getByRole('button', { name: TEXTS.edit }).click();
        send(c, { type: 'footer.edit', events: [] });
      },
      'sidebar.open': (p, _e, c) => openImport(p, c),
      'sidebar.close': async (p, _e, c) => {
        // Price and availability has its own header with its Close; the others the panel's.
        await panel(p).getByRole('button', { name: TEXTS.close, exact: true }).first().click();
        send(c, { type: 'sidebar.close' });
      },
      'sidebar.closeAll': async (p, _e, c) => {
        // Close all shows with more than one sidebar open: with one, the import is opened on top
        // first (a sidebar.open, which keeps the state) — what a host does to see the button.
        if (!selectCanGoBack(c.model.getSnapshot())) await openImport(p, c);
        await panel(p).getByRole('button', { name: TEXTS.closeAll }).click();
        send(c, { type: 'sidebar.closeAll' });
      },
      'bottomSheet.close': async (p, _e, c) => {
        await sheet(p).locator('.calendar-sheet__header').getByRole('button', { name: TEXTS.close }).click();
        send(c, { type: 'bottomSheet.close' });
      },
    },
    states: Object.fromEntries(['idle', 'marking', 'marked', 'editing'].map((state) => [state, (p: Page, c: PathContext) => showsModel(p, c, state)])),
    notDrivable: {
      'calendar-selection-6bec32':
        "sidebar.replace while days are marked (and no sidebar of the range is open): the screen's one replace is a booking request's details giving way to its booking's once the host confirms it, a sidebar of the range only (editing), and confirming writes a booking into the shared demo data",
      'calendar-selection-e32230': 'sidebar.replace while one day is marked: as calendar-selection-6bec32, the one replace on the screen is from a booking request confirmed in a sidebar of the range (editing) and writes a booking',
      'calendar-selection-e4bc51': 'sidebar.replace with nothing marked: as calendar-selection-6bec32, the one replace on the screen is from a booking request confirmed in a sidebar of the range (editing) and writes a booking',
      'calendar-selection-8f3c0b':
        'sidebar.closeAll with nothing marked and one sidebar (the import) open: Close all shows only with more than one sidebar open, and with nothing marked the only other opener (the onboarding task) opens the import again, so the stack never holds two',
    },
  });
  // The task Open answered in the browser: the server still has it pending.
  await page.goto(calendar);
  await expect(syncTask(page)).toBeVisible();
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});

/** The screen shows the model's snapshot: the state, the marked days, the footer and the sidebar on top. */
async function showsModel(p: Page, c: PathContext, state: string) {
  const s = c.model.getSnapshot();
  expect(s.value, 'the view sent what the path walks').toBe(state);
  for (const d of WATCHED) await expect(dayButton(p, d), d).toHaveAttribute('aria-pressed', String(selectIsMarked(s, d)));
  const range = selectRange(s);
  if (s.hasTag('footer')) await expect(footer(p)).toContainText(rangeText(range!));
  else await expect(footer(p)).toHaveCount(0);
  const top = selectTopSidebar(s);
  // A desktop shows every sidebar in the panel; a phone shows those of the range in the bottom
  // sheet (titled with the range) and keeps the default list away.
  const inSheet = c.phone && top !== null && s.hasTag('bottomSheet') && isRangeSidebar(top.sidebar) ? top : null;
  const inPanel = c.phone ? (top && !top.ofRange && top.sidebar !== 'upcoming-bookings' ? top : null) : top;
  if (inPanel) {
    await expect(panel(p)).toHaveAttribute('data-sidebar', inPanel.sidebar);
    await expect(panel(p)).toHaveAccessibleName(TITLES[inPanel.sidebar]!);
    await expect(panel(p).getByRole('button', { name: TEXTS.closeAll })).toHaveCount(selectCanGoBack(s) ? 1 : 0);
  } else await expect(panel(p)).toHaveCount(0);
  if (inSheet) {
    await expect(sheet(p)).toHaveAttribute('data-sidebar', inSheet.sidebar);
    await expect(p.getByRole('dialog', { name: rangeText(range!) })).toBeVisible();
  } else await expect(sheet(p)).toHaveCount(0);
}
