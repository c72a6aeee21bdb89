import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/sign-in';

// The profile picture and the pricing model against the real server: Alpine (a commission host)
// uploads a picture made here, sees it after a reload (also in the header), deletes it; then
// chooses another plan and finds it chosen after a reload. Alpine's account is in German, so the pages are too.

test('upload a profile picture, see it after reload, delete it', async ({ page }) => {
  const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2a7ab0' } }).png().toBuffer();
  await signIn(page, 'alpine@demo.host-portal.test', '/account/profile');
  await expect(page.getByRole('heading', { name: 'Profilbild' })).toBeVisible();
  await expect(page.getByText('Noch kein Bild: Stattdessen werden Ihre Initialen angezeigt.')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  const picture = page.getByRole('img', { name: 'Ihr Profilbild' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('img', { name: 'Ihr Profilbild' })).toBeVisible();
  const src = await page.getByRole('img', { name: 'Ihr Profilbild' }).getAttribute('src');
  expect(src).toMatch(/^\/api\/public\/host-images\/[0-9a-f-]+\/[0-9a-z]+\/thumbnail$/);
  // The header's avatar shows the same picture.
  await expect(page.locator(`header img[src="${src}"]`).first()).toBeAttached();

  await page.getByRole('button', { name: 'Bild löschen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Profilbild löschen?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Löschen', exact: true }).click();
  await expect(page.getByText('Noch kein Bild: Stattdessen werden Ihre Initialen angezeigt.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Noch kein Bild: Stattdessen werden Ihre Initialen angezeigt.')).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(404);
});

test('choose another pricing plan and find it chosen after reload', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/account/pricing');
  const hostOnly = page.getByTestId('pricing-plan-host_only');
  await expect(page.getByTestId('pricing-plan-split')).toContainText('Aktuelles Modell');
  await expect(page.getByTestId('pricing-plan-split')).toContainText(/8\s%/);

  await hostOnly.getByRole('radio').check();
  await page.getByRole('button', { name: 'Modell speichern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Modell wechseln' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert. Neue Unterkünfte werden nach „Gastgeber zahlt alles“ abgerechnet.' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('pricing-plan-host_only')).toContainText('Aktuelles Modell');
  await expect(page.getByTestId('pricing-plan-host_only').getByRole('radio')).toBeChecked();
  await expect(page.getByRole('button', { name: 'Modell speichern' })).toBeDisabled();
});

test('the pricing tab at 390 px: cards stacked, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'alpine@demo.host-portal.test', '/account/pricing');
  await expect(page.getByTestId('pricing-plan-split')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const [a, b] = await Promise.all([page.getByTestId('pricing-plan-split').boundingBox(), page.getByTestId('pricing-plan-host_only').boundingBox()]);
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
});
