import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from './support/sign-in';
import { demoDay } from './support/demo-days';

// The /calendar month grid against the real server and demo data (src/server/db/seed-stays.ts):
// alpine@ has Sophie Martin's booking 3 days ahead and closed days 18 and 19 days ahead on Studio
// Nordkette, Claire Dubois's booking 30 days ahead on the family apartment. alpine@ reads German: texts, month names and
// prices are the de-DE ones. Journeys share one database: the first ones only read; the later ones
// change only what is their own (alpine's onboarding tasks, a calendar imported and removed again,
// a guest request they send themselves and confirm).

const dayIn = demoDay;
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

const calendarFile = (from: string, to: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calendar-e2e-'));
  const file = path.join(dir, 'ferienwohnung.ics');
  const ics = (iso: string) => iso.replaceAll('-', '');
  writeFileSync(
    file,
    ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//Calendar//EN', 'BEGIN:VEVENT', 'UID:stay@calendar-e2e.test', 'DTSTAMP:20261101T000000Z', `DTSTART;VALUE=DATE:${ics(from)}`, `DTEND;VALUE=DATE:${ics(to)}`, 'SUMMARY:Reserved', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n'),
  );
  return file;
};

test('onboarding tasks until seen: Ignore on block dates stays ignored; Open on sync calendar imports a file in the sidebar and the grid shows it', async ({ page }) => {
  await openCalendar(page);
  await chooseUnit(page, 'nordkette', STUDIO);
  const tasks = page.getByRole('region', { name: 'Ihren Kalender vorbereiten' });
  const block = tasks.getByRole('listitem', { name: 'Schließen Sie die Tage, die Sie nicht vermieten' });
  const sync = tasks.getByRole('listitem', { name: 'Gleichen Sie Ihre anderen Kalender ab' });
  await expect(block).toBeVisible();
  await expect(sync).toBeVisible();

  await block.getByRole('button', { name: 'Ignorieren' }).click();
  await expect(block).toHaveCount(0);
  // Seen is kept by the server: after a reload only the other task is left.
  await page.reload();
  await expect(sync).toBeVisible();
  await expect(block).toHaveCount(0);

  await sync.getByRole('button', { name: 'Öffnen' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Kalender importieren' });
  await expect(sidebar).toBeVisible();
  await expect(tasks).toHaveCount(0);
  await expect(day(page, dayIn(44))).toHaveAttribute('data-state', 'available');

  await sidebar.getByRole('radio', { name: 'Aus einer Datei' }).check();
  const byFile = sidebar.getByRole('form', { name: 'Aus einer Datei' });
  await byFile.getByLabel('Kalenderdatei (.ics)').setInputFiles(calendarFile(dayIn(44), dayIn(46)));
  await byFile.getByRole('button', { name: 'Kalender hochladen' }).click();
  const feeds = sidebar.getByRole('list', { name: 'Importierte Kalender' });
  const imported = feeds.getByRole('listitem', { name: 'ferienwohnung' });
  await expect(imported.getByText('1 Termin', { exact: true })).toBeVisible();
  // The grid behind read its days again: the imported nights are taken, named by the calendar.
  await expect(day(page, dayIn(44))).toHaveAttribute('data-state', 'blocked');
  await expect(day(page, dayIn(44))).toContainText('ferienwohnung');
  await expect(day(page, dayIn(46))).toHaveAttribute('data-state', 'available');

  // Removed again (the unit as it was); the days free up.
  await imported.getByRole('button', { name: 'ferienwohnung entfernen' }).click();
  await page.getByRole('dialog', { name: 'ferienwohnung entfernen?' }).getByRole('button', { name: 'Entfernen', exact: true }).click();
  await expect(imported).toHaveCount(0);
  await expect(day(page, dayIn(44))).toHaveAttribute('data-state', 'available');
  await expect(tasks).toHaveCount(0);
});

test('preview listing: several links open a modal; "don\'t show again" makes the button the first link', async ({ page }) => {
  const links = ['https://www.example.com/alpenblick/studio', 'https://rentals.example.org/nordkette'];
  // A published unit's own link is its guest page (/stay/{id}, see stay-page.spec.ts); two outside
  // links are filled in here over the real server's unit answer, to show the modal.
  await page.route(/\/api\/app\/property-unit\/[^/]+$/, async (route) => {
    const response = await route.fetch();
    const unit = await response.json();
    await route.fulfill({ response, json: { ...unit, links: unit.state === 'PUBLISHED' ? links : [] } });
  });
  await openCalendar(page);
  await chooseUnit(page, 'nordkette', STUDIO);
  await page.getByRole('button', { name: 'Inserat ansehen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ihr Inserat ansehen' });
  await expect(dialog.getByRole('link')).toHaveCount(2);
  await expect(dialog.getByRole('link', { name: /www\.example\.com/ })).toHaveAttribute('href', links[0]!);
  await expect(dialog.getByRole('link', { name: /rentals\.example\.org/ })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('checkbox', { name: /Nicht mehr anzeigen/ }).check();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
  const direct = page.getByRole('link', { name: /^Inserat ansehen/ });
  await expect(direct).toHaveAttribute('href', links[0]!);
  await expect(direct).toHaveAttribute('target', '_blank');
  // Kept in this browser for this host.
  await page.reload();
  await expect(page.getByRole('link', { name: /^Inserat ansehen/ })).toHaveAttribute('href', links[0]!);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('previewLinks')).length)).toBe(1);
});

