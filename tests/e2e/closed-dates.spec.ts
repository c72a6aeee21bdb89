import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { demoDay } from './support/demo-days';

// Closed dates of a unit against the real server: close a range, find it listed and still there
// after a reload, open it again; a last day before the first is refused at its field. The days
// are far enough ahead (150 days) to meet no demo stay; journeys share one database, so the
// range is opened again at the end.

const dayIn = demoDay;
const shown = (iso: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

async function openVillaAvailability(page: Page) {
  await signIn(page, 'anna@demo.host-portal.test', '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await page.getByRole('link', { name: 'Villa Aurora', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Aurora' })).toBeVisible();
  await page.getByRole('list', { name: 'Units' }).getByRole('link', { name: 'Villa Aurora', exact: true }).click();
}

test('close a range, see it listed and still there after a reload, open it again; end before start is refused', async ({ page }) => {
  await openVillaAvailability(page);
  await page.getByRole('navigation', { name: 'Unit sections' }).getByRole('link', { name: 'Availability', exact: true }).click();
  await expect(page).toHaveURL(/\/units\/[^/]+\/availability$/);
  const section = page.getByRole('region', { name: 'Closed dates' });
  const list = section.getByRole('list', { name: /^Upcoming closed dates/ });
  await expect(list).toBeVisible();

  // A last day before the first: said at the last day's field, nothing sent.
  const first = section.getByLabel(/^First closed day/);
  const last = section.getByLabel(/^Last closed day/);
  await first.fill(dayIn(152));
  await last.fill(dayIn(150));
  await section.getByRole('button', { name: 'Close dates' }).click();
  await expect(section.getByText('The last day cannot be before the first day.')).toBeVisible();
  await expect(last).toHaveAttribute('aria-invalid', 'true');

  const range = `${shown(dayIn(150))} – ${shown(dayIn(152))}`;
  await first.fill(dayIn(150));
  await last.fill(dayIn(152));
  await section.getByRole('button', { name: 'Close dates' }).click();
  await expect(section.getByRole('status').first()).toHaveText(`Closed: ${range}.`);
  const row = list.getByRole('listitem').filter({ hasText: range });
  await expect(row).toContainText('Closed by you');
  await expect(first).toHaveValue('');

  await page.reload();
  const again = page.getByRole('region', { name: 'Closed dates' });
  const openButton = again.getByRole('button', { name: `Open again: ${range}` });
  await expect(openButton).toBeVisible();
  await openButton.click();
  await expect(again.getByRole('status').first()).toHaveText(`Open again: ${range}.`);
  await expect(again.getByRole('list', { name: /^Upcoming closed dates/ }).getByRole('listitem').filter({ hasText: range })).toHaveCount(0);
  // The demo's inquiry holds days too, shown read-only with its source.
  await expect(again.getByRole('listitem').filter({ hasText: 'Inquiry HP-5YB9GN' })).toBeVisible();
});

test('on a phone the closed dates fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openVillaAvailability(page);
  await page.getByLabel('Section', { exact: true }).selectOption('availability');
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByRole('region', { name: 'Closed dates' }).getByRole('list', { name: /^Upcoming closed dates/ })).toBeVisible();
  // Measured on the section itself: the shell's top bar is not this page's to fit.
  const section = page.getByRole('region', { name: 'Closed dates' });
  await section.getByLabel(/^First closed day/).fill(dayIn(150));
  const fits = await section.evaluate((el) => {
    const wide = [el, ...el.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > window.innerWidth || e.getBoundingClientRect().left < 0);
    return { overflow: el.scrollWidth - el.clientWidth, wide: wide.map((e) => e.tagName) };
  });
  expect(fits).toEqual({ overflow: 0, wide: [] });
});
