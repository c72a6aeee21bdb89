import { expect, test } from '@playwright/test';
import { registerHost } from './support/sign-in';

// A signed-in host changes their password from the profile page: the identity server's page knows
// who is signed in (no e-mail to type), the change signs the host out everywhere, this browser
// too, and the new password signs in. A new host, so the demo accounts keep their password.

test('a signed-in host changes the password from the profile page, then signs in with the new one', async ({ page }) => {
  const email = await registerHost(page, { firstName: 'Pia', lastName: 'Keller', accountType: 'A private person', model: 'commission' });
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Change your password' }).click();
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
  await page.getByLabel('Current password').fill('a-long-enough-secret');
  await page.getByLabel('New password').fill('another-long-secret');
  await page.getByLabel('Repeat password').fill('another-long-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');

  // Signed out here too: the portal asks for the password again, and only the new one works.
  await page.getByRole('link', { name: 'Go to the portal' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-long-enough-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await page.getByLabel('Password').fill('another-long-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Pia!' })).toBeVisible();
});
