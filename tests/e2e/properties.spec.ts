import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The host's property list against the real server and its seeded demo data (anna@ has the
// single-unit Villa Aurora and the Casa Marina Guesthouse with a published room and a draft suite).
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });

test('see the properties, search them, unpublish and publish a unit', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  const villa = page.getByRole('article', { name: 'Villa Aurora' });
  const casa = page.getByRole('article', { name: 'Casa Marina Guesthouse' });
  await expect(villa).toBeVisible();
  await expect(casa).toBeVisible();
  await expect(villa.getByText('180 m²')).toBeVisible();
  await expect(casa.getByText('Garden family suite')).toBeVisible();
  await expect(casa.getByRole('link', { name: 'Continue listing Garden family suite' })).toBeVisible();
  await reviewShot(page, shots('properties-en'));

  // search: the list narrows after the pause, and the address keeps it
  const search = page.getByRole('searchbox', { name: 'Search properties' });
  await search.fill('villa');
  await expect(casa).toHaveCount(0);
  await expect(villa).toBeVisible();
  await expect(page).toHaveURL(/\/properties\?search=villa$/);
  await search.fill('');
  await expect(casa).toBeVisible();

  // unpublish the published room, by keyboard, then publish it again
  const room = casa.getByRole('listitem').filter({ hasText: 'Sea-view double room' });
  await room.getByRole('button', { name: 'Unpublish Sea-view double room' }).focus();
  await page.keyboard.press('Enter');
  await expect(room.getByText('Unpublished', { exact: true })).toBeVisible();
  await expect(page.getByText('1 unit taken offline.')).toBeVisible();
  // the server says so too: a reload shows the same state
  await page.reload();
  await expect(room.getByText('Unpublished', { exact: true })).toBeVisible();

  await room.getByRole('button', { name: 'Publish Sea-view double room' }).click();
  await expect(page.getByText('1 unit published.')).toBeVisible();
  // published: live at its guest page (/stay/{id}), so "Published", not "publishing"
  await expect(room.getByText('Published', { exact: true })).toBeVisible();
  await expect(room.getByRole('button', { name: 'About publishing' })).toHaveCount(0);
  await page.reload();
  await expect(room.getByText('Published', { exact: true })).toBeVisible();

  // the page's own texts come in the host's language (a separate, pre-parsed chunk)
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unterkünfte' })).toBeVisible();
  await expect(room.getByText('Veröffentlicht', { exact: true })).toBeVisible();
  await expect(villa.getByText('6 Gäste')).toBeVisible();
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
});

test('mobile: the list and a selection fit the small screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const casa = page.getByRole('article', { name: 'Casa Marina Guesthouse' });
  await expect(casa).toBeVisible();
  await casa.getByRole('checkbox', { name: 'Select Garden family suite' }).check();
  const bar = page.getByRole('region', { name: 'Actions for the selected units' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Delete (1)' })).toBeEnabled();
  // nothing overflows sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await reviewShot(page, shots('properties-mobile'));
  await context.close();
});
