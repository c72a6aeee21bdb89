import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { armFault, clearFaults, letGo, playCoverPaths, type Held } from './support/machine-paths';
import { registerHost } from './support/sign-in';
import { textFile } from './support/texts';

// The cancel-subscription machine's cover paths (HC §7) in the real browser, on the manage-
// subscription page of a new subscription host (the journeys share one database, and Anna's
// subscription stays uncancelled: subscription-manage.spec.ts). Every path starts on a fresh page;
// the path that schedules the cancellation withdraws it after, so the next finds the form again.
// "The server cannot be reached" is the fault switch answering 503 to the DELETE and to both of the
// client's retries of it (src/client/api/http.ts). Texts: the en-US ones of the machine's scope.

const en = textFile('subscription/machines', 'en-US');
const t = (key: string) => {
  const message = en[`subscription.machines.cancel.${key}`];
  expect(message, key).toBeDefined();
  return message!;
};

const CANCEL_URL = '**/api/app/subscription';

interface PathContext {
  held: Held | null;
  reason: string | null;
  /** The path scheduled the cancellation: withdrawn after it. */
  scheduled?: boolean;
}

let page$ = '';
let subscriptionId = '';

const box = (page: Page) => page.getByRole('alertdialog');
const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name, exact: true });

test('every cover path of cancel-subscription plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(90_000);
  await registerHost(page, { firstName: 'Pia', lastName: 'Pfad', accountType: 'A private person', model: 'subscription' });
  const property = await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'single', accommodationType: 'apartment' });
  page$ = `/properties/${property.id}/units/${property.unitIds[0]}/manage-subscription`;
  subscriptionId = ((await hostApi(page, 'GET', '/api/app/v2/user/subscription')) as { subscription: { id: string } }).subscription.id;

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'cancel-subscription',
    start: async (p) => {
      await p.goto(page$);
      await expect(p.getByText(/^Your current plan: /)).toBeVisible();
      return { held: null, reason: null };
    },
    finish: async (p, c) => {
      // A path that ends cancelling leaves its DELETE held, which the browser could send on when
      // the page goes and so cancel the plan under the next path: it goes on now, to a failure
      // (and both retries), and the faults are cleared once the page shows it.
      if (c.held) {
        await armFault(p, { method: 'DELETE', path: '/api/app/subscription', status: 503, times: 3 });
        await letGo(c);
        await expect(p.getByRole('alert').filter({ hasText: t('failed') })).toBeVisible();
        await clearFaults(p);
      }
      if (c.scheduled) await hostApi(p, 'DELETE', `/api/app/subscription/${subscriptionId}/scheduled-changes`, {});
    },
    held: { cancelling: CANCEL_URL },
    steps: {
      'reason.select': async (p, e, c) => {
        c.reason = String((e as unknown as { reason: string }).reason);
        await p.getByRole('radio', { name: t(`reason.${c.reason}`) }).check();
      },
      'cancel.request': (p) => button(p, t('action')).click(),
      'confirm.accept': (p) => button(box(p), t('confirm')).click(),
      'confirm.dismiss': (p) => button(box(p), t('keep')).click(),
      retry: (p) => button(p.getByRole('alert'), t('retry')).click(),
      'failure.dismiss': (p) => button(p.getByRole('alert'), t('back')).click(),
      'xstate.done.actor.cancelSubscription': async (_p, _e, c) => {
        c.scheduled = true;
        await letGo(c);
      },
      'xstate.error.actor.cancelSubscription': async (p, _e, c) => {
        await armFault(p, { method: 'DELETE', path: '/api/app/subscription', status: 503, times: 3 });
        await letGo(c);
      },
    },
    states: {
      choosingReason: async (p, c) => {
        await expect(box(p)).toHaveCount(0);
        await expect(p.getByRole('group', { name: t('reasonLegend') })).toBeEnabled();
        if (c.reason) await expect(p.getByRole('radio', { name: t(`reason.${c.reason}`) })).toBeChecked();
        await expect(button(p, t('action'))).toBeEnabled({ enabled: c.reason !== null });
      },
      confirming: async (p) => {
        await expect(box(p)).toHaveAccessibleName(t('confirmText'));
        await expect(button(box(p), t('confirm'))).toBeEnabled();
        await expect(button(box(p), t('keep'))).toBeEnabled();
      },
      cancelling: async (p) => {
        await expect(button(box(p), t('confirm'))).toHaveAttribute('aria-busy', 'true');
        await expect(button(box(p), t('keep'))).toBeDisabled();
      },
      scheduled: async (p) => {
        await expect(p.getByRole('status').filter({ hasText: /^Your subscription is cancelled/ })).toHaveText(new RegExp(`^${t('scheduledUntil').replace(/[.?]/g, '\\$&').replace('{date}', '.+')}$`));
      },
      failed: async (p) => {
        const alert = p.getByRole('alert').filter({ hasText: t('failed') });
        await expect(alert).toBeVisible();
        await expect(button(alert, t('retry'))).toBeVisible();
        await expect(button(alert, t('back'))).toBeVisible();
      },
    },
    notDrivable: {},
  });
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});

