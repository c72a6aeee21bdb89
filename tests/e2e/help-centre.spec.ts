import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The help centre behind the portal's help links, against the real server and its texts: from the
// help dropdown an article opens in a new tab on /help/articles/{id} with its title and body; /help
// lists every area and its search narrows the list; on a 390 px phone nothing scrolls sideways.

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const AREAS = ['Calendar', 'Bookings', 'Inquiries', 'Properties', 'Listing', 'Statistics and reviews', 'Messages', 'Your account', 'Verification and payouts', 'Getting started'];
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("a help dropdown article opens in a new tab on the portal's help centre", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.locator('[data-testid="help-menu-trigger"]:visible').click();
  const menu = page.getByRole('menu', { name: 'Help' });
  const article = menu.getByRole('menuitem', { name: 'Sync your calendar with other sites (opens in a new tab)' });
  const [tab] = await Promise.all([context.waitForEvent('page'), article.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/help\/articles\/calendar-sync-ical$/);
  await expect(tab.getByRole('heading', { level: 1, name: 'Sync your calendar with other sites' })).toBeVisible();
  await expect(tab.getByText('Area: Calendar')).toBeVisible();
  await expect(tab.getByText(/add the iCal link each other platform gives you/)).toBeVisible();
  await expect(tab.getByText(/Linked calendars are read again regularly/)).toBeVisible();
  await reviewShot(tab, shots('help-centre-article'));
  await tab.getByRole('link', { name: 'Back to the help centre' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await tab.close();
});

test('a visitor reads /help: every area, a search, an article, an unknown one; nothing scrolls sideways at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(AREAS);
  expect(await noSidewaysScroll(page)).toBe(true);
  await reviewShot(page, shots('help-centre-list-390'));

  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('IBAN');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Verification and payouts']);
  await expect(page.getByRole('status').filter({ hasText: 'article found' })).toHaveText('1 article found');
  await page.getByRole('link', { name: /Add your payout details/ }).click();
  await expect(page).toHaveURL(/\/help\/articles\/verification-payout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your payout details' })).toBeVisible();
  await expect(page.getByText(/The IBAN is checked as you type/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact support' })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.goto('/help/articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the help centre' }).click();
  await expect(page).toHaveURL(/\/help$/);
});
