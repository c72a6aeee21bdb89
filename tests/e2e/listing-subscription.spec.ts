import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The subscription steps against the real server: Anna (a subscription host) opens her seeded
// single-unit villa's wizard at the plan step, changes plan, schedules a boost on the next step,
// and after a reload both are still there.

/** A call of the portal's API with the signed-in page's own access token (as listing-unit-steps.spec.ts does). */
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

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('a plan change and a boost of a seeded unit are saved and kept over a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  // The ids are the database's own (UUIDv7), so they are read from the properties page.
  const unitLink = page.locator('a[href*="/units/"]').first();
  await expect(unitLink).toBeVisible();
  const [, propertyId, unitId] = /\/properties\/([^/]+)\/units\/([^/]+)$/.exec((await unitLink.getAttribute('href'))!)!;

  // The pricing and final steps before the plan belong to other screens: recorded as done, so the plan step may be opened.
  const { completedSteps } = await api(page, 'GET', `/api/app/property-unit/${unitId}/listing-progress`);
  await api(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, {
    completedSteps: [
      ...completedSteps,
      'price-and-availability-promotions',
      'price-and-availability-seasons',
      'listing-verification',
      'listing-verification-status',
      'calendar-availability',
      'booking-preference',
      'regional-requirements',
    ],
  });

  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/subscription/plan`);
  await expect(page).toHaveURL(/\/subscription\/plan$/);
  await expect(step(page, 'Subscription plan')).toBeVisible();
  const starter = page.getByRole('radio', { name: /Starter/ });
  await expect(starter).toBeChecked();
  await expect(page.getByText('Your current plan')).toBeVisible();
  await expect(page.getByText(/No card is charged/)).toBeVisible();
  await page.getByRole('radio', { name: /Standard/ }).check();
  await page.screenshot({ path: `${test.info().outputDir}/plan.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: the wizard moves on to the boost, where the new plan's coins are counted.
  await expect(page).toHaveURL(/\/subscription\/boost$/);
  await expect(step(page, 'Boost')).toBeVisible();
  await expect(page.getByText('42 of 42 boost coins left.')).toBeVisible();
  await page.getByRole('radio', { name: /Boost this unit/ }).check();
  await page.getByLabel(/First day of the boost/).fill(inDays(3));
  await expect(page.getByText(/for 7 coins/)).toBeVisible();
  await page.screenshot({ path: `${test.info().outputDir}/boost.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(/\/subscription\/boost$/);

  // A reload reads both back from the server.
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/subscription/plan`);
  await page.reload();
  await expect(step(page, 'Subscription plan')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Standard/ }).locator('xpath=..')).toContainText('Your current plan');

  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/subscription/boost`);
  await page.reload();
  await expect(step(page, 'Boost')).toBeVisible();
  await expect(page.getByText('35 of 42 boost coins left.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Boosts of this unit' })).toBeVisible();
  await expect(page.getByText(/\(7 coins\)/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${test.info().outputDir}/boost-kept-mobile.png`, fullPage: true });
});
