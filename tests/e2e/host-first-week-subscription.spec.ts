import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerHost } from './support/sign-in';
import { jpegPhoto, pickPlace } from './support/listing-wizard';
import { closeAndPriceNights, collectErrors, sendMessage, thread } from './support/first-week';
import { dayIn } from './support/stays';

// A new subscription host's whole first week against the real server, in one journey: register
// on the identity pages, add a single-unit property, fill every step in order (the steps a new
// subscription host is shown after the listing itself — plan, boost, commercial model — walked by
// their headings; payout and identity steps are not shown to this host), publish, and find it in
// the list; close days and set a price on the calendar; a guest (a browser of their own, English)
// sends an inquiry on the guest page; the host confirms it, host and guest write to each other,
// the host cancels the stay, and the guest sees it. No console error on either page.

test.setTimeout(360_000);

const HOST = { firstName: 'Nora', lastName: 'Lindqvist' };
const GUEST = { firstName: 'Ottilie', lastName: 'Asksfirst', email: 'ottilie.asksfirst@guest.example' };
const UNIT = 'Loft above the Calzaiuoli';
// The host's calendar is empty (a new host): near days, inside the three months the calendar shows.
const CLOSED = { from: dayIn(33), to: dayIn(35) };
const PRICED = { from: dayIn(50), to: dayIn(56), price: 165 };
const STAY = { checkIn: dayIn(51), checkOut: dayIn(54) }; // three of the priced nights

/** How the journey fills each step that follows the regional requirements, by its heading. */
const ONBOARDING: Record<string, (page: Page) => Promise<void>> = {
  'Subscription plan': async (page) => {
    await expect(page.getByText(/No card is charged/)).toBeVisible();
    await page.getByRole('radio', { name: /Standard/ }).check();
    await save(page).click();
  },
  Boost: async (page) => {
    await page.getByRole('radio', { name: /No boost for now/ }).check();
    await save(page).click();
  },
  'Commercial model': async (page) => {
    await expect(page.getByRole('radio', { name: /Subscription/ })).toBeChecked();
    await save(page).click();
  },
  Plan: async (page) => {
    await page.getByRole('radio').first().check();
    await save(page).click();
  },
  'Plan services': async (page) => {
    await page.getByRole('checkbox', { name: 'I have read what my plan includes' }).check();
    await save(page).click();
  },
};

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
// Each step's one primary action (every step here is new, so it saves).
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' });
const percent = async (page: Page) => Number((await page.getByTestId('listing-progress-total').textContent())!.replace(/\D/g, ''));

