import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { armFault, clearFaults, letGo, playCoverPaths, type Held } from './support/machine-paths';
import { registerHost } from './support/sign-in';
import { textFile } from './support/texts';

// The change-plan machine's cover paths (HC §4) in the real browser, on the manage-subscription
// page of a new subscription host (the journeys share one database, and Anna's plan stays as
// seeded: subscription-manage.spec.ts). The host starts on the trial's Starter plan; every path
// starts on a fresh page, and the path that changes the plan changes it back after, so the next
// finds Starter current again. The fixtures' plan (premium-EUR-Monthly) is the offered plan of the
// same name, Premium. "The server cannot be reached" is the fault switch answering 503 to the POST
// (a POST is not sent again: src/client/api/http.ts). Texts: the en-US ones of the page.

const en = { ...textFile('subscription/manage', 'en-US'), ...textFile('listing/subscription', 'en-US'), ...textFile('listing', 'en-US') };
const text = (key: string, values: Record<string, string> = {}) => {
  const message = en[key];
  expect(message, key).toBeDefined();
  return message!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};
const t = (key: string, values?: Record<string, string>) => text(`subscription.manage.${key}`, values);

const CHANGE_URL = '**/api/app/subscription/*/change-plan';
const STARTER = 'starter-monthly';

interface PathContext {
  held: Held | null;
  /** The offered plan chosen (its id), and its name on the page. */
  plan: { id: string; name: string } | null;
  coupon: string;
  /** The path changed the plan: changed back after. */
  changed?: boolean;
}

let page$ = '';
let subscriptionId = '';

/** The offered plan a fixture's price id stands for: the one of the same name (premium-EUR-Monthly: Premium). */
function offeredPlan(priceId: string) {
  const word = priceId.split('-')[0]!.toLowerCase();
  const id = `${word}-monthly`;
  return { id, name: text(`listing.subscription.plan.name.${id}`) };
}

const dialog = (page: Page) => page.getByRole('dialog');
const form = (page: Page) => page.getByRole('form', { name: t('change.title') });
const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name, exact: true });
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: t('change.failed') });

test('every cover path of change-plan plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(90_000);
  await registerHost(page, { firstName: 'Paul', lastName: 'Plan', accountType: 'A private person', model: 'subscription' });
  const property = await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'single', accommodationType: 'apartment' });
  page$ = `/properties/${property.id}/units/${property.unitIds[0]}/manage-subscription`;
  const subscription = ((await hostApi(page, 'GET', '/api/app/v2/user/subscription')) as { subscription: { id: string; planId: string } }).subscription;
  subscriptionId = subscription.id;
  expect(subscription.planId, 'a new host starts on the trial plan').toBe(STARTER);

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'change-plan',
    start: async (p) => {
      await p.goto(page$);
      await expect(p.getByText(t('currentPlan', { plan: text(`listing.subscription.plan.name.${STARTER}`) }))).toBeVisible();
      return { held: null, plan: null, coupon: '' };
    },
    finish: async (p, c) => {
      // A path that ends saving leaves its call held, which the browser would send on when the
      // page goes: it goes on now, to a failure, so the plan stays Starter.
      if (c.held) {
        await armFault(p, { method: 'POST', path: '/api/app/subscription/*/change-plan', status: 503 });
        const answered = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/change-plan'));
        await letGo(c);
        expect((await answered).status()).toBe(503);
        await clearFaults(p);
      }
      if (c.changed) await hostApi(p, 'POST', `/api/app/subscription/${subscriptionId}/change-plan`, { planItemPriceId: STARTER });
    },
    held: { saving: CHANGE_URL },
    steps: {
      'plan.select': async (p, e, c) => {
        c.plan = offeredPlan(String((e as unknown as { planItemPriceId: string }).planItemPriceId));
        await form(p).getByRole('radio', { name: new RegExp(`^${c.plan.name}\\b`) }).check();
      },
      'coupon.change': async (p, e, c) => {
        c.coupon = String((e as unknown as { coupon: string }).coupon);
        await form(p).getByLabel(text('listing.subscription.plan.coupon')).fill(c.coupon);
      },
      'change.request': (p) => button(form(p), t('change.request')).click(),
      'confirm.accept': (p) => button(dialog(p), t('confirm.accept')).click(),
      'confirm.dismiss': (p) => button(dialog(p), t('confirm.dismiss')).click(),
      retry: (p) => button(failure(p), text('listing.action.retry')).click(),
      'failure.dismiss': (p) => button(failure(p), t('change.dismiss')).click(),
      'xstate.done.actor.changePlan': async (_p, _e, c) => {
        c.changed = true;
        await letGo(c);
      },
      'xstate.error.actor.changePlan': async (p, _e, c) => {
        await armFault(p, { method: 'POST', path: '/api/app/subscription/*/change-plan', status: 503 });
        await letGo(c);
      },
    },
    states: {
      choosingPlan: async (p, c) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(form(p).getByRole('group', { name: text('listing.subscription.plan.legend') })).toBeEnabled();
        await expect(form(p).getByLabel(text('listing.subscription.plan.coupon'))).toHaveValue(c.coupon);
        if (c.plan) await expect(form(p).getByRole('radio', { name: new RegExp(`^${c.plan.name}\\b`) })).toBeChecked();
        else await expect(form(p).getByText(t('change.choose'))).toBeVisible();
        // Disabled until a plan is chosen; Starter, the plan the host is on, is never chosen here.
        await expect(button(form(p), t('change.request'))).toBeEnabled({ enabled: c.plan !== null });
      },
      confirming: async (p, c) => {
        await expect(dialog(p)).toHaveAccessibleName(t('confirm.title', { plan: c.plan!.name }));
        await expect(dialog(p).getByText(t('confirm.coupon'))).toHaveCount(c.coupon.trim() ? 1 : 0);
        await expect(button(dialog(p), t('confirm.accept'))).toBeEnabled();
        await expect(button(dialog(p), t('confirm.dismiss'))).toBeEnabled();
      },
      saving: async (p) => {
        await expect(button(dialog(p), t('confirm.accept'))).toHaveAttribute('aria-busy', 'true');
        await expect(button(dialog(p), t('confirm.dismiss'))).toBeDisabled();
      },
      done: async (p, c) => {
        await expect(dialog(p)).toHaveCount(0);
        const done = p.getByRole('status').filter({ hasText: t('change.done', { plan: c.plan!.name }) });
        // The built-in billing charges no card (src/server/services/subscriptions-billing.ts).
        await expect(done).toHaveText(`${t('change.done', { plan: c.plan!.name })} ${t('change.doneNoCharge')}${t('change.another')}`);
        await expect(button(done, t('change.another'))).toBeVisible();
      },
      failed: async (p) => {
        await expect(dialog(p)).toHaveCount(0);
        await expect(failure(p)).toBeVisible();
        await expect(button(failure(p), text('listing.action.retry'))).toBeVisible();
        await expect(button(failure(p), t('change.dismiss'))).toBeVisible();
      },
    },
    notDrivable: {},
  });
  const now = ((await hostApi(page, 'GET', '/api/app/v2/user/subscription')) as { subscription: { planId: string } }).subscription;
  expect(now.planId, 'the plan as it was before the first path').toBe(STARTER);
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
});

