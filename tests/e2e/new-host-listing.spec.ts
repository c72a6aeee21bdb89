import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerHost } from './support/sign-in';
import { jpegPhoto, pickPlace } from './support/listing-wizard';

// The whole listing path of a new host against the real server: register on the identity pages,
// add a single-unit property, fill every step in order, publish, and find it in the list.
// The steps a new subscription host is shown after the listing itself (plan, boost, commercial
// model) are walked by their headings; payout and identity steps are not shown to this host.

test.setTimeout(240_000);

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

test('a new host registers, lists a single-unit property through every step, publishes it and sees it listed', async ({ page }) => {
  // Register on the identity pages the portal sends a signed-out visitor to.
  await registerHost(page, { firstName: 'Nora', lastName: 'Lindqvist', accountType: 'A private person', model: 'subscription' });

  // No property yet: the empty state's picture sits centred above its title, not in a corner.
  const empty = page.getByRole('region', { name: 'You have no properties yet' });
  await expect(empty).toBeVisible();
  const [box, art] = await Promise.all([empty.boundingBox(), empty.locator('.placeholder__art').boundingBox()]);
  expect(Math.abs(art!.x + art!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2);

  // Add the property.
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();

  await expect(page).toHaveURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/property$/);
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
  await page.getByRole('textbox', { name: 'Title' }).fill('Loft above the Calzaiuoli');
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
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Properties/ }).click();
  await expect(page).toHaveURL(/\/properties$/);
  const card = page.getByRole('article').filter({ hasText: 'Loft above the Calzaiuoli' });
  await expect(card).toBeVisible();
  // Published and live at its guest page (/stay/{id}): 'Published', no longer 'publishing' (spec §4).
  await expect(card.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('Publishing', { exact: true })).toHaveCount(0);
});
