import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { armFault, clearFaults, letGo, playCoverPaths, type Held } from './support/machine-paths';
import { signIn } from './support/sign-in';
import { textFile } from './support/texts';

// The booking-type-switch machine's cover paths (HC §4, HC §8) in the real browser: alpine@ (a
// commission host, reads German) has the studio on instant booking and the family apartment on
// request, so the requests tab offers the banner. A path the server answers with a switch, a kept
// or a hidden task changes the host's units or the task: after it every unit's booking type and
// the task's status are put back as they were before the first path, so later journeys (one server
// and database for all) find the data as seeded: machine-paths-request-decision.spec.ts asks for
// requests on the family apartment, stay-page.spec.ts books the studio instantly and
// spec-sizes.spec.ts opens the banner's dialog. The other paths write nothing: a failure is the
// fault switch answering 500 before any route runs (a POST or PATCH is not sent again:
// src/client/api/http.ts), and so is a call still held when a path ends. Texts: the German ones
// of src/client/features/bookings/texts/actions.

const de = textFile('bookings/actions', 'de-DE');
const text = (key: string) => {
  const message = de[key];
  expect(message, key).toBeDefined();
  return message!;
};
const s = (key: string) => text(`bookings.switch.${key}`);
const FAILED = 'bookings.commons.errorOccuredPleaseTryAgain';

const APPLY_PATH = '/api/app/property-units/change-booking-preference';
const TASK_PATH = '/api/app/user/task/*';
const TASK = 'bulk_switch_to_instant_booking';

type BookingType = 'onLine' | 'onRequest';

interface PathContext {
  held: Held | null;
  /** The type the dialog has chosen (instant preselected on opening, HC §4). */
  choice: BookingType;
  /** The server took a switch or an answer to the task: put back after the path. */
  wrote?: boolean;
}

interface Seeded {
  units: Map<string, BookingType | null>;
  task: string;
}

const banner = (page: Page) => page.getByRole('region', { name: s('bannerTitle') });
const dialog = (page: Page) => page.getByRole('dialog', { name: s('modalTitle') });
const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name, exact: true });
const radio = (page: Page, type: BookingType) => dialog(page).getByRole('radio', { name: new RegExp(`^${s(`type.${type}`)} `) });
/** The snackbar of an outcome; outside the modal dialog, which hides the rest of the page from the accessibility tree. */
const snackbar = (page: Page, tone: 'success' | 'error', key: string) => page.locator(`.snackbar--${tone}`).filter({ hasText: text(key) });

/** Every unit's booking type and the task's status, as the server has them. */
async function readSeeded(page: Page): Promise<Seeded> {
  const list = (await hostApi(page, 'GET', '/api/app/property-list?page=1&limit=100')) as { items: { units: { id: string; bookingType?: BookingType | null }[] }[]; pagination: { next: unknown } };
  expect(list.pagination.next, 'one page holds every property of alpine@').toBeFalsy();
  const units = new Map(list.items.flatMap((p) => p.units.map((u) => [u.id, u.bookingType ?? null] as const)));
  const tasks = (await hostApi(page, 'GET', '/api/app/user/tasks')) as { taskType: string; status: string }[];
  return { units, task: tasks.find((x) => x.taskType === TASK)!.status };
}

let seeded: Seeded;

