import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The public pages against the real server: a visitor reads /legal, jumps through its table of
// contents, reopens the cookie choices and follows the link to the additional terms and back;
// /feature-toggle/overview holds this browser's Overview switch off and then on, which the signed-in
// navigation follows; an unknown switch lists the valid ones; at 390 px nothing scrolls sideways.

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('a visitor reads /legal: table of contents, cookie settings, the additional terms and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await expect(page.getByText(/write to support@127\.0\.0\.1\./)).toBeVisible();

  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Privacy summary' }).click();
  await expect(page).toHaveURL(/\/legal#privacy$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy summary' })).toBeInViewport();

  await page.getByRole('button', { name: 'Open cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  // The switches entry the feature-toggle page writes is listed, as the server names it.
  await expect(dialog.getByText('host_portal.featureToggles', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.getByRole('link', { name: 'Read the additional terms and conditions' }).click();
  await expect(page).toHaveURL(/\/legal\/atc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Additional terms and conditions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveText(['Commission bookings', 'Subscriptions, boosts and coins', 'Cancellations']);
  await reviewShot(page, shots('legal-atc'));
  await page.getByRole('link', { name: 'Back to the legal information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
});

test("/feature-toggle/overview holds this browser's Overview off, then on; the signed-in navigation follows; an unknown switch lists the valid ones", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/feature-toggle/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Interface switch: Overview' })).toBeVisible();
  await expect(page.getByText("The portal's setting: on")).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Follow the portal' })).toBeChecked();
  await page.getByRole('radio', { name: 'Off' }).check();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('This browser: off');

  // The portal has Overview on; this browser holds it off.
  await signIn(page, 'anna@demo.host-portal.test', '/calendar');
  await expect(mainNav(page).getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toHaveCount(0);

  await page.goto('/feature-toggle/overview');
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
  await page.getByRole('radio', { name: 'On' }).check();
  // At once, without a reload: the navigation reads the settings through the choice.
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('host_portal.featureToggles'))).toBe('{"overview":true}');

  await page.goto('/feature-toggle/nope');
  await expect(page.getByRole('heading', { level: 1, name: 'No such switch' })).toBeVisible();
  await expect(page.getByText(/There is no interface switch called “nope”/)).toBeVisible();
  const valid = page.getByRole('main').getByRole('link');
  await expect(valid).toHaveText([/^Overview/, /^Help centre link/, /^Welcome tour/, /^Earning details/]);
  await valid.filter({ hasText: 'Welcome tour' }).click();
  await expect(page).toHaveURL(/\/feature-toggle\/tour$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Interface switch: Welcome tour' })).toBeVisible();
});

test('at 390 px the legal page and a switch fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await reviewShot(page, shots('legal-390'));
  await page.goto('/feature-toggle/overview');
  await expect(page.getByRole('radio', { name: 'Follow the portal' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await reviewShot(page, shots('feature-toggle-390'));
});

test('the guest sign-in page, visited signed out, logs no error in the console', async ({ page }) => {
  // Being signed out is not an error: the page asks whether a session exists and gets "none".
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/guest/login');
  await expect(page.getByLabel('Booking code')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Booking code')).toBeVisible();
  expect(errors).toEqual([]);
});
