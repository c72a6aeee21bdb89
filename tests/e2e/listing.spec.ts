import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The listing wizard against the real server: a new property, its first steps, the progress.
const percent = async (page: Page) => Number((await page.getByTestId('listing-progress-total').textContent())!.replace(/\D/g, ''));

test('add a property, fill the first steps and see the progress rise', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/listing/add-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a property' })).toBeVisible();
  // One main landmark: the shell's (the flow's pages sit inside it).
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  // property type
  await expect(page).toHaveURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/property$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Property type' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  expect(await percent(page)).toBe(0);
  // One primary action per step: Save and continue (a save moves on).
  const save = page.getByRole('button', { name: 'Save and continue' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Type of accommodation').selectOption('villa');
  await expect(save).toBeEnabled();
  await save.click();

  // location: the place search (more of it in listing-location.spec.ts)
  await expect(page).toHaveURL(/\/location$/);
  const afterProperty = await percent(page);
  expect(afterProperty).toBeGreaterThan(0);
  const search = page.getByRole('combobox', { name: /City or town/ });
  // The gazetteer fills in the background at the server's first start: ask again until it answers.
  await expect(async () => {
    await search.fill('');
    await search.fill('Berl');
    await expect(page.getByRole('option', { name: /^Berlin\s*Germany$/ })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('option', { name: /^Berlin\s*Germany$/ }).click();
  await save.click();

  // address, by keyboard for the last fields
  await expect(page).toHaveURL(/\/location\/address$/);
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Street').fill('Unter den Linden');
  await page.getByLabel('House number or name').fill('5');
  await page.getByLabel('Postal code').fill('1011');
  await page.getByLabel('City').focus();
  await expect(page.getByText('This postal code does not look right, for example 10115.')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Postal code').fill('10117');
  await page.getByLabel('City').fill('Berlin');
  await expect(save).toBeEnabled();
  await page.keyboard.press('Enter');

  // map: the pin by its coordinates (the map itself: listing-location.spec.ts), then guests
  await expect(page).toHaveURL(/\/location\/map$/);
  expect(await percent(page)).toBeGreaterThan(afterProperty);
  await page.getByRole('textbox', { name: /^Latitude/ }).fill('52.517');
  await page.getByRole('textbox', { name: /^Longitude/ }).fill('13.389');
  await save.click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/info$/);
  await page.getByLabel('Maximum number of guests').fill('4');
  await page.getByRole('spinbutton', { name: /^Size/ }).fill('85');
  await save.click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/beds$/);

  // a reload keeps the progress (the server stores it) and the address
  const before = await percent(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Rooms and beds' })).toBeVisible();
  expect(await percent(page)).toBe(before);

  // an earlier step is a link again; the saved values are there
  await page.getByRole('navigation', { name: 'Listing progress and steps' }).getByRole('link', { name: 'Address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Berlin');
  // Unchanged, a completed step is only passed: Continue, nothing to save.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await expect(save).toHaveCount(0);
});

test('a new draft is on /properties at once, without a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: 'Add a property' }).first().click();
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/property$/);
  const propertyId = new URL(page.url()).pathname.split('/')[3]!;
  // Back to the list through the navigation, well within the list's 30 s of freshness.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Properties/ }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.locator(`a[href="/properties/${propertyId}"]`)).toBeVisible();
});

test('a missing property shows the not-found page with a way home', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/listing/single-unit/nope/nope/property');
  await expect(page.getByRole('heading', { name: 'Property or unit not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the wizard fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'anna@demo.host-portal.test', '/listing/add-property');
  await page.getByRole('radio', { name: /Several units/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Property type' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
