import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// Managing a listed property against the real server: from the list to a unit's rooms, a change
// saved with the wizard's own form and still there after a reload; a missing unit's 404 page.

test('open a property, a unit and its rooms; change the guests, save, and find them saved after a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.getByRole('link', { name: 'Casa Marina Guesthouse', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Marina Guesthouse' })).toBeVisible();
  const units = page.getByRole('list', { name: 'Units' });
  await expect(units.getByRole('listitem')).toHaveCount(2);

  // Another journey may have renamed it ("… with terrace"): the journeys share one database.
  await units.getByRole('link', { name: /^Garden family suite/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Garden family suite/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Unit sections' }).getByRole('link', { name: 'Rooms' }).click();
  await expect(page).toHaveURL(/\/units\/[^/]+\/rooms$/);

  const form = page.getByRole('form', { name: 'Guests and size' });
  const guests = form.getByLabel(/Maximum number of guests/);
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await guests.fill('6');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(form.getByText('Your changes are saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Guests and size' }).getByLabel(/Maximum number of guests/)).toHaveValue('6');
  // The properties list shows the new figure too.
  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Garden family suite' }).getByText('6 guests')).toBeVisible();
});

test('on a phone the sections are a select, and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await page.getByRole('link', { name: 'Villa Aurora', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Aurora' })).toBeVisible();
  await page.getByRole('list', { name: 'Units' }).getByRole('link', { name: 'Villa Aurora', exact: true }).click();
  await page.getByLabel('Section', { exact: true }).selectOption('rooms');
  await expect(page).toHaveURL(/\/rooms$/);
  await expect(page.getByRole('form', { name: 'Guests and size' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a missing property or unit shows the 404 page with a button to the homepage', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/listing/no-such/unit/x');
  await expect(page.getByRole('heading', { name: 'Property or unit not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
