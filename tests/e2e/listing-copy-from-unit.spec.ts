import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';
import { seededUnit } from './support/seeded-unit';

// "Copy from unit …" against the real server, on a phone's width: alpine@'s aparthotel has two
// units with different nightly prices; the first unit's price step copies the other's, shows what
// it will copy, fills the form without saving, and only Save writes it — kept over a reload. On
// the phone the flow has one back control, the top bar's.

test('a unit copies the price configuration of another unit of its property, saved only on Save', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'alpine@demo.host-portal.test', '/properties');
  const { propertyId, unitId } = await seededUnit(page, 'Alpenblick Apartments');

  const priceStep = `/listing/multi-unit/${propertyId}/${unitId}/price-and-availability`;
  await page.goto(priceStep);
  const price = page.getByLabel(/Price per night|Preis pro Nacht/);
  await expect(price).not.toHaveValue('');
  const before = await price.inputValue();
  // One way back on a phone: the top bar's Back; the page's own link to the homepage shows from tablet width on.
  const pageBack = page.getByRole('link', { name: /Back to the homepage|Zurück zur Startseite/ });
  await expect(page.locator('.top-bar').getByRole('button', { name: /^(Back|Zurück)$/ })).toBeVisible();
  await expect(pageBack).toBeHidden();
  await page.setViewportSize({ width: 1024, height: 844 });
  await expect(pageBack).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: /Copy from unit|Von Einheit kopieren/ }).click();
  const source = page.getByLabel(/Unit to copy from|Einheit, von der kopiert wird/);
  await expect(source).toBeFocused();
  await source.selectOption({ index: 1 });
  const preview = page.getByText(/(Price per night|Preis pro Nacht) \(.+\): \d+/);
  await expect(preview).toBeVisible();
  const copiedPrice = /: (\d+)$/.exec((await preview.textContent())!.trim())![1];
  expect(copiedPrice).not.toBe(before);
  // Nothing changed before the host confirms.
  await expect(price).toHaveValue(before);
  // The panel fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: `${test.info().outputDir}/copy-preview.png`, fullPage: true });

  await page.getByRole('button', { name: /Copy into the form|In das Formular kopieren/ }).click();
  await expect(price).toHaveValue(copiedPrice);
  await expect(page.getByRole('status').filter({ hasText: /Copied from|kopiert/ })).toBeVisible();

  // Leaving without saving keeps the unit as it was.
  await page.reload();
  await expect(price).toHaveValue(before);

  await page.getByRole('button', { name: /Copy from unit|Von Einheit kopieren/ }).click();
  await page.getByLabel(/Unit to copy from|Einheit, von der kopiert wird/).selectOption({ index: 1 });
  await page.getByRole('button', { name: /Copy into the form|In das Formular kopieren/ }).click();
  await page.getByRole('button', { name: /^(Save and continue|Speichern und weiter)$/ }).click();
  // Saved: the wizard moves on to the next step of the multi-unit flow.
  await expect(page).not.toHaveURL(/\/price-and-availability$/);

  await page.goto(priceStep);
  await expect(price).toHaveValue(copiedPrice);
});
