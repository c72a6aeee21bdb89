import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';

// The welcome tour (at phone width: the modal fills the screen under 600 px) and the tutorials
// (from the desktop header's account menu) for a demo host. The demo accounts are not migrated
// ones, so the tour opens only when the address forces it.
const phone = { viewport: { width: 390, height: 844 } };

test('?tour=open opens the tour; closing marks it seen so a reload does not reopen it', async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await signIn(page, 'anna@demo.host-portal.test', '/?tour=open');
  const tour = page.getByRole('dialog', { name: 'Welcome to the host portal' });
  await expect(tour).toBeVisible();
  const box = await tour.boundingBox();
  expect(Math.round(box!.width)).toBe(390);
  await expect(tour.getByText('Step 1 of 4')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByText('Step 2 of 4')).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/app/user/interaction') && r.request().method() === 'PUT');
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  expect((await saved).status()).toBe(200);

  // Give the lazily loaded tour its chance to appear: the interactions have been read once it could
  // (waited for from before the reload: the read may finish before the heading shows).
  const read = page.waitForResponse((r) => r.url().endsWith('/api/app/user/interactions'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await read;
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('a host opens Tutorials, plays a video to its end and sees it ticked', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/');
  await expect(page.getByRole('heading', { name: 'Hello, Anna!' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Tutorials' }).click();
  const list = page.getByRole('dialog', { name: 'Tutorials' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await expect(list.getByText('Watched')).toHaveCount(0);

  await list.getByRole('button', { name: 'Play Modify availabilities' }).click();
  const player = page.getByRole('dialog', { name: 'Modify availabilities' });
  const video = player.locator('video');
  await expect(video).toBeVisible();
  // Opened by a click, the video starts by itself; press play if the browser held it back.
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect(video).toHaveJSProperty('ended', true, { timeout: 20_000 });

  await player.getByRole('button', { name: 'All tutorials' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Modify availabilities' }).getByText('Watched')).toBeVisible();
  await expect(list.getByText('Watched')).toHaveCount(1);
});
