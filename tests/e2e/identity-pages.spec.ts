import { expect, test } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';

// The identity server's own pages, in the browser: what a host sees between the portal and
// their signed-in session.
function authorizeUrl(baseURL: string, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'host-portal',
    redirect_uri: `${baseURL}/`,
    response_type: 'code',
    scope: 'openid email profile offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    ...extra,
  });
  return `/auth/auth?${params}`;
}

test('sign-in page: field errors, wrong password, language switch, then the code comes back', async ({ page, baseURL }) => {
  await page.goto(authorizeUrl(baseURL!));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill('anna@demo.host-portal.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page.getByLabel('Email')).toHaveValue('anna@demo.host-portal.test');

  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  // keyboard only
  await page.getByLabel('E-Mail').focus();
  await page.keyboard.type('anna@demo.host-portal.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo-host-2026');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.has('code'));
  // The portal starts on that address with a code it never asked for: it signs in again on its
  // own (the identity server answers at once, the host being signed in there) and lands home.
  // Waiting for that keeps this journey's last navigation from cutting the next journey's start.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 20_000 });
  await expect(page).not.toHaveURL(/[?&]code=/);
});

test('registration keeps what was typed when a field is wrong', async ({ page, baseURL }) => {
  await page.goto(authorizeUrl(baseURL!, { ui_locales: 'fr-FR' }));
  await page.getByRole('link', { name: 'Créer un compte hôte' }).click();
  await expect(page.getByRole('heading', { name: 'Créer votre compte hôte' })).toBeVisible();
  await page.getByLabel('Prénom').fill('Élise');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('E-mail').fill('elise@example.test');
  await page.getByLabel('Entreprise').check();
  await page.getByLabel('Mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmer le mot de passe').fill('court');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('Utilisez au moins 10 caractères.')).toBeVisible();
  await expect(page.getByLabel('Prénom')).toHaveValue('Élise');
  await expect(page.getByLabel('Entreprise')).toBeChecked();
  // The page opens on the first refused field (the way of working, not chosen), not on the first
  // name; and says why the password fields are empty again.
  await expect(page.locator('#commercialModel-commission')).toBeFocused();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  await expect(page.locator('#field-password-hint')).toHaveText(/saisissez le vôtre à nouveau/);
});

test('a login link with an encoded e-mail (?id=) fills in the sign-in form; a broken one is ignored', async ({ page }) => {
  const anna = 'anna@demo.host-portal.test';
  const encoded = Buffer.from(anna).toString('base64url');
  await page.goto(`/redirect/login?id=${encoded}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(anna);

  await page.goto('/?id=not-an-encoded-address');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // The login route itself: only the password is left to type, and the id does not come back.
  await page.goto(`/?id=${encoded}`);
  await expect(page.getByLabel('Email')).toHaveValue(anna);
  await page.getByLabel('Password').fill('demo-host-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
