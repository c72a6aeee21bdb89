import { expect, test, type Page } from '@playwright/test';
import { callApi } from './support/api';
import { armFault, letGo, playCoverPaths, type Held } from './support/machine-paths';
import { signIn } from './support/sign-in';
import { freeNights, unitIdByTitle } from './support/stays';
import { textFile } from './support/texts';

// The request-decision machine's cover paths (HC §4, HC §5) in the real browser: alpine@ (a
// commission host, reads German) decides fresh requests a guest makes on the family apartment,
// on nights from +475 days that no other journey uses. A path that ends decided (confirmed,
// rejected) takes a request of its own; the others write nothing (Go back, or the fault switch
// answers before the route runs) and share one, rejected at the end so the pending count is as
// seeded. The texts are the German ones of src/client/features/bookings/texts/actions.

const de = textFile('bookings/actions', 'de-DE');
/** A text with its {placeholders} filled; a value that is a RegExp source makes the whole a RegExp. */
const text = (key: string, values: Record<string, string> = {}) => {
  const message = de[key];
  expect(message, key).toBeDefined();
  return message!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};
const pattern = (key: string, values: Record<string, string>) =>
  new RegExp(`^${de[key]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{(\w+)\\\}/g, (_, name: string) => values[name] ?? '.*')}$`);
const a = (key: string) => text(`bookings.actions.${key}`);
/** A payload field of an event of the path. */
const field = (event: object, name: string) => String((event as Record<string, unknown>)[name]);

interface PathContext {
  code: string;
  held: Held | null;
  /** What the reject form holds, for the problems it shows. */
  reason: string | null;
}

const CONFIRM_URL = '**/api/app/booking-requests/*/confirm';
const REJECT_URL = '**/api/app/booking-requests/*/reject';
const apiPath = (url: string) => url.replace('**', '');

let unitId = '';
let shared: string | null = null;