test('a new subscription host lists a flat, prices its calendar, confirms a guest inquiry, talks with the guest and cancels', async ({ page, browser }) => {
  const hostErrors = collectErrors(page, 'host');
  // Register on the identity pages the portal sends a signed-out visitor to.
  await registerHost(page, { ...HOST, accountType: 'A private person', model: 'subscription' });

  // No property yet: the empty state's picture sits centred above its title, not in a corner.
  const empty = page.getByRole('region', { name: 'You have no properties yet' });
  await expect(empty).toBeVisible();
  const [box, art] = await Promise.all([empty.boundingBox(), empty.locator('.empty-state__art').boundingBox()]);
  expect(Math.abs(art!.x + art!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2);

  // Add the property.
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  await expect(page).toHaveURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/property$/);
  const [, unitId] = /single-unit\/[^/]+\/([^/]+)\//.exec(page.url())!;
  expect(await percent(page)).toBe(0);
  await page.getByLabel('Type of accommodation').selectOption('apartment');
  await save(page).click();

  // Location: the place search (the gazetteer fills in the background at a first start).
  await expect(page).toHaveURL(/\/location$/);
  await pickPlace(page, 'Flor', /^Florence\s*Italy$/);
  await save(page).click();

  await expect(page).toHaveURL(/\/location\/address$/);
  await page.getByLabel('Street').fill('Via dei Calzaiuoli');
  await page.getByLabel('House number or name').fill('7');
  await page.getByLabel('Postal code').fill('50122');
  await page.getByLabel('Province').selectOption('FI');
  await save(page).click();

  await expect(page).toHaveURL(/\/location\/map$/);
  await expect(page.getByRole('textbox', { name: /^Latitude/ })).toHaveValue('43.77925');
  await page.getByRole('textbox', { name: /^Latitude/ }).fill('43.7712');
  await save(page).click();

  // Guests, rooms and beds.
  await expect(page).toHaveURL(/\/guests-and-rooms\/info$/);
  await page.getByLabel('Maximum number of guests').fill('3');
  await page.getByRole('spinbutton', { name: /^Size/ }).fill('64');
  await save(page).click();

  await expect(page).toHaveURL(/\/guests-and-rooms\/beds$/);
  await expect(heading(page, 'Rooms and beds')).toBeVisible();
  if ((await page.getByRole('combobox', { name: 'Type of room 1' }).count()) === 0) await page.getByRole('button', { name: 'Add a room' }).click();
  if ((await page.getByRole('group', { name: 'Beds of room 1' }).getByRole('combobox').count()) === 0) await page.getByRole('button', { name: 'Add a bed to room 1' }).click();
  await expect(save(page)).toBeEnabled();
  await save(page).click();

  // Photos save as they upload.
  await expect(page).toHaveURL(/\/photos$/);
  const dir = mkdtempSync(path.join(tmpdir(), 'new-host-photos-'));
  await page.locator('input[type=file]').setInputFiles([await jpegPhoto(dir, 'living.jpg', [200, 120, 60]), await jpegPhoto(dir, 'balcony.jpg', [40, 110, 190])]);
  await expect(page.getByRole('img', { name: 'Photo 2 of 2' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^(Save and continue|Continue)$/ }).click();

  await expect(page).toHaveURL(/\/amenities$/);
  await page.getByRole('searchbox', { name: 'Find an amenity' }).fill('balc');
  await page.getByRole('checkbox', { name: 'Balcony' }).check();
  await save(page).click();

  await expect(page).toHaveURL(/\/title$/);
  await page.getByRole('textbox', { name: 'Title' }).fill(UNIT);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Two windows on the busiest street of Florence, and a quiet bedroom at the back.');
  await save(page).click();

  // Prices and availability.
  await expect(page).toHaveURL(/\/price-and-availability$/);
  await page.getByLabel(/Price per night/).fill('140');
  await page.getByLabel(/Minimum stay/).fill('2');
  await save(page).click();
  await expect(page).toHaveURL(/\/price-and-availability\/promotions$/);
  await page.getByRole('switch', { name: 'Offer the early booker promotion' }).check();
  await save(page).click();
  await expect(page).toHaveURL(/\/price-and-availability\/seasons$/);
  await page.getByRole('button', { name: 'Add a season' }).click();
  await page.getByRole('region', { name: 'Season 1' }).getByLabel(/^Name/).fill('Summer');
  const summer = page.getByRole('region', { name: 'Summer' });
  await summer.getByLabel(/First night/).fill('2027-07-01');
  await summer.getByLabel(/Last night/).fill('2027-08-31');
  await summer.getByLabel(/Price per night/).fill('190');
  await save(page).click();

  await expect(page).toHaveURL(/\/listing-verification$/);
  for (const platform of ['Airbnb', 'Booking.com', 'Vrbo']) {
    await page.getByRole('group', { name: `Is the unit listed on ${platform}?` }).getByRole('radio', { name: 'No' }).check();
  }
  await save(page).click();
  await expect(page).toHaveURL(/\/listing-verification\/status$/);
  await save(page).click();

  await expect(page).toHaveURL(/\/calendar-availability$/);
  await page.getByRole('radio', { name: /^Open for bookings/ }).check();
  await save(page).click();
  // Guests of a subscription host send inquiries: the cancellation policy, but no choice between
  // instant booking and requests.
  await expect(page).toHaveURL(/\/booking-preference$/);
  await expect(page.getByRole('group', { name: /cancellation/i })).toBeVisible();
  await expect(page.getByRole('radio', { name: /instant/i })).toHaveCount(0);
  await save(page).click(); // the default policy, as offered

  await expect(page).toHaveURL(/\/regional-requirements$/);
  await page.getByRole('textbox', { name: 'Registration number' }).fill('IT048017C2ABCDEFGH');
  await page.getByRole('textbox', { name: 'National identification code' }).fill('LNDNRO90A41Z133X');
  await save(page).click();

  await expect(page).not.toHaveURL(/\/regional-requirements$/);

  // The plan, the boost and the new host's onboarding steps, as many as this host is shown.
  const walked: string[] = [];
  for (;;) {
    const title = (await page.getByRole('heading', { level: 2 }).textContent())!.trim();
    if (title === 'Publish') break;
    walked.push(title);
    const before = page.url();
    await (ONBOARDING[title] ?? (() => Promise.reject(new Error(`no way through the step ${title}`))))(page);
    await expect(page).not.toHaveURL(before);
  }
  console.log(`steps after the regional requirements: ${walked.join(', ')}`);
  expect(walked).toEqual(['Subscription plan', 'Boost', 'Commercial model', 'Plan', 'Plan services']);
  expect(await percent(page)).toBe(100);

  // Publish, land on the completed page, and find the property in the list.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/completed$/);
  // What the page promises is what this host's guests can do: ask, not book.
  await expect(page.getByText(/guests can find it and send you inquiries now/)).toBeVisible();
  // With a live unit and nothing else this host must hand in, onboarding is finished.
  const onboarding = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    const { access_token } = JSON.parse(sessionStorage.getItem(key)!) as { access_token: string };
    const info = await fetch('/api/app/user/info', { headers: { authorization: `Bearer ${access_token}` } });
    return ((await info.json()) as { onboardingStatus: string }).onboardingStatus;
  });
  expect(onboarding).toBe('finished');
  // Through the navigation, without a reload: the list the host saw empty at registration is
  // not shown from the cache.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: /^Properties/ }).click();
  await expect(page).toHaveURL(/\/properties$/);
  const card = page.getByRole('article').filter({ hasText: UNIT });
  await expect(card).toBeVisible();
  // Published and live at its guest page (/stay/{id}): 'Published', no longer 'publishing' (HC §4).
  await expect(card.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Publishing', { exact: true })).toHaveCount(0);

  // The calendar: close three days, then give a week its own price.
  await nav.getByRole('link', { name: /^Calendar/ }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar/${unitId}$`));
  await closeAndPriceNights(page, { closed: CLOSED, priced: { ...PRICED, listingPrice: 140 } });

  // A guest asks for three of the priced nights with an inquiry, and opens the chat from its answer.
  const guestContext = await browser.newContext({ locale: 'en-US' });
  const guest = await guestContext.newPage();
  const guestErrors = collectErrors(guest, 'guest');
  await guest.goto(`/stay/${unitId}`);
  await expect(guest.getByRole('heading', { level: 1, name: new RegExp(UNIT) })).toBeVisible();
  await guest.getByLabel('Check-in').fill(STAY.checkIn);
  await guest.getByLabel('Check-out').fill(STAY.checkOut);
  await guest.getByLabel('Guests').fill('2');
  // The calendar's price for these nights, not the listing's 140.
  await expect(guest.getByRole('region', { name: 'Price' }).getByRole('row', { name: /^3 nights/ })).toContainText(`€${3 * PRICED.price}.00`);
  await guest.getByLabel('First name').fill(GUEST.firstName);
  await guest.getByLabel('Last name').fill(GUEST.lastName);
  await guest.getByLabel('Email').fill(GUEST.email);
  await guest.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(guest.getByRole('heading', { name: 'Your inquiry has been sent' })).toBeVisible();
  const code = (await guest.getByTestId('guest-stay-code').textContent())!.trim();
  expect(code).toMatch(/^HP-[A-Z0-9]{6}$/);
  await guest.getByRole('button', { name: 'Open the chat with the host' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  const stay = guest.getByRole('region', { name: 'Your stay' });
  await expect(stay).toContainText(code);
  await expect(stay.getByText('Waiting for the host')).toBeVisible();
  const guestAsks = 'Hello! Can we check in after ten in the evening?';
  await sendMessage(guest, guestAsks);

  // The host finds the inquiry in the navigation and confirms it.
  await nav.getByRole('link', { name: /^Inquiries/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const inquiryCard = page.getByRole('article', { name: `${GUEST.firstName} ${GUEST.lastName}` });
  await expect(inquiryCard).toContainText(code);
  await expect(inquiryCard.getByText('Requested', { exact: true })).toBeVisible();
  await inquiryCard.getByRole('link', { name: `${GUEST.firstName} ${GUEST.lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiries/${code}$`));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog', { name: `Confirm inquiry ${code}?` }).getByRole('button', { name: 'Yes, confirm' }).click();
  await expect(page.getByRole('main').getByText('Inquiry confirmed. The guest is told.')).toBeVisible();

  // Host and guest write to each other; each side sees the other's message without a reload.
  await page.getByRole('link', { name: 'Message guest' }).click();
  await expect(page).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(thread(page).getByText(guestAsks, { exact: true })).toBeVisible();
  const hostAnswers = 'Of course: the key box by the door opens with the code I will send you.';
  await sendMessage(page, hostAnswers);
  await expect(thread(guest).getByText(hostAnswers, { exact: true })).toBeVisible();
  const guestThanks = 'Wonderful, thank you!';
  await sendMessage(guest, guestThanks);
  await expect(thread(page).getByText(guestThanks, { exact: true })).toBeVisible();
  await guest.reload();
  await expect(stay.getByText('Confirmed', { exact: true })).toBeVisible();

  // The host cancels the confirmed inquiry, back from the conversation's header.
  await page.getByRole('link', { name: 'Open the inquiry' }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiries/${code}$`));
  await page.getByRole('button', { name: 'Cancel stay' }).click();
  await page.getByRole('dialog', { name: `Cancel the confirmed inquiry ${code}` }).getByRole('radio', { name: 'The property is not available' }).check();
  await page.getByRole('dialog', { name: `Cancel the confirmed inquiry ${code}` }).getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: `Cancel the confirmed inquiry ${code}?` }).getByRole('button', { name: 'Yes, cancel stay' }).click();
  await expect(page.getByRole('main').getByText('Stay cancelled. The guest is told.')).toBeVisible();

  // The guest, on the chat of the only code they were given: cancelled, and told in the chat.
  await guest.reload();
  await expect(stay.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(thread(guest).getByText(`The host cancelled this stay (${code}).`)).toBeVisible();
  await guestContext.close();

  expect(hostErrors).toEqual([]);
  expect(guestErrors).toEqual([]);
});
