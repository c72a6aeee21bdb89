import { expect, test } from '@playwright/test';
import { NO_STORAGE } from './support/consent-preset';
import { signIn } from './support/sign-in';

// The cookie banner on a first visit (a fresh browser: no consent preset, unlike the other
// journeys), on a guest page outside the shell, at phone width.
test.use({ storageState: NO_STORAGE, viewport: { width: 390, height: 844 } });

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookies and local storage' });

test('first visit: the banner asks; Reject optional hides it for good', async ({ page }) => {
  await page.goto('/guest/login');
  await expect(banner(page)).toBeVisible();
  // Nothing optional was stored before the answer.
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
  const box = await banner(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);

  await banner(page).getByRole('button', { name: 'Reject optional' }).click();
  await expect(banner(page)).toHaveCount(0);
  const record = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!);
  expect(record.choices).toEqual({ preferences: false, statistics: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('Customise lists the categories with the cookies the server names, and saves the toggles', async ({ page }) => {
  await page.goto('/guest/login');
  await banner(page).getByRole('button', { name: 'Customise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  for (const name of ['Necessary', 'Preferences', 'Statistics']) await expect(dialog.getByRole('heading', { name })).toBeVisible();
  // From GET /api/public/cookie-consent-settings: the guest token cookie (one day) and the analytics prefix.
  await expect(dialog.getByText('guest_token', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Cookie · 24 hours')).toBeVisible();
  await expect(dialog.getByText('_sp_', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Allow Necessary' })).toBeDisabled();
  await dialog.getByRole('switch', { name: 'Allow Preferences' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toHaveCount(0);
  const record = JSON.parse((await page.evaluate(() => localStorage.getItem('cookie_consent')))!);
  expect(record.choices).toEqual({ preferences: true, statistics: false });
});

test('on a laptop the banner covers none of the profile page: its end and the Save bar stay above it, and move back once decided', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'anna@demo.host-portal.test', '/account/profile');
  await expect(banner(page)).toBeVisible();
  const discard = page.getByRole('button', { name: 'Discard changes' });
  await expect(discard).toBeVisible();
  // Scrolled into the form (a sticky bar cannot leave its form), the bar sits above the banner's
  // top edge: what is under the button's centre is the button.
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const bannerTop = (await banner(page).boundingBox())!.y;
  await expect.poll(async () => (await discard.boundingBox())!.y + (await discard.boundingBox())!.height).toBeLessThanOrEqual(bannerTop);
  const hit = await discard.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(hit).toBe(true);
  // Scrolled to its end, the page's last section ends above the banner too.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottomPadding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(bottomPadding).toBeGreaterThan(0);

  await banner(page).getByRole('button', { name: 'Reject optional' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});
