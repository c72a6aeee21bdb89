import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createActor, type Actor, type EventObject } from 'xstate';
import { calendarSelectionMachine, type CalendarSelectionEvent } from '../../machines/calendar-selection/calendar-selection.machine';
import { selectIsMarked, selectRange, selectShowsCloseAll, selectTopSidebar } from '../../machines/calendar-selection/calendar-selection.select';
import { FIRST_DAY, LATER_DAY } from '../../machines/calendar-selection/calendar-selection.fixtures';
import { addDays } from '../../src/shared/domain/availability/dates';
import { textFile } from './support/texts';
import { RANGE_SIDEBARS } from '../../src/shared/domain/calendar/sidebar-routing';
import type { CalendarEvent } from '../../src/shared/schemas/availability';
import { demoDay } from './support/demo-days';
import { playCoverPaths, type Held } from './support/machine-paths';
import { signIn } from './support/sign-in';
import { freeNights, unitIdByTitle } from './support/stays';

// The calendar-selection machine's cover paths (HC §2 Calendar, HC §4, HC §9) in the real browser:
// anna@ (reads English) on the first unit of /calendar. The machine calls no server, so nothing is
// held. The paths' two days (the fixtures' 5 and 10 December) are the days 5 and 10 from the demo
// today, free on anna's units (seed-stays.ts: her first stay is +20), so Edit opens price and
// availability; nothing is saved there.
//
// The one path with sidebar.replace plays where the screen sends it: a booking request's details,
// opened by Edit on the request's first night, give way to its booking's once the host confirms it
// (HC §2 Calendar). anna@ takes no requests (a subscription host), so that path plays as alpine@
// (a commission host, reads German) on the family apartment, in a browser context of its own: a
// guest asks for fresh nights from +565 days, which no other journey uses (the request-decision
// paths take +475 to +560 the same way), and the path confirms them; the booking stays there, far
// from every seeded stay.
//
// What the screen offers to send each event: a day's button, the footer's Cancel and Edit (Escape
// on the months clears the range when a sidebar of it hides the footer), the panel's Close and
// Close all (shown with more than one sidebar open: the machine takes closeAll only then), the
// bottom sheet's Close on a phone, for sidebar.open the onboarding task "Sync your other
// calendars" (it opens the import sidebar; within a range, on top of the range's), and for
// sidebar.replace the request's Confirm. Open on the task also marks it seen on the server: that
// PUT is answered in the browser with the host's interactions as they are, so the task stays
// pending for the next path and for later journeys. The view's sends are mirrored in a model actor
// of the machine, the state checks compare the screen with its snapshot (marked days, footer, the
// sidebar on top, Close all).

type Locale = 'en-US' | 'de-DE';
/** The texts of some folders of text files, each a scope's folder or a part of it, e.g. 'calendar/selection' (messageScopeDir). */
const messages = (locale: Locale, ...parts: string[]) => Object.assign({}, ...parts.map((part) => textFile(part, locale))) as Record<string, string>;

