import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// Calendar sync against the real server: one unit's export link imported into another unit of
// the same host by URL (the server fetches its own 127.0.0.1 feed, ICAL_ALLOW_PRIVATE_URLS),
// synced again, a file uploaded, an address that is no calendar refused at its field, and the
// imports removed again.

const ANNA = 'anna@demo.host-portal.test';

async function openCalendarSync(page: Page, unit: RegExp) {
  await page.getByRole('link', { name: 'Casa Marina Guesthouse', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casa Marina Guesthouse' })).toBeVisible();
  await page.getByRole('list', { name: 'Units' }).getByRole('link', { name: unit }).click();
  await expect(page.getByRole('heading', { level: 1, name: unit })).toBeVisible();
  await page.getByRole('navigation', { name: 'Unit sections' }).getByRole('link', { name: 'Calendar sync' }).click();
  await expect(page).toHaveURL(/\/calendar-sync$/);
  await expect(page.getByRole('heading', { name: 'Your calendar link' })).toBeVisible();
}

const eventsText = (n: number) => (n === 0 ? 'No events' : n === 1 ? '1 event' : `${n} events`);

test('import one unit’s calendar link into another, sync it, upload a file, see a refused address, remove the imports', async ({ page, context, baseURL }) => {
  // Several real imports (each a fetch of the server's own feed) on a shared two-core machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signIn(page, ANNA, '/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await openCalendarSync(page, /^Sea-view double room/);

  // The export link: copied with the button, and really a calendar.
  const link = page.getByLabel('Calendar link (iCal)');
  const exportUrl = await link.inputValue();
  expect(exportUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/public\/ical\/[A-Za-z0-9_-]+\.ics$/);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Copied', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(exportUrl);
  const exported = await page.request.get(exportUrl);
  expect(exported.ok()).toBe(true);
  const exportedEvents = ((await exported.text()).match(/BEGIN:VEVENT/g) ?? []).length;

  // Into the second unit, by link.
  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Properties' }).click();
  await openCalendarSync(page, /^Garden family suite/);
  const feeds = page.getByRole('list', { name: 'Imported calendars' });
  await expect(page.getByText('No calendars imported yet.')).toBeVisible();
  const byLink = page.getByRole('form', { name: 'By link' });
  await byLink.getByLabel('Name').fill('Sea-view room');
  await byLink.getByLabel('Calendar link (URL)').fill(exportUrl);
  await byLink.getByRole('button', { name: 'Import calendar' }).click();
  const imported = feeds.getByRole('listitem', { name: 'Sea-view room' });
  await expect(imported).toBeVisible();
  await expect(imported.getByText(exportUrl, { exact: true })).toBeVisible();
  await expect(imported.getByText(eventsText(exportedEvents), { exact: true })).toBeVisible();
  await expect(imported.getByText(/^Last synced /)).toBeVisible();
  await expect(byLink.getByLabel('Name')).toHaveValue('');

  // Sync now: busy, then said in the live region.
  await imported.getByRole('button', { name: 'Sync Sea-view room now' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sea-view room is synced: ${eventsText(exportedEvents).toLowerCase()}.` })).toBeAttached();
  await expect(imported.getByText(/failed/)).toHaveCount(0);

  // From a file.
  const dir = mkdtempSync(path.join(tmpdir(), 'calendar-sync-e2e-'));
  const file = path.join(dir, 'holiday-lettings.ics');
  const vevent = (uid: string, start: string, end: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', `DTSTART;VALUE=DATE:${start}`, `DTEND;VALUE=DATE:${end}`, 'SUMMARY:Reserved', 'END:VEVENT'];
  writeFileSync(file, ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Calendar sync//EN', ...vevent('a@e2e.test', '20270310', '20270314'), ...vevent('b@e2e.test', '20270401', '20270403'), 'END:VCALENDAR', ''].join('\r\n'));
  await page.getByRole('radio', { name: 'From a file' }).check();
  const byFile = page.getByRole('form', { name: 'From a file' });
  await byFile.getByLabel('Calendar file (.ics)').setInputFiles(file);
  await expect(byFile.getByLabel('Name')).toHaveValue('holiday-lettings');
  await byFile.getByRole('button', { name: 'Upload calendar' }).click();
  const uploaded = feeds.getByRole('listitem', { name: 'holiday-lettings' });
  await expect(uploaded.getByText('Uploaded file', { exact: true })).toBeVisible();
  await expect(uploaded.getByText('2 events', { exact: true })).toBeVisible();
  await expect(uploaded.getByText(/^Imported /)).toBeVisible();

  // An address that answers, but with no calendar: refused at the URL field, nothing stored.
  await page.getByRole('radio', { name: 'By link' }).check();
  await byLink.getByLabel('Name').fill('Health check');
  const url = byLink.getByLabel('Calendar link (URL)');
  await url.fill(`${baseURL}/healthz`);
  await byLink.getByRole('button', { name: 'Import calendar' }).click();
  await expect(byLink.getByText(/^No calendar could be imported from this link: /)).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toHaveValue(`${baseURL}/healthz`);
  await expect(byLink.getByLabel('Name')).toHaveValue('Health check');
  await expect(feeds.getByRole('listitem')).toHaveCount(2);

  // Remove, after the confirmation; then the other one, so the unit is as it was.
  await uploaded.getByRole('button', { name: 'Remove holiday-lettings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove holiday-lettings?' });
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(uploaded).toHaveCount(0);
  await expect(feeds.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Imported calendars' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove Sea-view room' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('No calendars imported yet.')).toBeVisible();
});

test('on a phone the calendar sync page and an imported calendar fit the width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ANNA, '/properties');
  await page.getByRole('link', { name: 'Casa Marina Guesthouse', exact: true }).first().click();
  await page.getByRole('list', { name: 'Units' }).getByRole('link', { name: /^Sea-view double room/ }).click();
  await page.getByLabel('Section', { exact: true }).selectOption('calendar-sync');
  await expect(page.getByRole('heading', { name: 'Your calendar link' })).toBeVisible();

  const file = path.join(mkdtempSync(path.join(tmpdir(), 'calendar-sync-e2e-')), 'a-calendar-exported-from-a-site-with-very-long-names.ics');
  writeFileSync(file, ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//EN', 'END:VCALENDAR', ''].join('\r\n'));
  await page.getByRole('radio', { name: 'From a file' }).check();
  const byFile = page.getByRole('form', { name: 'From a file' });
  await byFile.getByLabel('Calendar file (.ics)').setInputFiles(file);
  await byFile.getByRole('button', { name: 'Upload calendar' }).click();
  const item = page.getByRole('list', { name: 'Imported calendars' }).getByRole('listitem');
  await expect(item.getByText('No events', { exact: true })).toBeVisible();

  // Nothing of the page's own content reaches past the screen's edge (the shell is checked by its own journeys).
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const outside = await page.locator('.calendar-sync *').evaluateAll((els, w) => els.filter((e) => e.getBoundingClientRect().right > w + 0.5).map((e) => `${e.tagName}.${e.className}`), width);
  expect(outside).toEqual([]);

  await item.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('No calendars imported yet.')).toBeVisible();
});
