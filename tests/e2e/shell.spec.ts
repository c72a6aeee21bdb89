import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// A host's first minutes: sign in through the real identity pages, see the shell, switch the
// language, sign out. Against the real server and its seeded database.
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: false });

test('sign in as the demo host, see the shell, switch language, sign out', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the code and state are gone from the address bar
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Properties' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(0); // subscription host: no bookings item
  await page.screenshot(shots('shell-en'));

  // the header's language switch, by mouse
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo, Anna!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).not.toHaveURL(/hl=/);
  await page.screenshot(shots('shell-de'));

  // the choice survives a reload
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hallo, Anna!' })).toBeVisible();

  // the account menu's language submenu, by keyboard: back to English
  await page.getByRole('button', { name: /Kontomenü von Anna Rossi/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: /Sprache/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('menuitemradio', { name: 'English' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // signed out for real: the portal asks for the password again
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Anmelden|Sign in/ })).toBeVisible();
});

test('a deep link survives sign-in, and a commission host sees bookings', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/account/profile?tab=1');
  await expect(page).toHaveURL(/\/account\/profile\?tab=1$/);
  await expect(page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ }).getByRole('link', { name: /Buchungen|Bookings/ })).toBeVisible();
});

test('an unknown page shows the 404 page inside the app', async ({ page }) => {
  await signIn(page, 'marie@demo.host-portal.test', '/no-such-page');
  await expect(page.getByRole('heading', { name: /introuvable|not found/i })).toBeVisible();
});

test('mobile: bottom bar with the main items', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  await page.screenshot(shots('shell-mobile'));
  await context.close();
});

test('staff acts for a host: the banner says so, the shell is the host’s, Stop ends it', async ({ page }) => {
  await signIn(page, 'staff@demo.host-portal.test', '/staff');
  await expect(page.getByRole('heading', { name: 'Act for a host' })).toBeVisible();
  await page.getByRole('button', { name: 'View the portal as Lukas Huber' }).click();
  await expect(page.getByText(/viewing the portal as Lukas Huber/)).toBeVisible();
  // the commission host's navigation, not the staff member's
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hello, Lukas!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText(/viewing the portal as/)).toHaveCount(0);
  // back on the staff page, ready to pick another host
  await expect(page.getByRole('heading', { name: 'Act for a host' })).toBeVisible();
});
