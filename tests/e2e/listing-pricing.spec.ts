import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';
import { seededUnit } from './support/seeded-unit';

// The pricing steps against the real server: Anna's published villa (seeded) gets a new price
// and minimum stay, a promotion and two seasons — an overlap is refused on the spot, fixed,
// saved — and after a reload every value is still there.

const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('price, promotion and seasons of a seeded unit are saved and kept over a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Villa Aurora');

  await page.goto(`/listing/property/${propertyId}/unit/${unitId}`);
  await page.getByRole('link', { name: 'Price and availability' }).click();
  await expect(page).toHaveURL(/\/price-and-availability$/);
  await expect(step(page, 'Price and availability')).toBeVisible();

  const save = page.getByRole('button', { name: 'Save and continue' });
  const pass = page.getByRole('button', { name: 'Continue', exact: true });
  const price = page.getByLabel(/Price per night/);
  await expect(price).not.toHaveValue('');
  // The step is completed and unchanged: its one action only moves on.
  await expect(pass).toBeEnabled();
  await expect(save).toHaveCount(0);
  await price.fill('5');
  await page.getByLabel(/Minimum stay/).focus();
  await expect(page.getByText('Please enter at least 10.')).toBeVisible();
  await expect(save).toBeDisabled();
  await price.fill('155');
  await page.getByLabel(/Minimum stay/).fill('3');
  await expect(save).toBeEnabled();
  await save.click();

  // Saved: the wizard moves on to the promotions.
  await expect(page).toHaveURL(/\/price-and-availability\/promotions$/);
  await expect(step(page, 'Promotions')).toBeVisible();
  await page.getByRole('switch', { name: 'Offer the early booker promotion' }).check();
  await save.click();

  await expect(page).toHaveURL(/\/price-and-availability\/seasons$/);
  await expect(step(page, 'Seasons')).toBeVisible();
  await page.getByRole('button', { name: 'Add a season' }).click();
  let season = page.getByRole('region', { name: 'Season 1' });
  await season.getByLabel(/^Name/).fill('Summer');
  season = page.getByRole('region', { name: 'Summer' });
  await season.getByLabel(/First night/).fill('2027-07-01');
  await season.getByLabel(/Last night/).fill('2027-08-31');
  await season.getByLabel(/Price per night/).fill('210');

  await page.getByRole('button', { name: 'Add a season' }).click();
  let peak = page.getByRole('region', { name: 'Season 2' });
  await peak.getByLabel(/^Name/).fill('Peak week');
  peak = page.getByRole('region', { name: 'Peak week' });
  await peak.getByLabel(/First night/).fill('2027-08-15');
  await peak.getByLabel(/Last night/).fill('2027-08-22');
  await peak.getByLabel(/Price per night/).fill('260');
  await expect(peak.getByText('Overlaps with Summer.')).toBeVisible();
  await expect(save).toBeDisabled();
  await reviewShot(page, { path: `${test.info().outputDir}/seasons-overlap.png`, fullPage: true });

  await peak.getByLabel(/First night/).fill('2027-09-01');
  await peak.getByLabel(/Last night/).fill('2027-09-08');
  await expect(peak.getByText(/Overlaps/)).toHaveCount(0);
  await save.click();
  await expect(page).not.toHaveURL(/\/seasons$/);

  // A reload reads everything back from the server.
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/price-and-availability/seasons`);
  await page.reload();
  await expect(step(page, 'Seasons')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summer' }).getByLabel(/Last night/)).toHaveValue('2027-08-31');
  await expect(page.getByRole('region', { name: 'Peak week' }).getByLabel(/First night/)).toHaveValue('2027-09-01');
  await page.getByRole('link', { name: 'Promotions' }).click();
  await expect(page.getByRole('switch', { name: 'Offer the early booker promotion' })).toBeChecked();
  await page.getByRole('link', { name: 'Price and availability' }).click();
  await expect(page.getByLabel(/Price per night/)).toHaveValue('155');
  await expect(page.getByLabel(/Minimum stay/)).toHaveValue('3');
  await expect(pass).toBeEnabled();
  await expect(save).toHaveCount(0);
});

test('the price step fits a phone (390 px) without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Villa Aurora');
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/price-and-availability`);
  await expect(page.getByLabel(/Price per night/)).toBeVisible();
  // The progress is a compact bar above the form; its button unfolds the list of steps.
  const progress = page.getByRole('navigation', { name: 'Listing progress and steps' });
  const bar = progress.getByRole('progressbar', { name: /^Step \d+ of \d+ · Price and availability$/ });
  await expect(bar).toBeVisible();
  await expect(progress.getByRole('link', { name: 'Promotions' })).toBeHidden();
  expect((await bar.boundingBox())!.y).toBeLessThan((await page.getByRole('heading', { level: 2, name: 'Price and availability' }).boundingBox())!.y);
  await progress.getByRole('button', { name: 'All steps' }).click();
  await expect(progress.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await progress.getByRole('button', { name: 'All steps' }).click();
  await page.getByText('Taxes').click();
  await page.getByText('Extra charges').click();
  await reviewShot(page, { path: `${test.info().outputDir}/price-phone.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a recurring season fits its card at 1440, 1024 and 390 px: no select spills over the next field', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Villa Aurora');
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}/price-and-availability/seasons`);
  await page.getByRole('button', { name: 'Add a season' }).click();
  // The journey above may have saved seasons on this unit: the new one is the last, still unnamed.
  const season = page.getByRole('region', { name: /^Season \d+$/ }).last();
  await season.getByLabel('Repeats').selectOption('recurring');
  // The longest month name in English.
  await season.getByRole('combobox', { name: 'Month' }).first().selectOption({ label: 'September' });
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const problems = await season.evaluate((row) => {
      const card = row.getBoundingClientRect();
      const cells = [...row.children].map((c) => c.getBoundingClientRect());
      const found: string[] = [];
      row.querySelectorAll('input, select').forEach((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.id;
        if (box.right > card.right + 0.5 || box.left < card.left - 0.5) found.push(`${name} leaves the card`);
        const own = [...row.children].findIndex((c) => c.contains(control));
        cells.forEach((cell, i) => {
          if (i !== own && box.left < cell.right && box.right > cell.left && box.top < cell.bottom && box.bottom > cell.top) found.push(`${name} overlaps cell ${i}`);
        });
      });
      return found;
    });
    expect(problems, `at ${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
  }
});