/** The screen's words in the host's language (the app's own texts, not copies). */
function textsOf(locale: Locale) {
  const m = messages(locale, 'calendar/selection', 'calendar/onboarding', 'calendar', 'bookings/actions');
  const get = (key: string) => {
    expect(m[key], key).toBeDefined();
    return m[key]!;
  };
  const short = (iso: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  return {
    locale,
    footer: get('calendar.selection.footer.label'),
    cancel: get('calendar.selection.footer.cancel'),
    edit: get('calendar.selection.footer.edit'),
    close: get('calendar.selection.sidebars.close'),
    closeAll: get('calendar.selection.sidebars.closeAll'),
    tasks: get('calendar.onboarding.title'),
    sync: get('calendar.onboarding.sync_calendar.title'),
    open: get('calendar.onboarding.open'),
    later: get('calendar.later'),
    confirm: get('bookings.actions.confirm'),
    confirmTitle: (code: string) => get('bookings.actions.request.confirmTitle').replace('{code}', code),
    confirmAccept: get('bookings.actions.request.confirmAccept'),
    title: (sidebar: string) => get(`calendar.selection.title.${sidebar}`),
    rangeText: (r: { from: string; to: string }) =>
      r.from === r.to ? short(r.from) : get('calendar.selection.range').replace('{from}', short(r.from)).replace('{to}', short(r.to)),
  };
}
type Texts = ReturnType<typeof textsOf>;

interface PathContext {
  held: Held | null;
  /** The page the path plays on: anna's, or alpine's for the request's path. */
  page: Page;
  /** alpine's browser context, closed when the path ends. */
  own: BrowserContext | null;
  texts: Texts;
  phone: boolean;
  /** The fixtures' days as the days of this calendar. */
  days: Record<string, string>;
  /** Days the checks read: both of the path's, one between, one on each side. */
  watched: string[];
  /** The guest's request the path confirms, and its nights. */
  request: { code: string; checkIn: string; checkOut: string } | null;
  /** The machine as the view's sends drive it: what the screen must show. */
  model: Actor<typeof calendarSelectionMachine>;
}

const dayOf = (e: EventObject, c: PathContext) => {
  const day = c.days[(e as unknown as { date: string }).date];
  expect(day, `a day of the paths: ${JSON.stringify(e)}`).toBeDefined();
  return day!;
};
const dayButton = (page: Page, iso: string) => page.locator(`td[data-date="${iso}"]`).getByRole('button');
const footer = (c: PathContext) => c.page.getByRole('region', { name: c.texts.footer });
/** The sidebar panel on screen (not one sliding out). */
const panel = (page: Page) => page.locator('aside.calendar-sidebar:not(.calendar-sidebar--closing)');
const sheet = (page: Page) => page.locator('section.calendar-sheet');
const syncTask = (page: Page, t: Texts) => page.getByRole('region', { name: t.tasks }).getByRole('listitem', { name: t.sync });
const isRangeSidebar = (name: string) => (RANGE_SIDEBARS as readonly string[]).includes(name);
/** Days around the fixtures' two, as days of this calendar. */
const daysFrom = (first: string) => ({
  days: { [FIRST_DAY]: first, [LATER_DAY]: addDays(first, 5) },
  watched: [-1, 0, 2, 5, 6].map((n) => addDays(first, n)),
});

const send = (c: PathContext, event: CalendarSelectionEvent) => c.model.send(event);

/** The onboarding task's Open: the import sidebar opens (sidebar.open). */
async function openImport(c: PathContext) {
  await syncTask(c.page, c.texts).getByRole('button', { name: c.texts.open }).click();
  send(c, { type: 'sidebar.open', sidebar: 'calendar-import' });
}

/**
 * The sync task is the screen's opener of a sidebar with nothing marked, so each path needs it
 * pending. Open on it marks it seen: answered in the browser with the interactions as they are.
 * And a host who saw it in an earlier journey (calendar.spec.ts opens alpine's) is shown it
 * pending again in this browser only: the server's record stays as that journey left it.
 */
const SYNC_TASK_SEEN = 'calendar_onboarding_sync_calendar';
async function keepTasksPending(page: Page) {
  await page.route('**/api/app/user/interaction', async (route) => {
    if (route.request().method() !== 'PUT' || !(route.request().postData() ?? '').includes('calendar_onboarding_')) return route.continue();
    const list = await route.fetch({ url: route.request().url().replace(/interaction$/, 'interactions'), method: 'GET' });
    await route.fulfill({ response: list });
  });
  await page.route('**/api/app/user/interactions', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch();
    const list = (await answer.json()) as { interactionType: string }[];
    await route.fulfill({ response: answer, json: list.filter((i) => i.interactionType !== SYNC_TASK_SEEN) });
  });
}

/**
 * alpine@ in a context of its own, a guest's fresh request on the family apartment, and its
 * calendar moved on (Later) until the month before the request's first night shows first.
 */
