import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// "Invite a host" (account-and-shell §7 cello-token, the referral widget) against the real
// server: the account menu opens the dialog, which shows the invitation link with the host's
// code; Copy puts it on the clipboard. At phone width the same item is in the menu panel.

const CODE = /^[A-Z2-7]{8}$/;

test('anna@ opens Invite a host from the account menu and copies her invitation link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test', '/');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();

  const token = page.waitForResponse((r) => r.url().endsWith('/api/app/cello-token') && r.request().method() === 'POST');
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Invite a host' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a host' });
  await expect(dialog).toBeVisible();
  expect((await token).status()).toBe(200);

  const field = dialog.getByRole('textbox', { name: 'Your invitation link' });
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/redirect/register\\?ref=[A-Z2-7]{8}$`));
  const link = await field.inputValue();
  const code = new URL(link).searchParams.get('ref')!;
  expect(code).toMatch(CODE);
  await expect(dialog.getByText(`Your referral code: ${code}`)).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The link is copied. Paste it into a message or an e-mail.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const audit = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Keyboard: Escape closes the dialog; opened again, the same code (derived from the host).
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Invite a host' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a host' }).getByRole('textbox')).toHaveValue(link);
  await context.close();
});

test('at 390 px the menu panel offers Invite a host and the dialog fills the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test', '/');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Invite a host' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a host' });
  await expect(dialog.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(/\/redirect\/register\?ref=[A-Z2-7]{8}$/);
  const box = await dialog.boundingBox();
  expect(Math.round(box!.width)).toBe(390);
  const copy = await dialog.getByRole('button', { name: 'Copy link' }).boundingBox();
  expect(copy!.x + copy!.width).toBeLessThanOrEqual(390);
  await context.close();
});