/** A new pending request of a guest on the family apartment: its code. */
async function newRequest(page: Page): Promise<string> {
  const nights = await freeNights(page, unitId, { from: 475, to: 560 }, 2);
  const asked = await page.request.post(`/api/public/property-units/${unitId}/stays`, {
    data: { ...nights, guests: 2, firstName: 'Paula', lastName: 'Weg', email: 'paula@guest.example' }, // no message: no conversation in alpine's inbox
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return ((await asked.json()) as { publicId: string }).publicId;
}

const confirmDialog = (page: Page, c: PathContext) => page.getByRole('dialog', { name: text('bookings.actions.request.confirmTitle', { code: c.code }) });
const rejectDialog = (page: Page, c: PathContext) => page.getByRole('dialog', { name: text('bookings.actions.request.rejectTitle', { code: c.code }) });
const openDialog = (page: Page) => page.getByRole('dialog');
const button = (scope: ReturnType<Page['getByRole']> | Page, name: string) => scope.getByRole('button', { name, exact: true });
/** The dialog an actor's answer lands in: the confirm dialog for confirmRequest, else the reject dialog. */
const dialogOf = (page: Page, c: PathContext, event: { type: string }) => (event.type.endsWith('confirmRequest') ? confirmDialog(page, c) : rejectDialog(page, c));
const calledFor = (event: { type: string }) => (event.type.endsWith('confirmRequest') ? CONFIRM_URL : REJECT_URL);

test('every cover path of request-decision plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  unitId = await unitIdByTitle(page, 'Patscherkofel', 'Family apartment Patscherkofel');

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'request-decision',
    start: async (p, path) => {
      const decides = path.steps.some((s) => s.state === 'confirmed' || s.state === 'rejected');
      const code = decides ? await newRequest(p) : (shared ??= await newRequest(p));
      await p.goto(`/booking-request-details/${code}`);
      return { code, held: null, reason: null };
    },
    held: { confirming: CONFIRM_URL, submitting: REJECT_URL },
    steps: {
      'confirm.start': (p) => button(p, a('confirm')).click(),
      'confirm.accept': (p, _e, c) => button(confirmDialog(p, c), a('request.confirmAccept')).click(),
      'reject.start': async (p, _e, c) => {
        c.reason = null;
        await button(p, a('reject')).click();
      },
      'reason.select': async (p, e, c) => {
        const reason = field(e, 'reason');
        c.reason = reason;
        await rejectDialog(p, c).getByRole('radio', { name: text(`bookings.reasons.request.${reason}`) }).check();
      },
      'subReason.select': (p, e, c) => rejectDialog(p, c).getByLabel(new RegExp(`^${a('subReason')}`)).selectOption(field(e, 'subReason')).then(() => undefined),
      'explanation.change': (p, e, c) => rejectDialog(p, c).getByLabel(new RegExp(`^${a('explanation')}`)).fill(field(e, 'explanation')),
      'reject.submit': (p, _e, c) => button(rejectDialog(p, c), a('request.rejectSubmit')).click(),
      'decision.cancel': async (p, _e, c) => {
        await button(openDialog(p), a('goBack')).click();
        c.reason = null;
      },
      retry: (p) => button(openDialog(p), a('retry')).click(),
      'failure.dismiss': async (p, _e, c) => {
        await button(openDialog(p), a('close')).click();
        c.reason = null;
      },
      // The server's answers: the held call goes on — after arming the fault switch for a failure.
      'xstate.done.actor.confirmRequest': async (_p, _e, c) => letGo(c),
      'xstate.done.actor.rejectRequest': async (_p, _e, c) => letGo(c),
      'xstate.error.actor.confirmRequest': async (p, e, c) => failAndLetGo(p, e, c),
      'xstate.error.actor.rejectRequest': async (p, e, c) => failAndLetGo(p, e, c),
    },
    states: {
      idle: async (p) => {
        await expect(openDialog(p)).toHaveCount(0);
        await expect(button(p, a('confirm'))).toBeVisible();
        await expect(button(p, a('reject'))).toBeVisible();
      },
      confirmStep: async (p, c) => {
        const dialog = confirmDialog(p, c);
        await expect(button(dialog, a('goBack'))).toBeEnabled();
        await expect(button(dialog, a('request.confirmAccept'))).toBeEnabled();
      },
      confirming: async (p, c) => {
        const dialog = confirmDialog(p, c);
        await expect(button(dialog, a('request.confirmAccept'))).toHaveAttribute('aria-busy', 'true');
        await expect(button(dialog, a('goBack'))).toBeDisabled();
      },
      confirmed: async (p) => {
        await expect(openDialog(p)).toHaveCount(0);
        await expect(p.locator('.stay-actions__outcome')).toHaveText(pattern('bookings.actions.request.confirmed', { code: 'HP-[A-Z0-9]{6}' }));
      },
      rejecting: async (p, c, event) => {
        const dialog = rejectDialog(p, c);
        await expect(dialog.getByRole('radio', { name: text('bookings.reasons.request.OTHER') })).toBeVisible();
        // After a submit of an incomplete form the missing field is named.
        if (event.type === 'reject.submit' && c.reason === null) await expect(dialog.getByText(a('problem.reasonRequired'))).toBeVisible();
        if (c.reason === 'RATES_MISMATCH') await expect(dialog.getByLabel(new RegExp(`^${a('subReason')}`))).toBeVisible();
      },
      submitting: async (p, c) => {
        const dialog = rejectDialog(p, c);
        await expect(button(dialog, a('request.rejectSubmit'))).toHaveAttribute('aria-busy', 'true');
        await expect(dialog.getByRole('radio', { name: text('bookings.reasons.request.OTHER') })).toBeDisabled();
      },
      rejected: async (p) => {
        await expect(openDialog(p)).toHaveCount(0);
        await expect(p.locator('.stay-actions__outcome')).toHaveText(a('request.rejected'));
      },
      conflict: async (p, c, event) => {
        const dialog = dialogOf(p, c, event);
        await expect(dialog.getByRole('alert')).toContainText(event.type.endsWith('confirmRequest') ? a('request.conflict') : a('answeredMeanwhile'));
        await expect(button(dialog, a('close'))).toBeVisible();
        await expect(button(dialog, a('retry'))).toHaveCount(0);
      },
      failed: async (p, c, event) => {
        const dialog = dialogOf(p, c, event);
        await expect(dialog.getByRole('alert')).toContainText(text('bookings.commons.errorOccuredPleaseTryAgain'));
        await expect(button(dialog, a('close'))).toBeVisible();
        await expect(button(dialog, a('retry'))).toBeVisible();
      },
    },
    notDrivable: {},
  });

  // Nothing of this journey stays pending: the shared request is rejected as a host would.
  if (shared) {
    const rejected = await callApi(page, 'POST', `/api/app/booking-requests/${shared}/reject`, { reason: 'OTHER', explanation: 'Machine paths' });
    expect(rejected.status).toBe(200);
  }
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});


async function failAndLetGo(page: Page, event: { type: string }, c: PathContext) {
  const status = (event as unknown as { error: { status: number } }).error.status;
  await armFault(page, { method: 'POST', path: apiPath(calledFor(event)), status });
  await letGo(c);
}
