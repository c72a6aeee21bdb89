import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';

// A host's own data, in the browser against the real server (README "Your data"): a newly
// registered host downloads everything kept about them, then deletes the account; they are
// signed out, cannot sign in again, and staff see both requests with who asked and when.

test('a new host downloads their data, deletes the account, and staff see both requests', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = await registerHost(page, { firstName: 'Dora', lastName: 'Delete', accountType: 'A private person', model: 'commission' });

  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^host-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(exported.profile.host.email).toBe(email);
  const hostId: string = exported.profile.host.id;
  expect(JSON.stringify(exported)).not.toMatch(/scrypt\$/); // no password hash

  // The confirm button waits for the account's own address.
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('someone-else@example.test');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill(email);
  await confirm.click();

  // Signed out, and the address no longer signs in.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();

  // Staff's desk lists the export and the deletion, newest first.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff@demo.host-portal.test', '/staff');
  const requests = staff.getByRole('region', { name: 'Data requests' });
  await expect(requests).toBeVisible({ timeout: 15_000 });
  // The name is erased: the rows say "Deleted account" with the id support can quote.
  const rows = requests.getByRole('row').filter({ hasText: hostId });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Account deletion');
  await expect(rows.nth(0)).toContainText('Deleted account');
  await expect(rows.nth(1)).toContainText('Data download');
  await staffContext.close();
});
