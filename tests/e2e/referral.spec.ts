import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signIn, closeNewHostWelcome } from './support/sign-in';

// "Invite a host" (AS §7 cello-token, the referral widget) against the real
// server: the account menu opens the dialog, which shows the invitation link with the host's
// code; Copy puts it on the clipboard. At phone width the same item is in the menu panel. A host
// registered through the link is counted in the inviting host's dialog.

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

  expect((await seriousViolations(page, '[role="dialog"]')).map((v) => v.rule)).toEqual([]);

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

/** The number the dialog's "… joined with your link" line shows. */
async function joinedCount(dialog: import('@playwright/test').Locator): Promise<number> {
  const line = dialog.getByText(/joined with your link/);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  return text.startsWith('No host') ? 0 : Number(/^(\d+) hosts? joined/.exec(text)![1]);
}

test('a host registered through anna@\'s link is counted in her dialog', async ({ browser }) => {
  // anna@ copies her link and signs out.
  const annaContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const anna = await annaContext.newPage();
  await signIn(anna, 'anna@demo.host-portal.test', '/');
  await expect(anna.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await anna.getByRole('button', { name: /Account menu of/ }).click();
  await anna.getByRole('menuitem', { name: 'Invite a host' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Invite a host' });
  const before = await joinedCount(dialog);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The link is copied. Paste it into a message or an e-mail.');
  const link = await anna.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/redirect\/register\?ref=[A-Z2-7]{8}$/);
  await anna.keyboard.press('Escape');
  await anna.getByRole('button', { name: /Account menu of/ }).click();
  await anna.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(anna.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Someone else opens the link: the registration form, straight away.
  const guestContext = await browser.newContext();
  const invited = await guestContext.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Create your host account' })).toBeVisible();
  await invited.getByLabel('First name').fill('Ida');
  await invited.getByLabel('Last name').fill('Invited');
  await invited.getByLabel('Email').fill(`ida-${Date.now()}@example.test`);
  await invited.getByLabel('A private person').check();
  await invited.getByRole('radio', { name: 'Commission: guests book' }).check();
  await invited.getByLabel('Password', { exact: true }).fill('a-long-enough-secret');
  await invited.getByLabel('Repeat password').fill('a-long-enough-secret');
  await invited.getByRole('button', { name: 'Create account' }).click();
  // A new host lands on the checklist with the tour, as any newly registered host does.
  await closeNewHostWelcome(invited);
  await expect(invited.getByRole('button', { name: /Account menu of Ida Invited/ })).toBeVisible();
  await guestContext.close();

  // anna@ signs in again: one more host joined with her link.
  await signIn(anna, 'anna@demo.host-portal.test', '/');
  await expect(anna.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await anna.getByRole('button', { name: /Account menu of/ }).click();
  await anna.getByRole('menuitem', { name: 'Invite a host' }).click();
  const again = anna.getByRole('dialog', { name: 'Invite a host' });
  await expect(again.getByText(before === 0 ? '1 host joined with your link.' : `${before + 1} hosts joined with your link.`)).toBeVisible();
  await annaContext.close();
});
