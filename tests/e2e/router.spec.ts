import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// The portal's router (src/client/router) in the browser, where its history is the tab's own:
// leaving unsaved changes asks first, whether by a link or by the browser's Back (which the
// router undoes while it asks), and Back returns to where a page was scrolled.

test('unsaved profile changes: a link and Back both ask; Stay keeps the typing, Leave goes', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  // Into the profile inside the app, so Back has a page of the app to go to.
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Anna');
  await firstName.fill('Annabel');

  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  // Back: the address goes back and is brought forward again while the dialog asks.
  await page.evaluate(() => history.back());
  await expect(leave).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await leave.getByRole('button', { name: 'Stay and save' }).click();
  await expect(leave).toBeHidden();
  await expect(firstName).toHaveValue('Annabel');
  await expect(page).toHaveURL(/\/account\/profile$/);

  // A link of the navigation.
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and save' }).click();
  await expect(firstName).toHaveValue('Annabel');

  // Back again, and this time leave: the page Back leads to.
  await page.evaluate(() => history.back());
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  // Nothing was saved, and Forward leads to the profile as it is stored.
  await page.evaluate(() => history.forward());
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
});

test('a new page opens at its top, and Back returns to where the last one was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(scrollable).toBeGreaterThan(200);
  await page.evaluate(() => scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(200);
  // Leave by the link, reading where the page stands at that moment: the browser may have moved it
  // as pictures above loaded. A click in the page, not Playwright's, which scrolls the link into view.
  const left = await page
    .getByRole('link', { name: 'Casa Marina' })
    .first()
    .evaluate((link) => {
      const y = scrollY;
      (link as HTMLElement).click();
      return y;
    });
  expect(left).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL(/\/properties\/[^/]+$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);

  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/properties$/);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(left);
});