async function requestCalendar(browser: Browser) {
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await own.newPage();
  await keepTasksPending(page);
  await signIn(page, 'alpine@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar\/[^/]+$/);
  const unitId = await unitIdByTitle(page, 'Patscherkofel', 'Family apartment Patscherkofel');
  const nights = await freeNights(page, unitId, { from: 565, to: 640 }, 2);
  const asked = await page.request.post(`/api/public/property-units/${unitId}/stays`, {
    data: { ...nights, guests: 2, firstName: 'Paula', lastName: 'Weg', email: 'paula@guest.example' }, // no message: no conversation in alpine's inbox
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const code = ((await asked.json()) as { publicId: string }).publicId;
  const texts = textsOf('de-DE');
  await page.goto(`/calendar/${unitId}`);
  // Later until the days the checks read all show (three months at a time).
  const later = page.getByRole('button', { name: texts.later, exact: true });
  const shown = (n: number) => page.locator(`td[data-date="${addDays(nights.checkIn, n)}"]`);
  const showing = page.locator('.calendar-toolbar__range');
  for (let i = 0; i < 30 && ((await shown(-1).count()) === 0 || (await shown(6).count()) === 0); i += 1) {
    const before = await showing.textContent();
    await later.click();
    await expect(showing).not.toHaveText(before ?? '');
  }
  await expect(page.locator('.calendar-months')).toHaveAttribute('aria-busy', 'false');
  await expect(shown(0)).toHaveAttribute('data-state', /.+/);
  return { own, page, texts, request: { code, ...nights } };
}

test('every cover path of calendar-selection plays in the browser, or is named with its reason', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await keepTasksPending(page);
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar\/[^/]+$/);
  const calendar = page.url();
  const english = textsOf('en-US');

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'calendar-selection',
    start: async (p, path) => {
      const model = createActor(calendarSelectionMachine, { input: { showUpcomingBookings: true, events: [] } });
      model.start();
      if (path.steps.some((s) => s.event.type === 'sidebar.replace')) {
        const at = await requestCalendar(browser);
        await expect(syncTask(at.page, at.texts)).toBeVisible();
        return { held: null, phone: false, model, ...at, ...daysFrom(at.request.checkIn) };
      }
      // The bottom sheet is a phone's: a path closing it plays at 390 px, the others on a desktop.
      const phone = path.steps.some((s) => s.event.type === 'bottomSheet.close');
      await p.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
      await p.goto(calendar);
      const c: PathContext = { held: null, page: p, own: null, texts: english, phone, model, request: null, ...daysFrom(demoDay(5)) };
      for (const day of Object.values(c.days)) await expect(p.locator(`td[data-date="${day}"]`)).toHaveAttribute('data-state', 'available');
      await expect(syncTask(p, english)).toBeVisible();
      return c;
    },
    finish: async (_p, c) => {
      c.model.stop();
      await c.own?.close();
    },
    steps: {
      'day.click': async (_p, e, c) => {
        const day = dayOf(e, c);
        await dayButton(c.page, day).click();
        send(c, { type: 'day.click', date: day });
      },
      'footer.cancel': async (_p, _e, c) => {
        if (c.model.getSnapshot().hasTag('footer')) await footer(c).getByRole('button', { name: c.texts.cancel }).click();
        else {
          // A sidebar of the range hides the footer: Escape on a marked day clears the range.
          await dayButton(c.page, selectRange(c.model.getSnapshot())!.from).focus();
          await c.page.keyboard.press('Escape');
        }
        send(c, { type: 'footer.cancel' });
      },
      // anna's days hold nothing: Edit sends no event in the range; alpine's hold the guest's request.
      'footer.edit': async (_p, _e, c) => {
        await footer(c).getByRole('button', { name: c.texts.edit }).click();
        send(c, { type: 'footer.edit', events: c.request ? [requestEvent(c.request)] : [] });
      },
      'sidebar.open': (_p, _e, c) => openImport(c),
      // The request's Confirm, then Yes in its dialog: the booking's details take the request's place.
      'sidebar.replace': async (_p, _e, c) => {
        const r = c.request!;
        await panel(c.page).getByRole('button', { name: c.texts.confirm, exact: true }).click();
        await c.page.getByRole('dialog', { name: c.texts.confirmTitle(r.code) }).getByRole('button', { name: c.texts.confirmAccept, exact: true }).click();
        send(c, { type: 'sidebar.replace', sidebar: 'booking-details' });
      },
      'sidebar.close': async (_p, _e, c) => {
        // Price and availability has its own header with its Close; the others the panel's.
        await panel(c.page).getByRole('button', { name: c.texts.close, exact: true }).first().click();
        send(c, { type: 'sidebar.close' });
      },
      // Close all shows with more than one sidebar open, and the machine takes it only then.
      'sidebar.closeAll': async (_p, _e, c) => {
        await panel(c.page).getByRole('button', { name: c.texts.closeAll }).click();
        send(c, { type: 'sidebar.closeAll' });
      },
      'bottomSheet.close': async (_p, _e, c) => {
        await sheet(c.page).locator('.calendar-sheet__header').getByRole('button', { name: c.texts.close }).click();
        send(c, { type: 'bottomSheet.close' });
      },
    },
    states: Object.fromEntries(['idle', 'marking', 'marked', 'editing'].map((state) => [state, (_p: Page, c: PathContext) => showsModel(c, state)])),
  });
  // The task Open answered in the browser: the server still has it pending.
  await page.goto(calendar);
  await expect(syncTask(page, english)).toBeVisible();
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});

