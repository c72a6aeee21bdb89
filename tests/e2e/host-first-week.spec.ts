import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerHost } from './support/sign-in';
import { fillItalianPersonDetails, jpegPhoto, pickPlace } from './support/listing-wizard';
import { dayIn } from './support/stays';
import { closeAndPriceNights, collectErrors, sendMessage, thread } from './support/first-week';

// A new commission host's whole first week against the real server, in one journey: register,
// start from the empty property list, list a guesthouse of several units through every step of
// the multi-unit wizard (real photos, the onboarding steps a commission host is shown) and
// publish it; close days and set a price on the calendar; a guest (a browser of their own,
// English) requests a stay on the guest page; the host confirms it, host and guest write to
// each other, the host cancels, and the guest sees it under the request's code they were given.
// No console error on either page, from the first page to the last.

test.setTimeout(360_000);

const HOST = { firstName: 'Livia', lastName: 'Bertoni' };
const GUEST = { firstName: 'Wendell', lastName: 'Firstweek', email: 'wendell.firstweek@guest.example' };
const PROPERTY = 'Pensione Bertoni';
const UNIT = 'Garden double room';
// The host's calendar is empty (a new host): near days, inside the three months the calendar shows.
const CLOSED = { from: dayIn(30), to: dayIn(32) };
const PRICED = { from: dayIn(40), to: dayIn(46), price: 95 };
const STAY = { checkIn: dayIn(41), checkOut: dayIn(44) }; // three of the priced nights

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
// Each step's one primary action: every step of a new listing saves.
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

