import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The /calendar month grid against the real server and demo data (src/server/db/seed-stays.ts):
// alpine@ has Sophie Martin's booking 3 days ahead and closed days 18 and 19 days ahead on Studio
// Nordkette, Claire Dubois's booking 30 days ahead on the family apartment. alpine@ reads German: texts, month names and
// prices are the de-DE ones. Read only: journeys share one database, so nothing is changed here.

const dayIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const monthName = (iso: string) => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 7)}-01T00:00:00Z`));
const addMonths = (iso: string, n: number) => {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
const day = (page: Page, iso: string) => page.locator(`td[data-date="${iso}"]`);
const STUDIO = 'Alpenblick Apartments · Studio Nordkette';
const FAMILY = 'Alpenblick Apartments · Family apartment Patscherkofel';

/** Through the unit selector: open it, search, choose the unit from the results. */
async function chooseUnit(page: Page, search: string, label: string) {
  const trigger = page.getByRole('button', { name: /^Einheit / });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Einheit wählen' });
  const field = dialog.getByRole('searchbox', { name: 'Einheiten suchen' });
  await expect(field).toBeFocused();
  await field.fill(search);
  const results = dialog.getByRole('list', { name: 'Einheiten' });
  await expect(results.getByRole('button')).toHaveCount(1);
  await results.getByRole('button', { name: label }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Einheit ${label}` })).toBeVisible();
}

async function openCalendar(page: Page) {
  await signIn(page, 'alpine@demo.host-portal.test', '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  // The first unit is chosen and named in the address.
  await expect(page).toHaveURL(/\/calendar\/[^/]+$/);
}

test('the month grid shows prices, a seeded booking and closed days; switching unit and moving a month', async ({ page }) => {
  await openCalendar(page);
  const today = dayIn(0);
  await expect(page.getByRole('table', { name: monthName(today) })).toBeVisible();
  await expect(page.getByRole('table', { name: monthName(addMonths(today, 2)) })).toBeVisible();
  await expect(day(page, today)).toHaveAttribute('aria-current', 'date');

  await chooseUnit(page, 'nordkette', STUDIO);
  await expect(page).toHaveURL(/\/calendar\/[^/]+$/);
  const studioUrl = page.url();

  // Sophie Martin's stay: her name on the first night, the nights closed, the seeded price shown.
  await expect(day(page, dayIn(3))).toContainText('Sophie M.');
  await expect(day(page, dayIn(3))).toHaveAttribute('data-state', 'blocked');
  await expect(day(page, dayIn(3))).toContainText('120 €');
  // Days 18 and 19 are closed by the host (merged with Marco's booking that ends there).
  await expect(day(page, dayIn(18))).toHaveAttribute('data-state', 'blocked');
  await expect(day(page, dayIn(18))).toContainText('Geschlossen');
  await expect(day(page, dayIn(25))).toHaveAttribute('data-state', 'available');

  await chooseUnit(page, 'family', FAMILY);
  await expect(page).not.toHaveURL(studioUrl);
  await expect(day(page, dayIn(30))).toContainText('Claire D.');
  await expect(day(page, dayIn(3))).not.toContainText('Sophie M.');

  await page.getByRole('button', { name: 'Später' }).click();
  await expect(page.getByRole('table', { name: monthName(addMonths(today, 3)) })).toBeVisible();
  await expect(page.getByRole('table', { name: monthName(today) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Früher' }).press('Enter');
  await expect(page.getByRole('table', { name: monthName(today) })).toBeVisible();
});

test('on a 390 px phone the grid fits without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalendar(page);
  await expect(page.getByRole('table', { name: monthName(dayIn(0)) })).toBeVisible();
  await expect(day(page, dayIn(3))).toContainText(/€/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // The unit selector's dialog (460 px on a wide screen) keeps 16 px each side on the phone.
  await page.getByRole('button', { name: /^Einheit / }).click();
  const box = (await page.getByRole('dialog', { name: 'Einheit wählen' }).boundingBox())!;
  expect(Math.round(box.width)).toBe(390 - 32);
  expect(Math.round(box.x)).toBe(16);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /^Einheit / }).click();
  expect(Math.round((await page.getByRole('dialog', { name: 'Einheit wählen' }).boundingBox())!.width)).toBe(460);
});
