import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DAC7_CSV_COLUMNS } from '../../src/shared/domain/reports/dac7';
import { signIn } from './support/sign-in';

// The statistics page against the real server and the demo data: Alpine (whose account is in
// German) opens Statistics from the navigation, reads the earnings of its first unit, switches
// year, unit and tab, checks figures in the tables, and downloads its DAC7 report; then the same
// page on a 390-px phone keeps its wide parts in their own scrolling boxes.

const daysInYear = (year: number) => (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;

/** The page itself never scrolls sideways (wide tables and the tab bar scroll in their own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const unitIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[3];
const yearPicker = (page: Page) => page.getByLabel('Jahr', { exact: true });

test('Alpine reads its statistics: earnings, another year and unit, occupancy, performance, and the DAC7 report', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/calendar');
  await page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ }).getByRole('link', { name: /^Statistiken/ }).click();
  await expect(page).toHaveURL(/\/insights\/earnings\/[^/?]+$/);
  // The help centre's first-visit tooltip sits over the sub-navigation until dismissed.
  await page.getByRole('note').getByRole('button', { name: 'Okay' }).click();
  const subnav = page.getByTestId('insights-subnav');
  await expect(page.getByTestId('insights-tab-earnings')).toHaveAttribute('aria-current', 'page');
  expect(await subnav.evaluate((el) => el.querySelector('.insights-tabs__list')!.getBoundingClientRect().height)).toBe(56);

  // Earnings of the first unit this year: the chart's summary, the tile and the table agree.
  const unitButton = page.getByRole('button', { name: /^Einheit / });
  await expect(unitButton).toContainText('Studio Nordkette');
  const chart = page.getByTestId('earnings-chart-EUR');
  await expect(chart).toBeVisible();
  const grossTile = (await page.getByTestId('earnings-total-gross').locator('dd').textContent())!.trim();
  expect(grossTile).toMatch(/€/);
  expect(grossTile).not.toMatch(/^0,00/);
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`insgesamt ${grossTile.replace(/[.$]/g, '\\$&')} brutto`));
  await page.getByText('Zahlen als Tabelle anzeigen').click();
  const total = page.getByTestId('earnings-table-EUR').locator('tfoot tr');
  await expect(total.getByRole('cell').nth(1)).toHaveText(grossTile);

  // The demo history (seed-history.ts) gives the studio stays in the two years before this one:
  // the year before is offered, and choosing it fetches its figures; the address follows.
  const shown = Number(await yearPicker(page).inputValue());
  const years = (await yearPicker(page).locator('option').allTextContents()).map(Number);
  expect(years).toEqual(expect.arrayContaining([shown, shown - 1, shown - 2]));
  await yearPicker(page).selectOption(String(shown - 1));
  await expect(page).toHaveURL(new RegExp(`\\?year=${shown - 1}$`));
  await expect(page.getByTestId('earnings-table-EUR').locator('caption')).toContainText(String(shown - 1));
  const earlierGross = (await page.getByTestId('earnings-total-gross').locator('dd').textContent())!.trim();
  expect(earlierGross).not.toMatch(/^0,00/);
  await expect(page.getByTestId('earnings-table-EUR').locator('tfoot tr').getByRole('cell').nth(1)).toHaveText(earlierGross);

  // Another unit through the searchable selector.
  const studio = unitIdOf(page);
  await page.getByRole('button', { name: /^Einheit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Einheit wählen' });
  await dialog.getByLabel('Nach Unterkunft oder Einheit suchen').fill('Patscherkofel');
  await dialog.getByRole('button', { name: /Family apartment Patscherkofel/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Einheit / })).toContainText('Family apartment Patscherkofel');
  expect(unitIdOf(page)).not.toBe(studio);

  // Occupancy: the year's nights in the table's total row.
  await page.getByTestId('insights-tab-occupancy').click();
  await expect(page).toHaveURL(/\/insights\/occupancy\//);
  await expect(page.getByTestId('occupancy-chart')).toBeVisible();
  await page.getByText('Zahlen als Tabelle anzeigen').click();
  const year = Number(await yearPicker(page).inputValue());
  expect(year).toBe(shown - 1);
  await expect(page.getByTestId('occupancy-table').locator('tfoot tr').getByRole('cell').first()).toHaveText(String(daysInYear(year)));

  // Performance: the requests the family apartment received, in the tile and the table.
  await page.getByTestId('insights-tab-performance').click();
  await expect(page).toHaveURL(/\/insights\/performance\//);
  const received = (await page.getByTestId('performance-requests').locator('dd').first().textContent())!.trim();
  expect(Number(received)).toBeGreaterThan(0);
  await page.getByText('Zahlen als Tabelle anzeigen').click();
  await expect(page.getByTestId('performance-table').locator('tfoot tr').getByRole('cell').first()).toHaveText(received);

  // DAC7: the newest year first; the file is named by the server and starts with the columns.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Steuerbericht (DAC7)' }).click();
  const dac7 = page.getByRole('dialog', { name: 'Steuerbericht (DAC7)' });
  const items = dac7.locator('.dac7-years__year');
  await expect(items.first()).toBeVisible();
  const reportYears = (await items.allTextContents()).map(Number);
  expect(reportYears).toEqual([...reportYears].sort((a, b) => b - a));
  expect(reportYears).toEqual(expect.arrayContaining([shown - 1, shown - 2]));
  const newest = reportYears[0]!;
  const download = page.waitForEvent('download');
  await dac7.getByRole('button', { name: `Bericht für ${newest} herunterladen` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`dac7-report-${newest}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  // For a German host's Excel: a byte order mark, and ';' between the cells (src/shared/domain/csv.ts).
  expect(text.split('\r\n')[0]).toBe(`\uFEFF${DAC7_CSV_COLUMNS.join(';')}`);
  await expect(dac7.getByTestId('dac7-done')).toContainText(`dac7-report-${newest}.csv`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab fits whole, the chart fits and the table scrolls in its own box', async ({ page }) => {
    await signIn(page, 'alpine@demo.host-portal.test', '/insights/occupancy');
    await expect(page).toHaveURL(/\/insights\/occupancy\/[^/?]+$/);
    const chart = page.getByTestId('occupancy-chart');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every tab, Reviews with its badge too, lies whole on the screen, its label uncut: nothing to scroll to.
    for (const tab of ['earnings', 'occupancy', 'performance', 'reviews']) {
      const link = page.getByTestId(`insights-tab-${tab}`);
      await expect(link).toBeInViewport({ ratio: 1 });
      const tabBox = (await link.boundingBox())!;
      expect(tabBox.x).toBeGreaterThanOrEqual(0);
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(390);
      expect(tabBox.height).toBeGreaterThanOrEqual(44);
      expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    expect(await page.locator('.insights-tabs').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // By keyboard: focus moves from the open tab to the next ones, Reviews included.
    await page.getByTestId('insights-tab-performance').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('insights-tab-reviews')).toBeFocused();
    await page.getByText('Zahlen als Tabelle anzeigen').click();
    const scroller = page.locator('.stats-figures__scroll');
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    await expectNoSidewaysScroll(page);
    await page.getByTestId('insights-tab-performance').click();
    await expect(page.getByTestId('performance-chart')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
