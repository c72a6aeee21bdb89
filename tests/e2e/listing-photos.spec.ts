import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/sign-in';
import { callApi, hostApi } from './support/api';
import { reviewShot } from './support/review-shots';
import { seededUnit } from './support/seeded-unit';

// The photos step against the real server: two generated photos uploaded with visible progress,
// the second made the cover, the order kept after a reload, dragged back, and a text file renamed .jpg refused
// by its content.

/** A photo of random noise (does not compress, so the upload takes long enough to watch). */
async function noisePhoto(file: string, width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + ((i / 3) | 0) * 104729) % 251;
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toFile(file);
}

test('upload two photos, make the second the cover, keep the order; a renamed text file is refused', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'photos-e2e-'));
  const first = path.join(dir, 'living-room.jpg');
  const second = path.join(dir, 'terrace.jpg');
  const fake = path.join(dir, 'not-a-photo.jpg');
  await noisePhoto(first, 1600, 1100);
  await noisePhoto(second, 1500, 1000);
  writeFileSync(fake, 'This is a text file with a .jpg name.\n'.repeat(200));

  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Villa Aurora');
  // Every demo unit comes with seeded pictures: this journey starts from a unit without any.
  for (const photo of (await hostApi(page, 'GET', `/api/app/property-unit/${unitId}/photos`)).items as { id: string }[]) {
    expect((await callApi(page, 'DELETE', `/api/app/property-unit/${unitId}/photos/${photo.id}`)).status).toBe(204);
  }
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/photos`);
  await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
  await expect(page.getByText(/No photos yet/)).toBeVisible();

  // A slow uplink (about 1 MB/s) so each file's progress bar can be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await page.locator('input[type=file]').setInputFiles([first, second]);
  await expect(page.getByRole('progressbar', { name: 'Uploading living-room.jpg' })).toBeVisible();
  await expect(page.getByText('Waiting')).toBeVisible(); // the second waits for the first
  await expect(page.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading terrace.jpg' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // The thumbnails are real images served by the API.
  const thumbnailSize = await page.getByRole('img', { name: 'Photo 2 of 2' }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.naturalWidth;
  });
  expect(thumbnailSize).toBe(480);
  const cardIds = () => page.locator('[data-photo-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')));
  const [firstId, secondId] = await cardIds();

  await page.getByRole('button', { name: 'Make photo 2 of 2 the cover' }).click();
  await expect(page.locator('[data-photo-id]').first()).toHaveAttribute('data-photo-id', secondId!);
  await expect(page.locator('[data-photo-id]').first().getByText('Cover')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
  expect(await cardIds()).toEqual([secondId, firstId]);

  // Dragging a photo onto another puts it in that place (saved at once).
  // (Mouse moves in steps: Chromium starts an HTML drag only after the pointer has moved.)
  const from = (await page.locator(`[data-photo-id="${firstId}"] .photo-card__frame`).boundingBox())!;
  const to = (await page.locator(`[data-photo-id="${secondId}"]`).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.locator('[data-photo-id]').first()).toHaveAttribute('data-photo-id', firstId!);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Photo 1 of 2' })).toBeVisible();
  expect(await cardIds()).toEqual([firstId, secondId]);

  // By keyboard: the arrow buttons move a photo and focus stays with it.
  await page.getByRole('button', { name: 'Move photo 1 of 2 later' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 2 of 2 earlier' })).toBeFocused();
  expect(await cardIds()).toEqual([secondId, firstId]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move photo 1 of 2 later' })).toBeFocused();
  expect(await cardIds()).toEqual([firstId, secondId]);
  await page.waitForLoadState('networkidle');

  // Declared image/jpeg by its name, but the server reads the bytes.
  await page.locator('input[type=file]').setInputFiles(fake);
  await expect(page.getByRole('alert')).toHaveText('This file is not a photo that can be used. Choose a JPEG, PNG, or WEBP image.');
  expect(await cardIds()).toEqual([firstId, secondId]);

  // The phone layout, for a look at the grid.
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, { path: path.join(test.info().outputDir, 'photos-390.png'), fullPage: true });
});
