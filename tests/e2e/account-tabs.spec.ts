import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The /account tabs against the real server and seeded accounts (AS §2.5, AS §6).

test('a commission company host finds the bank form on the payout tab, and a wrong IBAN is refused', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/account/profile');
  // Lukas (alpine) uses the app in German.
  const tabs = page.getByRole('navigation', { name: 'Kontobereiche' });
  await expect(tabs.getByRole('link', { name: 'Auszahlung' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Auszahlung' }).click();
  await expect(page).toHaveURL(/\/account\/payout$/);
  await expect(page.getByRole('heading', { name: 'Bankkonto' })).toBeVisible();
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await iban.blur();
  await expect(page.getByText('Diese IBAN ist ungültig: eine Ziffer scheint falsch.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Bankkonto' }).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: `${process.env.E2E_OUTPUT_DIR ?? '/tmp'}/account-payout-390.png`, fullPage: true });
});

test('a subscription host has no payout tab, and its address opens the profile', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/account/profile');
  const tabs = page.getByRole('navigation', { name: 'Account sections' });
  await expect(tabs.getByRole('link', { name: 'Profile details' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Payout' })).toHaveCount(0);
  await page.goto('/account/payout');
  await expect(page).not.toHaveURL(/\/account\/payout/);
});

test('a host switches an e-mail kind off on the Notifications tab by keyboard, it stays off over a reload, and on again; security mails cannot be switched off', async ({ page }) => {
  // Marie reads French.
  await signIn(page, 'marie@demo.host-portal.test', '/account/profile');
  await page.getByRole('navigation', { name: 'Sections du compte' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  const reviews = page.getByRole('switch', { name: /^Nouveaux avis/ });
  await expect(reviews).toBeChecked();
  await reviews.focus();
  await page.keyboard.press('Space');
  await expect(reviews).not.toBeChecked();
  await expect(page.getByText(/^Enregistré/).first()).toBeVisible();
  await page.reload();
  await expect(reviews).not.toBeChecked();
  // The password notices are always on.
  const security = page.getByRole('switch', { name: /^Mot de passe modifié/ });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  // On again (the journeys share one database), kept over a reload.
  await reviews.check();
  await expect(page.getByText(/^Enregistré/).first()).toBeVisible();
  await page.reload();
  await expect(reviews).toBeChecked();
});
