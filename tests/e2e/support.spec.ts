import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// Support and help (AS §2.9, AS §5, AS §9) against the real server and its seeded data:
// a demo host on /calendar opens Help, reads the calendar's articles, writes to support (an empty
// send names both fields), sees the confirmation; the demo staff member finds the message on
// /staff and marks it handled; on a 390 px phone the dropdown fits and the form is full screen.

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const BODY = `The calendar shows my July booking twice (${Date.now()}).`;
const helpButton = (page: Page) => page.locator('[data-testid="help-menu-trigger"]:visible');

test('a host reads the calendar help and writes to support', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await helpButton(page).click();
  const menu = page.getByRole('menu', { name: 'Help' });
  await expect(menu.getByText('Help for this page')).toBeVisible();
  const article = menu.getByRole('menuitem', { name: 'Sync your calendar with other sites (opens in a new tab)' });
  await expect(article).toBeVisible();
  await expect(article).toHaveAttribute('href', /\/help\/articles\/calendar-sync-ical$/);
  await expect(article).toHaveAttribute('target', '_blank');
  await expect(menu.getByRole('menuitem', { name: 'Block dates you cannot host (opens in a new tab)' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Help centre (opens in a new tab)' })).toHaveAttribute('href', /\/help$/);
  const box = await menu.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(await menu.evaluate((el) => getComputedStyle(el.parentElement!).zIndex + '/' + getComputedStyle(el).zIndex)).toContain('250');
  await reviewShot(page, shots('support-help-menu'));

  await menu.getByRole('menuitem', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toBeVisible();
  const size = await dialog.boundingBox();
  expect([Math.round(size!.width), Math.round(size!.height)]).toEqual([688, 524]);
  await expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Topic' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Send' }).click();
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('Topic: Choose a topic.');
  await expect(summary).toContainText('Details: Write the details of your request.');

  await dialog.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'General feedback' });
  await dialog.getByRole('textbox', { name: 'Details' }).fill(BODY);
  await reviewShot(page, shots('support-contact-form'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Thank you! Your message has reached our support team.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the staff member sees the message on /staff and marks it handled', async ({ page }) => {
  await signIn(page, 'staff@demo.host-portal.test', '/staff');
  const section = page.getByRole('region', { name: 'Support messages' });
  const item = section.getByTestId('support-message').filter({ hasText: BODY.slice(0, 40) }).first();
  await expect(item).toBeVisible();
  await expect(item.getByRole('heading', { name: 'General feedback' })).toBeVisible();
  await expect(item).toContainText('anna@demo.host-portal.test');
  await expect(item).toContainText('Page: calendar');
  await expect(item.getByText('Open', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Mark the message of .+ handled$/ }).click();
  await expect(item.getByText('Marked handled.')).toBeVisible();
  await expect(item.getByText(/^Handled /)).toBeVisible();
  await expect(item.getByRole('button', { name: /Mark the message/ })).toHaveCount(0);
  await reviewShot(page, shots('support-staff-desk'));
});

test('on a 390 px phone the help dropdown fits and the contact form is full screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await helpButton(page).click();
  const menu = page.getByRole('menu', { name: 'Help' });
  await expect(menu.getByRole('menuitem', { name: /Block dates you cannot host/ })).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await menu.getByRole('menuitem', { name: 'Contact support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog).toBeVisible();
  const size = await dialog.boundingBox();
  expect([Math.round(size!.x), Math.round(size!.y), Math.round(size!.width), Math.round(size!.height)]).toEqual([0, 0, 390, 844]);
  await expect(dialog.getByRole('button', { name: 'Discard' })).toBeVisible();
  await reviewShot(page, shots('support-contact-form-390'));
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
});
