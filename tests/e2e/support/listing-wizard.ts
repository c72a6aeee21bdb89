import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import sharp from 'sharp';

// What the journeys that walk the listing wizard in the browser share: a real photo to upload, the
// place search of the location step, and the identity details of an Italian private host.

/** A 1200×800 JPEG of one colour with a gradient (sharp), written into `dir`; answers its path. */
export async function jpegPhoto(dir: string, name: string, colour: [number, number, number]) {
  const [width, height] = [1200, 800];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([colour[0], (colour[1] + (i % width) / 8) & 255, colour[2]], i * 3);
  const file = path.join(dir, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toFile(file);
  return file;
}

/**
 * Types the start of a town into the location step's place search and picks it. The gazetteer
 * fills in the background at a server's first start: the search is typed again until it answers.
 */
export async function pickPlace(page: Page, typed: string, option: RegExp) {
  const search = page.getByRole('combobox', { name: /City or town/ });
  await expect(async () => {
    await search.fill('');
    await search.fill(typed);
    await expect(page.getByRole('option', { name: option })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('option', { name: option }).click();
}

/** The identity form of a private person (verification/info, personal-details/info), living in Florence. */
export async function fillItalianPersonDetails(page: Page, person: { firstName: string; lastName: string; birthDate: string }) {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Date of birth').fill(person.birthDate);
  await page.getByLabel('Nationality').selectOption('IT');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('IT');
  await page.getByLabel('Street').fill('Via dei Servi');
  await page.getByLabel('House number or name').fill('12');
  await page.getByLabel('Postal code').fill('50122');
  await page.getByLabel('City').fill('Firenze');
  await page.getByLabel('Country that issued your tax ID').selectOption('IT');
  await page.getByRole('textbox', { name: 'Tax ID', exact: true }).fill('RSSNNA80A41D612X');
}
