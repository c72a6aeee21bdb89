import { expect, test } from '@playwright/test';
import { signIn as signInAt } from './support/sign-in';

// The profile page and the session against the real server and identity provider: a deep link
// survives sign-in, edits are saved and kept, the server's refusal shows at the field, and a
// refused access token is renewed with the refresh token without the host noticing.

test("edit the profile in the host's language: deep link, browser-side check, save, reload", async ({ page }) => {
  // Marie's account is in French, so the page is too.
  await signInAt(page, 'marie@demo.host-portal.test', '/account/profile');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Informations du profil' })).toBeVisible();
  const firstName = page.getByLabel('Prénom');
  await expect(firstName).toHaveValue('Marie');

  // The same valibot schema as the server, checked before sending; focus goes to the field.
  await firstName.fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');

  await firstName.fill('Marie-Claire');
  await page.getByLabel('Numéro de téléphone pour les voyageurs').fill('+33 1 23 45 67 89');
  await page.getByLabel('italien').check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Votre profil a été enregistré.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Marie-Claire');
  await expect(page.getByLabel('Numéro de téléphone pour les voyageurs')).toHaveValue('+33 1 23 45 67 89');
  await expect(page.getByLabel('italien')).toBeChecked();
});

test('a refused access token is renewed with the refresh token and the call retried once', async ({ page }) => {
  await signInAt(page, 'anna@demo.host-portal.test', '/account/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Anna');

  // Spoil the stored access token: the next call gets 401, the session refreshes, the call is retried.
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!);
    user.access_token = 'spoiled';
    sessionStorage.setItem(key, JSON.stringify(user));
  });
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/app/user/info')) statuses.push(r.status());
  });
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/token') && r.request().method() === 'POST');
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect(page.getByLabel('First name')).toHaveValue('Anna');
  expect(statuses).toEqual([401, 200]);
});
