import { expect, test, type Page } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';
import { demoDay } from './support/demo-days';

// Managing the subscription from a unit's pages against the real server. Anna (a subscription
// host) changes her plan on the manage-subscription page (no card charged) and finds it current
// after a reload, then boosts a unit on the boosters page and sees the boost listed and the
// header's boost credits go down. Cancelling, and withdrawing the scheduled cancellation, is done
// by a new host: the journeys share one database, and Anna's subscription stays uncancelled.

const inDays = demoDay;
const unitSections = (page: Page) => page.getByRole('navigation', { name: 'Unit sections' });

/** The header's boost credits: "Boost credits: remaining/quota". */
async function boostCredits(page: Page) {
  const label = await page.locator('header [data-credit="boost"]').first().getAttribute('aria-label');
  const [, remaining, quota] = /(\d+)\/(\d+)/.exec(label ?? '') ?? [];
  return { remaining: Number(remaining), quota: Number(quota) };
}

/** A call of the portal's API with the signed-in page's own access token (as listing-subscription.spec.ts does). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, ...(body !== undefined && { data: body }) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Nothing on the page sticks out sideways; a failure names what does. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  );
  expect(wide).toEqual([]);
}

test('Anna changes her plan (kept over a reload) and boosts a unit (listed, boost credits down)', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.getByRole('link', { name: 'Casa Marina Guesthouse', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Marina Guesthouse' })).toBeVisible();
  // Another journey may have renamed it ("… with terrace"): the journeys share one database.
  await page.getByRole('list', { name: 'Units' }).getByRole('link', { name: /^Garden family suite/ }).click();
  await unitSections(page).getByRole('link', { name: 'Manage subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/units\/[^/]+\/manage-subscription$/);

  // The plan: Standard, or Starter when an earlier journey moved her to Standard already. (Not
  // Premium: its three-digit credits crowd the phone's top bar for the journeys after this one.)
  const current = page.getByText(/^Your current plan: /);
  await expect(current).toBeVisible();
  const target = (await current.textContent())?.includes('Standard') ? 'Starter' : 'Standard';
  const change = page.getByRole('button', { name: 'Change plan' });
  await expect(change).toBeDisabled();
  await page.getByRole('radio', { name: new RegExp(target) }).check();
  await change.click();
  const dialog = page.getByRole('dialog', { name: `Change to the ${target} plan?` });
  await expect(dialog).toContainText('No card is charged');
  // Dismissed first: nothing changes.
  await dialog.getByRole('button', { name: 'Keep my plan' }).click();
  await expect(dialog).toBeHidden();
  await change.click();
  await reviewShot(page, { path: `${test.info().outputDir}/change-plan-confirm.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Yes, change plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your plan is now ${target}.` })).toContainText('No card was charged.');
  await expect(current).toHaveText(`Your current plan: ${target}`);

  // A change of plan takes effect at once: the server schedules nothing for it.
  await expect(page.getByText('No changes to your subscription are scheduled.')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/^Your current plan: /)).toHaveText(`Your current plan: ${target}`);
  await expect(page.getByRole('radio', { name: new RegExp(target) }).locator('xpath=ancestor::label')).toContainText('Your current plan');

  // A boost of this unit, far enough ahead not to meet one booked by another journey.
  await unitSections(page).getByRole('link', { name: 'Boosters', exact: true }).click();
  await expect(page).toHaveURL(/\/boosters$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Boost this unit' })).toBeVisible();
  await expect(page.locator('header [data-credit="boost"]').first()).toBeVisible();
  const before = await boostCredits(page);
  await expect(page.getByText(`${before.remaining} of ${before.quota} boost coins left.`)).toBeVisible();
  const book = page.getByRole('button', { name: 'Book the boost' });
  await expect(book).toBeDisabled();
  await page.getByLabel('First day of the boost').fill(inDays(40));
  await page.getByLabel('Last day of the boost').fill(inDays(42));
  await expect(page.getByText(`This boost costs 3 coins; you have ${before.remaining} left.`)).toBeVisible();
  await book.click();
  await expect(page.getByRole('status').filter({ hasText: 'Boost booked from' })).toContainText('for 3 coins');
  await expect(page.getByRole('list', { name: 'Boosts of this unit' })).toContainText('(3 coins)');
  await expect(page.getByText(`${before.remaining - 3} of ${before.quota} boost coins left.`)).toBeVisible();
  await expect.poll(() => boostCredits(page)).toEqual({ remaining: before.remaining - 3, quota: before.quota });
  await reviewShot(page, { path: `${test.info().outputDir}/boosters.png`, fullPage: true });

  // Kept over a reload; the page works on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Boosts of this unit' })).toContainText('(3 coins)');
  await expectNoSidewaysScroll(page);
  await reviewShot(page, { path: `${test.info().outputDir}/boosters-mobile.png`, fullPage: true });

  // Back to the plan she had, so the journeys after this one find her plan as it was (the three
  // coins stay spent: a boost cannot be taken back).
  const original = target === 'Standard' ? 'Starter' : 'Standard';
  await page.getByLabel('Section', { exact: true }).selectOption('manage-subscription');
  await expect(page).toHaveURL(/\/manage-subscription$/);
  await page.getByRole('radio', { name: new RegExp(original) }).check();
  await page.getByRole('button', { name: 'Change plan' }).click();
  await page.getByRole('dialog', { name: `Change to the ${original} plan?` }).getByRole('button', { name: 'Yes, change plan' }).click();
  await expect(page.getByText(/^Your current plan: /)).toHaveText(`Your current plan: ${original}`);
  await expectNoSidewaysScroll(page);
});

test('a new host cancels with a reason, sees the cancellation scheduled and listed, and withdraws it', async ({ page }) => {
  await registerHost(page, { firstName: 'Paul', lastName: 'Keller', accountType: 'A private person', model: 'subscription' });
  const property = await api(page, 'POST', '/api/app/properties', { propertyType: 'single', accommodationType: 'apartment' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/properties/${property.id}/units/${property.unitIds[0]}/manage-subscription`);

  // A new host is on the trial of the Starter plan.
  await expect(page.getByText(/^Your current plan: /)).toHaveText('Your current plan: Starter');
  await expect(page.getByText('No changes to your subscription are scheduled.')).toBeVisible();
  await expectNoSidewaysScroll(page);

  const cancel = page.getByRole('button', { name: 'Cancel subscription' });
  await expect(cancel).toBeDisabled();
  await page.getByRole('radio', { name: 'Not enough bookings' }).check();
  await cancel.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText(/Your subscription is cancelled and stays active until/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Scheduled changes' })).toContainText('Cancellation of your Starter plan');
  await reviewShot(page, { path: `${test.info().outputDir}/cancellation-scheduled-mobile.png`, fullPage: true });

  // Still scheduled after a reload.
  await page.reload();
  await expect(page.getByText(/Your subscription is cancelled and stays active until/)).toBeVisible();

  await page.getByRole('button', { name: 'Withdraw this change' }).click();
  await page.getByLabel('Why are you withdrawing it? (optional)').fill('Bookings picked up');
  await page.getByRole('button', { name: 'Withdraw the change' }).click();
  await expect(page.getByText('No changes to your subscription are scheduled.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Not enough bookings' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No changes to your subscription are scheduled.')).toBeVisible();
  await expect(page.getByText(/Your subscription is cancelled/)).toBeHidden();
});