test('a booking request in its sidebar: confirmed there, its new booking takes its place and the grid shows the booking', async ({ page }) => {
  await openCalendar(page);
  await chooseUnit(page, 'family', FAMILY);
  // A guest asks for nights of the family apartment (booked on request) through the public API.
  // The first three free nights from +56 (another journey may have asked for nights of its own).
  const familyId = new URL(page.url()).pathname.split('/').pop()!;
  let from = 0;
  for (let n = 56; n < 80 && !from; n += 1) {
    const quote = await page.request.get(`/api/public/property-units/${familyId}/quote?checkIn=${dayIn(n)}&checkOut=${dayIn(n + 3)}&guests=2`);
    if (quote.ok() && (await quote.json()).bookable) from = n;
  }
  expect(from, 'three free nights on the family apartment').toBeGreaterThan(0);
  const asked = await page.request.post(`/api/public/property-units/${familyId}/stays`, {
    data: { checkIn: dayIn(from), checkOut: dayIn(from + 3), guests: 2, firstName: 'Eli', lastName: 'Roth', email: 'eli@guest.example' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const request = (await asked.json()) as { kind: string; publicId: string };
  expect(request.kind).toBe('request');
  await page.reload();
  // Late in a month the nights may lie past the three months shown.
  await expect(page.getByRole('table', { name: monthName(dayIn(0)) })).toBeVisible();
  while ((await day(page, dayIn(from + 1)).count()) === 0) await page.getByRole('button', { name: 'Später' }).click();
  await expect(day(page, dayIn(from))).toContainText('Eli R.');

  await day(page, dayIn(from)).getByRole('button').click();
  await day(page, dayIn(from + 1)).getByRole('button').click();
  await page.getByRole('region', { name: 'Markierte Tage' }).getByRole('button', { name: 'Bearbeiten' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Buchungsanfrage' });
  await expect(sidebar).toContainText('Eli Roth');
  await expect(sidebar).toContainText(request.publicId);
  await expect(sidebar).toContainText('Ausstehend');
  await expect(sidebar.getByRole('link', { name: /^Details ansehen/ })).toHaveAttribute('href', `/booking-request-details/${request.publicId}`);
  await expect(sidebar.getByRole('link', { name: /^Gast schreiben/ })).toHaveAttribute('href', `/messages?request=${request.publicId}`);

  await sidebar.getByRole('button', { name: 'Bestätigen' }).click();
  await page.getByRole('dialog', { name: `Buchungsanfrage ${request.publicId} bestätigen?` }).getByRole('button', { name: 'Ja, bestätigen' }).click();
  const booking = page.getByRole('complementary', { name: 'Buchung' });
  await expect(booking).toContainText('Eli Roth');
  await expect(booking).not.toContainText(request.publicId);
  const details = booking.getByRole('link', { name: /^Details ansehen/ });
  await expect(details).toHaveAttribute('href', /^\/booking-details\/HP-/);
  // The grid read its events again: the nights are a booking now.
  await expect(day(page, dayIn(from)).locator('[data-source="booking"]')).toBeVisible();
  await details.click();
  await expect(page).toHaveURL(/\/booking-details\/HP-/);
  await expect(page.getByText('Eli Roth').first()).toBeVisible();
});

test("another host's unit, or an address that names none, is the not-found page with its error event", async ({ page, browser }) => {
  // anna@'s first unit, as her own calendar names it in the address.
  const annaContext = await browser.newContext();
  const anna = await annaContext.newPage();
  await signIn(anna, 'anna@demo.host-portal.test', '/calendar');
  await expect(anna).toHaveURL(/\/calendar\/[^/]+$/);
  const annasUnit = new URL(anna.url()).pathname.split('/').pop()!;
  await annaContext.close();

  await openCalendar(page);
  for (const unit of [annasUnit, 'keine-einheit']) {
    // The event the server takes (its body is the client test's, tests/client/calendar/calendar-page.test.tsx).
    const event = page.waitForResponse((r) => r.url().endsWith('/api/app/client-events') && r.request().method() === 'POST');
    await page.goto(`/calendar/${unit}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unterkunft oder Einheit nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Kalender' })).toHaveCount(0);
    expect((await event).ok()).toBe(true);
  }
});
