import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { demoDay } from './support/demo-days';

// Marking days on /calendar against the real server and demo data (src/server/db/seed-stays.ts):
// alpine@'s Studio Nordkette has Sophie Martin's booking (HP-4TW8XR) 3 days ahead for 4 nights;
// days 23 to 25 ahead hold no stay. alpine@ reads German. Read only: journeys share one database,
// so nothing is saved here (editing prices and availability has its own tests).

const dayIn = demoDay;
const short = (iso: string) => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const rangeText = (from: string, to: string) => `${short(from)} – ${short(to)}`;
const dayButton = (page: Page, iso: string) => page.locator(`td[data-date="${iso}"]`).getByRole('button');
const STUDIO = 'Alpenblick Apartments · Studio Nordkette';

async function openStudio(page: Page) {
  await signIn(page, 'alpine@demo.host-portal.test', '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  // Through the unit selector (its own journey is in calendar.spec.ts).
  await page.getByRole('button', { name: /^Einheit / }).click();
  await page.getByRole('dialog').getByRole('searchbox').fill('nordkette');
  await page.getByRole('dialog').getByRole('button', { name: STUDIO }).click();
  await expect(page.locator(`td[data-date="${dayIn(3)}"]`)).toContainText('Sophie M.');
}

async function mark(page: Page, from: number, to: number) {
  await dayButton(page, dayIn(from)).click();
  await dayButton(page, dayIn(to)).click();
  const footer = page.getByRole('region', { name: 'Markierte Tage' });
  await expect(footer).toContainText(rangeText(dayIn(from), dayIn(to)));
  return footer;
}

test('a range over a booking opens its details with the guest; free days open price and availability', async ({ page }) => {
  await openStudio(page);
  // Nothing marked: the upcoming bookings, Sophie's among them.
  const upcoming = page.getByRole('complementary', { name: 'Anstehende Buchungen' });
  await expect(upcoming).toContainText('Sophie M.');

  // The day says its state to a screen reader.
  await expect(dayButton(page, dayIn(3))).toHaveAccessibleName(/Geschlossen/);
  const footer = await mark(page, 3, 4);
  await expect(dayButton(page, dayIn(3))).toHaveAttribute('aria-pressed', 'true');
  await expect(dayButton(page, dayIn(5))).toHaveAttribute('aria-pressed', 'false');
  await footer.getByRole('button', { name: 'Bearbeiten' }).click();
  const booking = page.getByRole('complementary', { name: 'Buchung' });
  // The details are the booking as the server has it: the guest's full name, its links.
  await expect(booking).toContainText('Sophie Martin');
  await expect(booking.getByRole('link', { name: /^Details ansehen/ })).toHaveAttribute('href', '/booking-details/HP-4TW8XR');
  await expect(booking).toContainText('HP-4TW8XR');
  await expect(booking).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(upcoming).toBeVisible();
  await expect(dayButton(page, dayIn(4))).toBeFocused();

  // Free days, by keyboard: Enter on the first, Space on the last, then Edit.
  await footer.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(footer).toHaveCount(0);
  await dayButton(page, dayIn(23)).focus();
  await page.keyboard.press('Enter');
  await dayButton(page, dayIn(25)).focus();
  await page.keyboard.press('Space');
  await expect(footer).toContainText(rangeText(dayIn(23), dayIn(25)));
  await footer.getByRole('button', { name: 'Bearbeiten' }).click();
  const prices = page.getByRole('complementary', { name: 'Preis und Verfügbarkeit' });
  await expect(prices.getByRole('heading', { name: 'Preis und Verfügbarkeit' })).toBeVisible();
});

test('on a 390 px phone Edit opens the bottom sheet titled with the range, and nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStudio(page);
  // On a phone the default sidebar does not take the screen.
  await expect(page.getByRole('complementary')).toHaveCount(0);
  const footer = await mark(page, 3, 4);
  await footer.getByRole('button', { name: 'Bearbeiten' }).click();
  const sheet = page.getByRole('dialog', { name: rangeText(dayIn(3), dayIn(4)) });
  await expect(sheet).toContainText('Sophie Martin');
  await expect(sheet).toBeFocused();
  const box = (await sheet.boundingBox())!;
  // HC §9: booking details 305 px under the 51 px header strip.
  expect(Math.round(box.height)).toBe(356);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await sheet.getByRole('button', { name: 'Schließen' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(footer).toHaveCount(0);
  await expect(dayButton(page, dayIn(3))).toHaveAttribute('aria-pressed', 'false');
});
