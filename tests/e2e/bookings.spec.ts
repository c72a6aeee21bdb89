import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';
import { demoDay } from './support/demo-days';

// The bookings pages against the real server and its demo stays (src/server/db/seed-stays.ts):
// alpine@ (commission, reads German) has bookings in every tab on Alpenblick Apartments — Studio
// Nordkette (Sophie Martin +3 days, Marco Bianchi +14, Emma Schulz and Eva Novak cancelled,
// completed stays in the past) and Family apartment Patscherkofel (Claire Dubois +30, Mia
// Fischer staying now, confirmed from a request; requests of Nina Petrova and Daniel Kovac
// waiting, one rejected, one expired). anna@ (subscription) has inquiries, one of them (Tom
// Becker) on nights a confirmed inquiry took. The journeys share one database: all but the last
// only read; the last makes a new request on free nights and confirms it.

const dayIn = demoDay;
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const card = (page: Page, guest: string) => page.getByRole('article', { name: guest });
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Buchungslisten' }).getByRole('link', { name, exact: true });

async function openTab(page: Page, name: string, path: string) {
  await tab(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${path}$`));
  await expect(tab(page, name)).toHaveAttribute('aria-current', 'page');
}

test('alpine walks every tab, searches by guest, filters by unit, opens a booking and a pending request', async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings');
  // /bookings opens the upcoming bookings.
  await expect(page).toHaveURL(/\/bookings\/upcoming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  // The help centre's first-visit tooltip hangs over the tab bar: read, dismissed.
  await page.getByRole('note').getByRole('button', { name: 'Okay' }).click();
  await expect(tab(page, 'Bevorstehend')).toHaveAttribute('aria-current', 'page');
  const sophie = card(page, 'Sophie Martin');
  await expect(sophie).toBeVisible();
  await expect(sophie.getByText('Studio Nordkette')).toBeVisible();
  await expect(sophie.getByText('4 Nächte', { exact: false })).toBeVisible();
  await expect(sophie.getByText('2 Gäste')).toBeVisible();
  await expect(sophie.getByText('480,00 €')).toBeVisible();
  await expect(sophie.getByText('HP-4TW8XR')).toBeVisible();
  await expect(sophie.getByText('Bestätigt')).toBeVisible();
  await expect(card(page, 'Marco Bianchi')).toBeVisible();
  await expect(card(page, 'Claire Dubois')).toBeVisible();
  // Already arrived, cancelled or past stays are on other tabs.
  await expect(card(page, 'Mia Fischer')).toHaveCount(0);
  await expect(card(page, 'Emma Schulz')).toHaveCount(0);
  await reviewShot(page, shots('bookings-upcoming-de'));

  await openTab(page, 'Aktuell', 'current');
  await expect(card(page, 'Mia Fischer')).toBeVisible();
  await expect(card(page, 'Sophie Martin')).toHaveCount(0);

  await openTab(page, 'Abgeschlossen', 'completed');
  for (const guest of ['Jonas Berger', 'Paul Weber', 'Ana Costa', 'Lars Nilsson']) await expect(card(page, guest)).toBeVisible();

  await openTab(page, 'Storniert', 'cancelled');
  await expect(card(page, 'Emma Schulz').getByText('Vom Gast storniert')).toBeVisible();
  await expect(card(page, 'Eva Novak').getByText('Vom Gastgeber storniert')).toBeVisible();

  await openTab(page, 'Buchungsanfragen', 'requests');
  const nina = card(page, 'Nina Petrova');
  await expect(nina).toBeVisible();
  await expect(nina.getByText(/^Läuft ab in \d+ Std\./)).toBeVisible();
  await expect(nina.getByText('Ausstehend')).toBeVisible();
  await expect(card(page, 'Daniel Kovac')).toBeVisible();
  await expect(card(page, 'Leo Brandt')).toHaveCount(0);
  // All requests, also those answered or expired.
  await page.getByRole('checkbox', { name: 'Alle Buchungsanfragen anzeigen' }).check();
  await expect(card(page, 'Leo Brandt').getByText('Abgelehnt')).toBeVisible();
  await expect(card(page, 'Sara Lindqvist').getByText('Abgelaufen')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/requests\?show=all$/);
  // The box follows the address: on a slow machine a click can land while the list re-renders
  // from the new address, so the click is repeated until the box (and the address) follow it.
  const showAll = page.getByRole('checkbox', { name: 'Alle Buchungsanfragen anzeigen' });
  await expect(showAll).toBeChecked();
  await expect(async () => {
    await showAll.uncheck({ timeout: 2000 });
    await expect(page).not.toHaveURL(/show=all/);
  }).toPass();
  await expect(card(page, 'Leo Brandt')).toHaveCount(0);

  await openTab(page, 'Alle', 'all');
  // The 10 stays of seed-stays.ts and the 19 bookings of the two previous years (seed-history.ts).
  await expect(page.getByText('29 Aufenthalte')).toBeVisible();

  // Search by guest name: after the pause the list narrows and the address keeps the search.
  const search = page.getByRole('searchbox', { name: 'Suche' });
  await search.fill('sophie');
  await expect(page).toHaveURL(/\/bookings\/all\?q=sophie$/);
  await expect(card(page, 'Sophie Martin')).toBeVisible();
  await expect(card(page, 'Marco Bianchi')).toHaveCount(0);
  await expect(page.getByText('1 Aufenthalt', { exact: true })).toBeVisible();
  await search.fill('');
  await expect(card(page, 'Marco Bianchi')).toBeVisible();

  // Filter by unit, by keyboard through the unit dialog.
  await page.getByRole('button', { name: 'Einheit Alle Einheiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aufenthalte einer Einheit anzeigen' });
  const unitSearch = dialog.getByRole('searchbox', { name: 'Einheiten suchen' });
  await expect(unitSearch).toBeFocused();
  await unitSearch.fill('patscher');
  const results = dialog.getByRole('list', { name: 'Einheiten' });
  const family = results.getByRole('button', { name: 'Alpenblick Apartments · Family apartment Patscherkofel' });
  // The search has settled: only the matching unit is offered.
  await expect(results.getByRole('button')).toHaveCount(1);
  await expect(family).toBeVisible();
  await unitSearch.press('ArrowDown');
  await expect(family).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/bookings\/all\?unit=[^&]+$/);
  await expect(card(page, 'Claire Dubois')).toBeVisible();
  await expect(card(page, 'Sophie Martin')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Einheit Alpenblick Apartments · Family apartment Patscherkofel' })).toBeFocused();
  await reviewShot(page, shots('bookings-unit-filter-de'));
  await page.getByRole('button', { name: 'Alle Einheiten', exact: true }).click();
  await expect(card(page, 'Sophie Martin')).toBeVisible();

  // A booking: code, dates, guests, what the guest pays.
  await card(page, 'Sophie Martin').getByRole('link', { name: 'Sophie Martin' }).click();
  await expect(page).toHaveURL(/\/booking-details\/HP-4TW8XR$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchung von Sophie Martin' })).toBeVisible();
  await expect(page.getByText('Code HP-4TW8XR')).toBeVisible();
  await expect(page.getByTestId('stay-total')).toHaveText('480,00 €');
  await expect(page.getByRole('link', { name: 'Kalender öffnen' })).toHaveAttribute('href', /^\/calendar\//);
  // Upcoming and confirmed: the host may cancel it (not done here, the journeys share the data).
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toBeVisible();
  await reviewShot(page, shots('booking-details-de'));
  await page.getByRole('link', { name: 'Alle Buchungen' }).click();
  await expect(page).toHaveURL(/\/bookings\/all$/);

  // A cancelled booking says who cancelled and why.
  await openTab(page, 'Storniert', 'cancelled');
  await card(page, 'Eva Novak').getByRole('link', { name: 'Eva Novak' }).click();
  const cancellation = page.getByRole('region', { name: 'Stornierung' });
  await expect(cancellation.getByText('Ihnen')).toBeVisible();
  await expect(cancellation.getByText('We need the studio for family that week.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buchung stornieren' })).toHaveCount(0);

  // A pending request: time left, the guest's message, and the way to accept it.
  await page.goto('/bookings/requests');
  await card(page, 'Nina Petrova').getByRole('link', { name: 'Nina Petrova' }).click();
  await expect(page).toHaveURL(/\/booking-request-details\/HP-N4HS7B$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungsanfrage von Nina Petrova' })).toBeVisible();
  await expect(page.getByText(/^Läuft ab in \d+ Std\./)).toBeVisible();
  await expect(page.getByText('We are two adults and two children; is a cot available?')).toBeVisible();
  await expect(page.getByRole('link', { name: '+43 660 1234567' })).toBeVisible();
  await page.getByRole('link', { name: 'Prüfen und annehmen' }).click();
  await expect(page).toHaveURL(/\/booking-request-confirmation\/HP-N4HS7B$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungsanfrage von Nina Petrova annehmen' })).toBeVisible();
  // A focused page: the centre navigation is hidden here (AS §2.5).
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  // The confirm step opens and is left without confirming (the journeys share the data).
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Buchungsanfrage HP-N4HS7B bestätigen?' });
  await expect(confirm.getByRole('button', { name: 'Ja, bestätigen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bestätigen', exact: true })).toBeFocused();
  await reviewShot(page, shots('booking-request-confirmation-de'));

  // An unknown booking shows the not-found page.
  await page.goto('/booking-details/HP-NOPE00');
  await expect(page.getByText('404')).toBeVisible();
});

test('mobile: the list and a booking fit 390 px, and the back arrow leads to all bookings', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings/upcoming');
  await expect(card(page, 'Sophie Martin')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await reviewShot(page, shots('bookings-mobile'));
  await card(page, 'Sophie Martin').getByRole('link', { name: 'Sophie Martin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buchung von Sophie Martin' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await reviewShot(page, shots('booking-details-mobile'));
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/bookings\/all$/);
  // A request's back arrow leads to the requests.
  await page.goto('/booking-request-details/HP-T6JB9R');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungsanfrage von Daniel Kovac' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('link', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/bookings\/requests$/);
  await expect(card(page, 'Daniel Kovac')).toBeVisible();
  await context.close();
});

test('anna opens an inquiry that shares its nights with a confirmed one', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const tom = card(page, 'Tom Becker');
  await expect(tom).toBeVisible();
  await expect(tom.getByText('Action needed')).toBeVisible();
  await expect(tom.getByText('The guest is waiting for your answer.')).toBeVisible();
  await tom.getByRole('link', { name: 'Tom Becker' }).click();
  await expect(page).toHaveURL(/\/inquiries\/HP-H5QD9S$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiry from Tom Becker' })).toBeVisible();
  // The villa is a single-unit property: its unit goes by the property's name.
  await expect(page.getByRole('term').filter({ hasText: 'Unit' }).locator('+ dd')).toContainText('Villa Aurora');
  const overlapping = page.getByRole('region', { name: 'Sharing these nights' });
  await expect(overlapping.getByText('Confirmed inquiry')).toBeVisible();
  await overlapping.getByRole('link', { name: 'Open HP-G2VM7T' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiry from Giulia Romano' })).toBeVisible();
  await reviewShot(page, shots('inquiry-details'));
});

// The guest-to-booking journey (it writes, so it runs last): a guest asks for a stay on a unit booked on
// request, the host sees the badge go up, confirms the request, and the calendar shows the booking.
test('a guest requests a stay, alpine sees the badge, confirms it, and the calendar shows the booking', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  await page.getByRole('note').getByRole('button', { name: 'Okay' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Buchungen, 2 neu' })).toBeVisible();

  // The guest side: the family apartment (booked on request), on the first free nights from +52.
  const units = (await hostApi(page, 'GET', '/api/app/property-list?criteria[search]=Patscherkofel')) as { items: { units: { id: string; title: string | null }[] }[] };
  const unitId = units.items.flatMap((p) => p.units).find((u) => u.title === 'Family apartment Patscherkofel')!.id;
  let stay: { checkIn: string; checkOut: string } | null = null;
  for (let from = 52; from < 80 && !stay; from += 1) {
    const quote = await page.request.get(`/api/public/property-units/${unitId}/quote?checkIn=${dayIn(from)}&checkOut=${dayIn(from + 3)}&guests=2`);
    if (quote.ok() && (await quote.json()).bookable) stay = { checkIn: dayIn(from), checkOut: dayIn(from + 3) };
  }
  expect(stay, 'three free nights on the family apartment').not.toBeNull();
  const asked = await page.request.post(`/api/public/property-units/${unitId}/stays`, {
    data: { ...stay!, guests: 2, firstName: 'Greta', lastName: 'Lang', email: 'greta@guest.example', message: 'Could we check in at 18:00?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const answer = (await asked.json()) as { kind: string; publicId: string };
  expect(answer.kind).toBe('request');

  // The host: the badge counts it (AS §2.5), the requests tab lists it.
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Buchungen, 3 neu' })).toBeVisible();
  const greta = card(page, 'Greta Lang');
  await expect(greta.getByText('Ausstehend')).toBeVisible();
  await greta.getByRole('link', { name: 'Greta Lang' }).click();
  await expect(page.getByText('Could we check in at 18:00?')).toBeVisible();
  await page.getByRole('link', { name: 'Prüfen und annehmen' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-request-confirmation/${answer.publicId}$`));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await page.getByRole('dialog', { name: `Buchungsanfrage ${answer.publicId} bestätigen?` }).getByRole('button', { name: 'Ja, bestätigen' }).click();
  const done = page.getByRole('heading', { level: 1, name: 'Buchung bestätigt' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  await reviewShot(page, shots('booking-request-confirmed-de'));

  // The new booking has its own code and is one of the upcoming bookings.
  const bookingLink = page.getByRole('link', { name: /^Buchung HP-[A-Z0-9]{6} ansehen$/ });
  const bookingCode = (await bookingLink.textContent())!.match(/HP-[A-Z0-9]{6}/)![0];
  expect(bookingCode).not.toBe(answer.publicId);

  // The unit's calendar shows the stay; the badge is back down.
  await page.getByRole('link', { name: 'Kalender der Einheit öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${unitId}$`));
  await expect(page.locator(`td[data-date="${stay!.checkIn}"]`)).toContainText('Greta L.');
  await expect(page.locator(`td[data-date="${stay!.checkIn}"]`)).toHaveAttribute('data-state', 'blocked');
  await expect(nav.getByRole('link', { name: 'Buchungen, 2 neu' })).toBeVisible();
  await page.goto(`/booking-details/${bookingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Buchung von Greta Lang' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Bestätigt aus Buchungsanfrage ${answer.publicId}` })).toBeVisible();
  // What the guest pays, line by line as the stay was priced when she asked.
  const quote = page.getByRole('region', { name: 'Was der Gast bezahlt' });
  await expect(quote.getByRole('rowheader', { name: '3 Nächte' })).toBeVisible();
  await expect(quote.getByRole('rowheader', { name: 'Gesamt' })).toBeVisible();
});