/** The onboarding steps a commission host (a private person) is shown before Publish, by heading. */
const COMMISSION_ONBOARDING: Record<string, (page: Page) => Promise<void>> = {
  'Commission model': async (page) => {
    await expect(page.getByText('There is no monthly fee.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the commission terms' }).check();
    await save(page).click();
  },
  'Personal details': async (page) => {
    await fillItalianPersonDetails(page, { ...HOST, birthDate: '1978-05-21' });
    await save(page).click();
  },
  Payout: async (page) => {
    await page.getByLabel('Account holder').fill(`${HOST.firstName} ${HOST.lastName}`);
    await page.getByLabel('IBAN').fill('IT60 X054 2811 1010 0000 0123 456');
    await page.getByLabel('BIC').focus();
    await expect(page.getByText("The IBAN's check digits are correct.")).toBeVisible();
    await save(page).click();
  },
  'Payout document': async (page) => {
    await page.getByLabel(/^Files/).setInputFiles({
      name: 'bank-statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await expect(page.getByRole('list', { name: 'Documents on file' }).getByText('bank-statement.pdf')).toBeVisible();
    await save(page).click();
  },
};

/** From the empty property list through every step of the multi-unit wizard to Publish; answers the ids. */
async function listGuesthouse(page: Page): Promise<{ propertyId: string; unitId: string }> {
  const empty = page.getByRole('region', { name: 'You have no properties yet' });
  await empty.getByRole('link', { name: 'Create your first property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! Let’s list your first property' })).toBeVisible();
  await page.getByRole('link', { name: 'Add my first property' }).click();
  await page.getByRole('radio', { name: /Several units/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  // The property: its type, place, address, pin and name.
  await expect(page).toHaveURL(/\/listing\/multi-unit\/[^/]+\/[^/]+\/property$/);
  const [, propertyId, unitId] = /multi-unit\/([^/]+)\/([^/]+)\//.exec(page.url())!;
  await page.getByLabel('Type of accommodation').selectOption('guesthouse');
  await save(page).click();
  await expect(page).toHaveURL(/\/location$/);
  await pickPlace(page, 'Flor', /^Florence\s*Italy$/);
  await save(page).click();
  await expect(page).toHaveURL(/\/location\/address$/);
  await page.getByLabel('Street').fill('Via Ghibellina');
  await page.getByLabel('House number or name').fill('31');
  await page.getByLabel('Postal code').fill('50122');
  await page.getByLabel('Province').selectOption('FI');
  await save(page).click();
  await expect(page).toHaveURL(/\/location\/map$/);
  await expect(page.getByRole('textbox', { name: /^Latitude/ })).not.toHaveValue('');
  await save(page).click();
  await expect(page).toHaveURL(/\/property-title$/);
  await page.getByRole('textbox', { name: 'Property name' }).fill(PROPERTY);
  await save(page).click();

  // The first unit: introduced, then its type, guests, rooms and beds.
  await expect(page).toHaveURL(/\/start-unit$/);
  await expect(page.getByText(`${PROPERTY} is set up. Now describe your first unit`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/unit-type$/);
  await page.getByRole('radio', { name: /^Double room/ }).check();
  await save(page).click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/info$/);
  await page.getByLabel('Maximum number of guests').fill('2');
  await page.getByRole('spinbutton', { name: /^Size/ }).fill('24');
  await save(page).click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/beds$/);
  await expect(heading(page, 'Rooms and beds')).toBeVisible();
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByRole('button', { name: 'Add a bed to room 1' }).click();
  await page.getByRole('combobox', { name: 'Room 1, bed 1: Type of bed' }).selectOption('double_bed');
  await save(page).click();

  // Two real photos, saved as they upload.
  await expect(page).toHaveURL(/\/photos$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'first-week-photos-'));
  await page.locator('input[type=file]').setInputFiles([await jpegPhoto(dir, 'room.jpg', [180, 140, 90]), await jpegPhoto(dir, 'garden.jpg', [50, 140, 70])]);
  await expect(page.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^(Save and continue|Continue)$/ }).click();

  await expect(page).toHaveURL(/\/amenities$/);
  await page.getByRole('searchbox', { name: 'Find an amenity' }).fill('balc');
  await page.getByRole('checkbox', { name: 'Balcony' }).check();
  await save(page).click();
  await expect(page).toHaveURL(/\/title$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(UNIT);
  await page.getByRole('textbox', { name: /^Description/ }).fill('A quiet double room on the garden, two streets from Santa Croce.');
  await save(page).click();

  // Price, promotions and seasons as offered, the calendar open, guests send booking requests.
  await expect(page).toHaveURL(/\/price-and-availability$/);
  await page.getByLabel(/Price per night/).fill('80');
  await page.getByLabel(/Minimum stay/).fill('2');
  await save(page).click();
  await expect(page).toHaveURL(/\/price-and-availability\/promotions$/);
  await save(page).click();
  await expect(page).toHaveURL(/\/price-and-availability\/seasons$/);
  await save(page).click();
  await expect(page).toHaveURL(/\/calendar-availability$/);
  await page.getByRole('radio', { name: /^Open for bookings/ }).check();
  await save(page).click();
  await expect(page).toHaveURL(/\/booking-preference$/);
  // A commission host's guests book: instantly or by a request the host confirms.
  await page.getByRole('group', { name: 'How can guests book?' }).getByRole('radio', { name: /^Booking request/ }).check();
  await save(page).click();
  await expect(page).toHaveURL(/\/regional-requirements$/);
  await page.getByRole('textbox', { name: 'Registration number' }).fill('IT048017C2BERTONI1');
  await page.getByRole('textbox', { name: 'National identification code' }).fill('BRTLVI78E61D612K');
  await save(page).click();
  await expect(page).not.toHaveURL(/\/regional-requirements$/);

  // The onboarding steps this host is shown, walked by their headings up to Publish.
  const walked: string[] = [];
  for (;;) {
    const title = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
    if (title === 'Publish') break;
    walked.push(title);
    const before = page.url();
    await (COMMISSION_ONBOARDING[title] ?? (() => Promise.reject(new Error(`no way through the step ${title}`))))(page);
    await expect(page).not.toHaveURL(before);
  }
  expect(walked).toEqual(['Commission model', 'Personal details', 'Payout', 'Payout document']);
  return { propertyId, unitId };
}

/** The Publish step's summary says what guests get; Publish, then the completed page. */
async function publish(page: Page) {
  await expect(page).toHaveURL(/\/publish$/);
  const summary = page.getByRole('region', { name: 'Your listing' });
  await expect(summary).toContainText(`${PROPERTY} · ${UNIT}`);
  await expect(summary).toContainText('2 photos, cover first');
  await expect(summary).toContainText('Commission on each booking');
  await expect(summary).toContainText('Guests send a booking request you confirm');
  await expect(page.getByText('Everything guests need is there: you can publish your listing.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/completed$/);
  await expect(page.getByRole('heading', { name: 'Your listing is published' })).toBeVisible();
}

/** A guest in a browser of their own (English) requests the stay; answers the guest's page and the request's code. */
async function guestRequestsStay(browser: Browser, unitId: string) {
  const context = await browser.newContext({ locale: 'en-US' });
  const guest = await context.newPage();
  const errors = collectErrors(guest, 'guest');
  await guest.goto(`/stay/${unitId}`);
  await expect(guest.getByRole('heading', { level: 1, name: new RegExp(UNIT) })).toBeVisible();
  // The host's two photos, cover first; the second thumbnail shows the second one large.
  const gallery = guest.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByRole('img', { name: /^Photo 1 of 2 of / })).toBeVisible();
  await expect(gallery.getByRole('button', { name: /^Show photo \d of 2$/ })).toHaveCount(2);
  await gallery.getByRole('button', { name: 'Show photo 2 of 2' }).click();
  await expect(gallery.getByRole('img', { name: /^Photo 2 of 2 of / })).toBeVisible();
  // The uploaded photo itself loads, not a broken image.
  await expect.poll(() => gallery.getByRole('img', { name: /^Photo 2 of 2 of / }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await guest.getByLabel('Check-in').fill(STAY.checkIn);
  await guest.getByLabel('Check-out').fill(STAY.checkOut);
  await guest.getByLabel('Guests').fill('2');
  // The calendar's price for these nights, not the listing's default of 80.
  await expect(guest.getByRole('region', { name: 'Price' }).getByRole('row', { name: /^3 nights/ })).toContainText('€285.00');
  await guest.getByLabel('First name').fill(GUEST.firstName);
  await guest.getByLabel('Last name').fill(GUEST.lastName);
  await guest.getByLabel('Email').fill(GUEST.email);
  await guest.getByRole('button', { name: 'Request to book' }).click();
  await expect(guest.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const requestCode = (await guest.getByTestId('guest-stay-code').textContent())!.trim();
  expect(requestCode).toMatch(/^HP-[A-Z0-9]{6}$/);
  return { context, guest, errors, requestCode };
}

test('a new commission host lists a guesthouse, prices its calendar, confirms a guest request, talks with the guest and cancels', async ({ page, browser }) => {
  const hostErrors = collectErrors(page, 'host');

  // Day 1: register as a private person on commission; the welcome tour is closed by the helper.
  await registerHost(page, { ...HOST, accountType: 'A private person', model: 'commission' });
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  // The listing: from the empty list through every step of the multi-unit wizard.
  const { unitId } = await listGuesthouse(page);
  await publish(page);

  // Listed at once, through the navigation and without a reload.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: /^Properties/ }).click();
  await expect(page).toHaveURL(/\/properties$/);
  const card = page.getByRole('article').filter({ hasText: PROPERTY });
  await expect(card).toBeVisible();
  await expect(card).toContainText(UNIT);
  await expect(card.getByText('Published', { exact: true }).first()).toBeVisible();

  // The calendar: close three days, then give a week its own price.
  await nav.getByRole('link', { name: /^Calendar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${unitId}$`));
  await closeAndPriceNights(page, { closed: CLOSED, priced: { ...PRICED, listingPrice: 80 } });

  // A guest requests three of the priced nights and opens the chat from the confirmation.
  const { context, guest, errors: guestErrors, requestCode } = await guestRequestsStay(browser, unitId);
  await guest.getByRole('button', { name: 'Open the chat with the host' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  await expect(guest.getByRole('heading', { level: 1, name: `Chat with ${HOST.firstName} ${HOST.lastName}` })).toBeVisible();
  const stay = guest.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText(requestCode);
  await expect(stay.getByText('Waiting for the host')).toBeVisible();
  const guestAsks = 'Hello! Is there somewhere to leave our bikes?';
  await sendMessage(guest, guestAsks);

  // The host finds the request among the bookings and confirms it.
  await nav.getByRole('link', { name: /^Bookings/ }).click();
  await page.getByRole('navigation', { name: 'Booking lists' }).getByRole('link', { name: 'Requests' }).click();
  const requestCard = page.getByRole('article', { name: `${GUEST.firstName} ${GUEST.lastName}` });
  await expect(requestCard).toContainText(requestCode);
  await requestCard.getByRole('link', { name: `${GUEST.firstName} ${GUEST.lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${GUEST.firstName} ${GUEST.lastName}` })).toBeVisible();
  await page.getByRole('link', { name: 'Review and accept' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog', { name: `Confirm request ${requestCode}?` }).getByRole('button', { name: 'Yes, confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible();
  const viewBooking = page.getByRole('link', { name: /^View booking HP-/ });
  const bookingCode = /HP-[A-Z0-9]{6}/.exec((await viewBooking.textContent())!)![0];
  expect(bookingCode).not.toBe(requestCode);

  // Host and guest write to each other; each side sees the other's message without a reload.
  await viewBooking.click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking of ${GUEST.firstName} ${GUEST.lastName}` })).toBeVisible();
  await page.getByRole('link', { name: 'Message guest' }).click();
  await expect(page).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: `${GUEST.firstName} ${GUEST.lastName}` })).toBeVisible();
  await expect(thread(page).getByText(guestAsks, { exact: true })).toBeVisible();
  const hostAnswers = 'Welcome! The bikes go in the courtyard, the gate code comes with the keys.';
  await sendMessage(page, hostAnswers);
  await expect(thread(guest).getByText(hostAnswers, { exact: true })).toBeVisible();
  const guestThanks = 'Perfect, thank you!';
  await sendMessage(guest, guestThanks);
  await expect(thread(page).getByText(guestThanks, { exact: true })).toBeVisible();
  await guest.reload();
  await expect(stay.getByText('Confirmed', { exact: true })).toBeVisible();

  // The host cancels the booking, back from the conversation's header.
  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-details/${bookingCode}$`));
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${bookingCode}` });
  await cancel.getByRole('radio', { name: 'The property is not available' }).check();
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: `Cancel booking ${bookingCode}?` }).getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(page.getByRole('main').getByText('Booking cancelled. The guest is told.')).toBeVisible();

  // The guest's chat, opened with the request's code, follows the stay to its booking: cancelled.
  await guest.reload();
  await expect(stay).toContainText(`Booking ${bookingCode}`);
  await expect(stay.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(thread(guest).getByText(`The host cancelled this stay (${bookingCode}).`)).toBeVisible();
  // Signed in afresh with the only code the guest was given, the request's: cancelled too.
  await guest.getByRole('button', { name: 'Sign out' }).click();
  await expect(guest).toHaveURL(/\/guest\/login$/);
  await guest.getByLabel('Booking code').fill(requestCode);
  await guest.getByLabel('E-mail address').fill(GUEST.email);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  await expect(stay.getByText('Cancelled', { exact: true })).toBeVisible();
  await context.close();

  expect(hostErrors).toEqual([]);
  expect(guestErrors).toEqual([]);
});