test('every cover path of booking-type-switch plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  seeded = await readSeeded(page);
  expect([...seeded.units.values()].sort(), 'alpine@ as seeded: one unit instant, one on request').toEqual(['onLine', 'onRequest']);
  expect(seeded.task).toBe('not_started');

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'booking-type-switch',
    start: async (p) => {
      await p.goto('/bookings/requests');
      return { held: null, choice: 'onLine' };
    },
    finish: async (p, c) => {
      // A path that ends busy leaves its call held; the browser would send it on when the page
      // goes (seen at the end of the journey: the task done). It goes on now, to a failure, and
      // the faults are cleared once it is answered.
      if (c.held) {
        await armFault(p, { method: 'POST', path: APPLY_PATH, status: 500 });
        await armFault(p, { method: 'PATCH', path: TASK_PATH, status: 500 });
        const answered = p.waitForResponse((r) => r.request().method() !== 'GET' && /\/api\/app\/(property-units\/change-booking-preference|user\/task\/)/.test(r.url()));
        await letGo(c);
        expect((await answered).status()).toBe(500);
        await clearFaults(p);
      }
      if (!c.wrote) return;
      const now = await readSeeded(p);
      for (const [id, type] of seeded.units) {
        if (now.units.get(id) !== type) await hostApi(p, 'PATCH', `/api/app/property-unit/${id}`, { bookingType: type });
      }
      if (now.task !== seeded.task) await hostApi(p, 'PATCH', `/api/app/user/task/${TASK}`, { status: seeded.task });
    },
    held: { applying: `**${APPLY_PATH}`, markingDone: `**${TASK_PATH}`, keeping: `**${TASK_PATH}`, dismissing: `**${TASK_PATH}` },
    steps: {
      'modal.open': async (p, _e, c) => {
        c.choice = 'onLine';
        await button(banner(p), s('bannerOpen')).click();
      },
      'type.select': async (p, e, c) => {
        c.choice = (e as unknown as { bookingType: BookingType }).bookingType;
        await radio(p, c.choice).check();
      },
      'switch.apply': (p) => button(dialog(p), s('apply')).click(),
      'request.keep': (p) => button(dialog(p), s('keep')).click(),
      'modal.close': (p) => button(dialog(p), text('bookings.actions.close')).click(),
      'banner.dismiss': (p) => button(banner(p), s('bannerDismiss')).click(),
      retry: (p) => button(dialog(p), text('bookings.actions.retry')).click(),
      // The server's answers: the held call goes on — after arming the fault switch for a failure.
      'xstate.done.actor.applyBookingType': async (_p, _e, c) => {
        c.wrote = true;
        await letGo(c);
      },
      'xstate.done.actor.updateTask': async (_p, _e, c) => {
        c.wrote = true;
        await letGo(c);
      },
      'xstate.error.actor.applyBookingType': async (p, _e, c) => {
        await armFault(p, { method: 'POST', path: APPLY_PATH, status: 500 });
        await letGo(c);
      },
      'xstate.error.actor.updateTask': async (p, _e, c) => {
        await armFault(p, { method: 'PATCH', path: TASK_PATH, status: 500 });
        await letGo(c);
      },
    },
    states: {
      offered: async (p) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(button(banner(p), s('bannerOpen'))).toBeEnabled();
        await expect(button(banner(p), s('bannerDismiss'))).toBeEnabled();
      },
      choosing: async (p, c) => {
        await expect(radio(p, c.choice)).toBeChecked();
        await expect(radio(p, c.choice)).toBeEnabled();
        await expect(dialog(p).getByRole('alert')).toHaveCount(0);
        await expect(button(dialog(p), s('apply'))).toBeEnabled();
        await expect(button(dialog(p), s('keep'))).toBeEnabled();
        await expect(button(dialog(p), text('bookings.actions.close'))).toBeEnabled();
      },
      applying: (p) => applyBusy(p),
      markingDone: (p) => applyBusy(p),
      success: async (p, c) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(banner(p)).toHaveCount(0);
        await expect(snackbar(p, 'success', c.choice === 'onLine' ? 'bookings.switch.switchedToInstant' : 'bookings.switch.switchedToRequests')).toBeVisible();
      },
      keeping: async (p) => {
        await expect(button(dialog(p), s('keep'))).toBeDisabled();
        await expect(button(dialog(p), text('bookings.actions.close'))).toBeDisabled();
        await expect(dialog(p).getByRole('radio').first()).toBeDisabled();
      },
      kept: async (p) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(banner(p)).toHaveCount(0);
        await expect(snackbar(p, 'success', 'bookings.switch.kept')).toBeVisible();
      },
      dismissing: async (p) => {
        await expect(button(banner(p), s('bannerDismiss'))).toBeDisabled();
      },
      hidden: async (p) => {
        await expect(banner(p)).toHaveCount(0);
        await expect(p.locator('.snackbar')).toHaveCount(0);
      },
      dismissFailed: async (p) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(p.getByRole('alert').filter({ hasText: text(FAILED) })).toBeVisible();
        await expect(button(banner(p), s('bannerOpen'))).toBeEnabled();
        await expect(button(banner(p), s('bannerDismiss'))).toBeEnabled();
      },
      failure: async (p, c) => {
        await expect(snackbar(p, 'error', FAILED)).toBeVisible();
        await expect(dialog(p).getByRole('alert')).toHaveText(text(FAILED));
        await expect(radio(p, c.choice)).toBeChecked();
        await expect(button(dialog(p), text('bookings.actions.retry'))).toBeEnabled();
        await expect(button(dialog(p), s('keep'))).toBeEnabled();
        await expect(button(dialog(p), text('bookings.actions.close'))).toBeEnabled();
      },
    },
    notDrivable: {},
  });
  expect(await readSeeded(page), 'the units and the task as they were before the first path').toEqual(seeded);
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});

/** Apply to all units at work: busy, the choices and the other buttons disabled. */
async function applyBusy(p: Page) {
  await expect(button(dialog(p), s('apply'))).toHaveAttribute('aria-busy', 'true');
  await expect(dialog(p).getByRole('radio').first()).toBeDisabled();
  await expect(button(dialog(p), s('keep'))).toBeDisabled();
}

