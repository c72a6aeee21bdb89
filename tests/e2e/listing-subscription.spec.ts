import { expect, test, type Page } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';
import { hostApi } from './support/api';
import { reviewShot } from './support/review-shots';
import { demoDay } from './support/demo-days';
import { seededUnit } from './support/seeded-unit';

// The subscription steps against the real server: Anna (a subscription host) opens her seeded
// single-unit villa's wizard at the plan step, changes plan, schedules a boost on the next step,
// and after a reload both are still there.

/** A call of the portal's API with the signed-in page's own access token (as listing-unit-steps.spec.ts does). */
const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const inDays = demoDay;

test('a plan change and a boost of a seeded unit are saved and kept over a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Villa Aurora');

  // The pricing and final steps before the plan belong to other screens: recorded as done, so the plan step may be opened.
  const { completedSteps } = await hostApi(page, 'GET', `/api/app/property-unit/${unitId}/listing-progress`);
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, {
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
  await reviewShot(page, { path: `${test.info().outputDir}/plan.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Saved: the wizard moves on to the boost, where the new plan's coins are counted.
  await expect(page).toHaveURL(/\/subscription\/boost$/);
  await expect(step(page, 'Boost')).toBeVisible();
  await expect(page.getByText('42 of 42 boost coins left.')).toBeVisible();
  await page.getByRole('radio', { name: /Boost this unit/ }).check();
  await page.getByLabel(/First day of the boost/).fill(inDays(3));
  await expect(page.getByText(/for 7 coins/)).toBeVisible();
  await reviewShot(page, { path: `${test.info().outputDir}/boost.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();
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
  await reviewShot(page, { path: `${test.info().outputDir}/boost-kept-mobile.png`, fullPage: true });
});

test('a new host chooses commission, its property plan and reads what it includes; accepts the commission terms; all kept over a reload', async ({ page }) => {
  await registerHost(page, { firstName: 'Ines', lastName: 'Moreau', accountType: 'A private person', model: 'subscription' });

  const property = await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'single', accommodationType: 'apartment' });
  const unitId = property.unitIds[0];
  // The listing steps before the commercial model belong to other screens: recorded as done.
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, {
    completedSteps: [
      'property', 'location', 'location-address', 'location-map', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title',
      'price-and-availability', 'price-and-availability-promotions', 'price-and-availability-seasons', 'listing-verification', 'listing-verification-status',
      'calendar-availability', 'booking-preference', 'regional-requirements', 'subscription-plan', 'subscription-boost',
      'verification-info', 'verification-owner', 'verification-upload',
    ],
  });
  const base = `/listing/single-unit/${property.id}/${unitId}`;

  await page.goto(`${base}/commercial-model`);
  await expect(step(page, 'Commercial model')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Subscription/ })).toBeChecked();
  await page.getByRole('radio', { name: /Commission/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // The plans offered follow the host's new model: the commission plans (no hybrid one without a bidding tag).
  await expect(page).toHaveURL(/\/commercial-model\/plan$/);
  await expect(page.getByRole('radio', { name: /Split fee/ })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await page.getByRole('radio', { name: /Split fee/ }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/commercial-model\/plan-services$/);
  await expect(page.getByText('You pay 8% of each booking.', { exact: false })).toBeVisible();
  await expect(page.getByText('Protection against damage by guests')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read what my plan includes' }).check();
  await reviewShot(page, { path: `${test.info().outputDir}/plan-services.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/plan-services$/);

  // A commission host now has the commission terms to accept: after a reload the wizard opens there.
  await page.reload();
  await expect(page).toHaveURL(/\/commission-model$/);
  await expect(step(page, 'Commission model')).toBeVisible();
  await expect(page.getByText('There is no monthly fee.')).toBeVisible();
  // Nothing to save until the terms are accepted. (The steps after it were recorded as done above,
  // so the unchanged step offers Continue; publishing still needs this one completed.)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'I accept the commission terms' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/commission-model$/);

  // Everything reads back from the server.
  await page.goto(`${base}/commission-model`);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'I accept the commission terms' })).toBeChecked();
  await page.goto(`${base}/commercial-model/plan`);
  await expect(page.getByRole('radio', { name: /Split fee/ })).toBeChecked();
  await page.goto(`${base}/commercial-model/plan-services`);
  await expect(page.getByRole('checkbox', { name: 'I have read what my plan includes' })).toBeChecked();
  await page.goto(`${base}/commercial-model`);
  await expect(page.getByRole('radio', { name: /Commission/ })).toBeChecked();
});