/** The guest's request as the calendar holds it (what Edit routes the range by). */
const requestEvent = (r: { code: string; checkIn: string; checkOut: string }): CalendarEvent => ({
  id: `booking_request:${r.code}`,
  dateFrom: r.checkIn,
  dateTo: r.checkOut,
  source: 'booking_request',
  booking: null,
  bookingRequest: r.code,
  inquiry: null,
  external: false,
  externalName: null,
  label: 'Paula Weg',
  overlapsBooking: false,
  children: [],
});

/** The screen shows the model's snapshot: the state, the marked days, the footer and the sidebar on top. */
async function showsModel(c: PathContext, state: string) {
  const p = c.page;
  const s = c.model.getSnapshot();
  expect(s.value, 'the view sent what the path walks').toBe(state);
  for (const d of c.watched) await expect(dayButton(p, d), d).toHaveAttribute('aria-pressed', String(selectIsMarked(s, d)));
  const range = selectRange(s);
  if (s.hasTag('footer')) await expect(footer(c)).toContainText(c.texts.rangeText(range!));
  else await expect(footer(c)).toHaveCount(0);
  const top = selectTopSidebar(s);
  // A desktop shows every sidebar in the panel; a phone shows those of the range in the bottom
  // sheet (titled with the range) and keeps the default list away.
  const inSheet = c.phone && top !== null && s.hasTag('bottomSheet') && isRangeSidebar(top.sidebar) ? top : null;
  const inPanel = c.phone ? (top && !top.ofRange && top.sidebar !== 'upcoming-bookings' ? top : null) : top;
  if (inPanel) {
    await expect(panel(p)).toHaveAttribute('data-sidebar', inPanel.sidebar);
    await expect(panel(p)).toHaveAccessibleName(c.texts.title(inPanel.sidebar));
    await expect(panel(p).getByRole('button', { name: c.texts.closeAll })).toHaveCount(selectShowsCloseAll(s) ? 1 : 0);
  } else await expect(panel(p)).toHaveCount(0);
  if (inSheet) {
    await expect(sheet(p)).toHaveAttribute('data-sidebar', inSheet.sidebar);
    await expect(p.getByRole('dialog', { name: c.texts.rangeText(range!) })).toBeVisible();
  } else await expect(sheet(p)).toHaveCount(0);
}
