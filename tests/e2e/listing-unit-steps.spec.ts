import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { hostApi } from './support/api';
import { reviewShot } from './support/review-shots';

// The unit steps of the listing wizard against the real server: Anna's seeded guesthouse room in
// progress (multi-unit), and two listings she starts here through the API (a single-unit villa in
// Italy for the listing verification and the regional requirements; a multi-unit property for the
// start-unit page). Each step is filled in the browser, saved, and read back after a reload.

const ANNA = 'anna@demo.host-portal.test';

/** A call of the portal's API with the signed-in page's own access token (oidc-client-ts keeps it in sessionStorage). */
async function signedIn(page: Page) {
  await signIn(page, ANNA, '/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
// Each step's one primary action: Save and continue, or Continue while the step is unchanged.
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save and continue' });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

test('the guesthouse room in progress: rooms, unit type, amenities, title, calendar, booking preference, regional requirements', async ({ page }) => {
  await signedIn(page);
  const properties = await hostApi(page, 'GET', '/api/app/properties');
  const guesthouse = properties.items.find((p: { title: string }) => p.title === 'Casa Marina Guesthouse');
  const { unitIds } = await hostApi(page, 'GET', `/api/app/properties/${guesthouse.id}`);
  const unitId = unitIds[1];
  // The photos and price steps belong to other screens: recorded as done, so the wizard opens on amenities.
  const { completedSteps } = await hostApi(page, 'GET', `/api/app/property-unit/${unitId}/listing-progress`);
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, {
    completedSteps: [...completedSteps, 'photos', 'price-and-availability', 'price-and-availability-promotions', 'price-and-availability-seasons'],
  });
  const base = `/listing/multi-unit/${guesthouse.id}/${unitId}`;

  // rooms and beds (visitable ahead): add a bathroom, which comes without a bed and saves as it is
  await page.goto(`${base}/guests-and-rooms/beds`);
  await expect(heading(page, 'Rooms and beds')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Type of room 2' })).toHaveValue('living_room');
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByRole('combobox', { name: 'Type of room 3' }).selectOption('bath_room');
  await expect(page.getByText('A room of type Bathroom holds no beds.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Room 3, bed 1: Type of bed' })).toHaveCount(0);
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/photos$/);

  // unit type (completed in the seed, so it can be opened again)
  await page.goto(`${base}/unit-type`);
  await expect(heading(page, 'Unit type')).toBeVisible();
  await expect(continueButton(page)).toBeEnabled();
  await expect(saveButton(page)).toHaveCount(0);
  await page.getByRole('radio', { name: /^Family room/ }).check();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/guests-and-rooms\/info$/);

  // amenities: the current step
  await page.goto(base);
  await expect(page).toHaveURL(/\/amenities$/);
  await expect(page.getByRole('group', { name: 'Most popular' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find an amenity' }).fill('balc');
  await page.getByRole('checkbox', { name: 'Balcony' }).check();
  await page.getByRole('searchbox', { name: 'Find an amenity' }).fill('');
  await page.getByRole('checkbox', { name: 'Baby cot' }).check();
  await expect(page.getByText('2 amenities selected')).toBeVisible();
  await saveButton(page).click();

  // title and description, with counters
  await expect(page).toHaveURL(/\/title$/);
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Garden family suite');
  await title.fill('Garden family suite with terrace');
  await expect(page.getByText('32 / 150 characters')).toBeVisible();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Two rooms on the garden floor, a terrace under the fig tree.');
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/price-and-availability$/);

  // calendar availability: now the current step
  await page.goto(`${base}/calendar-availability`);
  await expect(heading(page, 'Calendar')).toBeVisible();
  await expect(page.getByText('Every date stays closed until you open it in the calendar')).toBeVisible();
  await page.getByRole('radio', { name: /^Closed until I open dates/ }).check();
  await saveButton(page).click();

  // booking preference: Anna works by subscription, so her guests send inquiries: she is asked
  // for the cancellation policy only (the unit takes requests), and picks it by keyboard
  await expect(page).toHaveURL(/\/booking-preference$/);
  await expect(page.getByRole('group', { name: 'How can guests book?' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Instant booking/ })).toHaveCount(0);
  const policies = page.getByRole('group', { name: 'Cancellation policy' }).getByRole('radio');
  // One run in several saw the Space go nowhere, the step still settling after the move from
  // the previous one: focus and Space again until the choice holds (Space on a checked radio
  // keeps it checked, so a second press changes nothing).
  await expect(async () => {
    await policies.first().focus();
    await page.keyboard.press('Space');
    await expect(policies.first()).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('radio', { name: /^Flexible/ }).check();
  await saveButton(page).click();

  // regional requirements: Spain asks for nothing, the step is valid as it is
  await expect(page).toHaveURL(/\/regional-requirements$/);
  await expect(page.getByText('Holiday rentals in Spain need no registration number or identification code')).toBeVisible();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/publish$/);

  // everything is still there after a reload
  await page.reload();
  await expect(heading(page, 'Publish')).toBeVisible();
  const unit = await hostApi(page, 'GET', `/api/app/property-unit/${unitId}`);
  expect(unit).toMatchObject({
    unitType: 'family_room',
    title: 'Garden family suite with terrace',
    amenities: ['balcony', 'baby_cot'],
    bookingType: 'onRequest',
    cancellationPolicy: { type: 'flexible' },
    calendarAvailability: { status: 'BLOCKED' },
  });
  for (const [route, check] of [
    ['unit-type', () => expect(page.getByRole('radio', { name: /^Family room/ })).toBeChecked()],
    ['guests-and-rooms/beds', () => expect(page.getByRole('combobox', { name: 'Type of room 3' })).toHaveValue('bath_room')],
    ['amenities', () => expect(page.getByRole('checkbox', { name: 'Balcony' })).toBeChecked()],
    ['title', () => expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue('Two rooms on the garden floor, a terrace under the fig tree.')],
    ['calendar-availability', () => expect(page.getByRole('radio', { name: /^Closed until I open dates/ })).toBeChecked()],
    ['booking-preference', () => expect(page.getByRole('radio', { name: /^Flexible/ })).toBeChecked()],
  ] as const) {
    await page.goto(`${base}/${route}`);
    await check();
    // Unchanged: nothing to save, the step is only passed.
    await expect(continueButton(page)).toBeEnabled();
    await expect(saveButton(page)).toHaveCount(0);
  }
});

test('a villa in Italy: listing verification and its status, regional requirements with a wrong then a right number', async ({ page }) => {
  await signedIn(page);
  const property = await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'single', accommodationType: 'villa', title: 'Casa del Lago' });
  const unitId = property.unitIds[0];
  await hostApi(page, 'PUT', `/api/app/properties/${property.id}/location/address`, {
    countryCode: 'IT',
    city: 'Como',
    street: 'Via Borgo Vico',
    houseNumberOrName: '8',
    postalCode: '22100',
    stateOrProvince: 'CO',
  });
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, {
    completedSteps: ['property', 'location', 'location-address', 'location-map', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title', 'price-and-availability', 'price-and-availability-promotions', 'price-and-availability-seasons'],
  });
  const base = `/listing/single-unit/${property.id}/${unitId}`;

  await page.goto(base);
  await expect(page).toHaveURL(/\/listing-verification$/);
  await expect(heading(page, 'Listing verification')).toBeVisible();
  const airbnb = page.getByRole('group', { name: 'Is the unit listed on Airbnb?' });
  await airbnb.getByRole('radio', { name: 'Yes' }).check();
  const url = page.getByRole('textbox', { name: 'Address of the listing on Airbnb' });
  await url.fill('https://example.com/rooms/1');
  await url.blur();
  await expect(page.getByText('Please enter the address of the listing on Airbnb.')).toBeVisible();
  await url.fill('https://www.airbnb.it/rooms/4242');
  await page.getByRole('group', { name: 'Is the unit listed on Booking.com?' }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: 'Is the unit listed on Vrbo?' }).getByRole('radio', { name: 'No' }).check();
  await saveButton(page).click();

  await expect(page).toHaveURL(/\/listing-verification\/status$/);
  await expect(page.getByRole('region', { name: 'Airbnb' }).getByText('Waiting for the check')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking.com' }).getByText('Not listed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('region', { name: 'Airbnb' }).getByText('Waiting for the check')).toBeVisible();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/calendar-availability$/);
  await page.getByRole('radio', { name: /^Open for bookings/ }).check();
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/booking-preference$/);
  await saveButton(page).click(); // the defaults, as they are

  await expect(page).toHaveURL(/\/regional-requirements$/);
  await expect(page.getByText('Holiday rentals in Italy need the following to be published.')).toBeVisible();
  const registration = page.getByRole('textbox', { name: 'Registration number' });
  await registration.fill('IT12');
  await registration.blur();
  await expect(page.getByText('This does not match the expected format, for example IT058091C2ISMB9TY8.')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await registration.fill('it 058091 c2ismb9ty8');
  await page.getByRole('textbox', { name: 'National identification code' }).fill('RSSMRA85T10A562S');
  await saveButton(page).click();
  await expect(page).not.toHaveURL(/\/regional-requirements$/);

  await page.goto(`${base}/regional-requirements`);
  await expect(page.getByRole('textbox', { name: 'Registration number' })).toHaveValue('IT058091C2ISMB9TY8');
  await page.goto(`${base}/listing-verification`);
  await expect(page.getByRole('textbox', { name: 'Address of the listing on Airbnb' })).toHaveValue('https://www.airbnb.it/rooms/4242');
  await expect(page.getByRole('group', { name: 'Is the unit listed on Vrbo?' }).getByRole('radio', { name: 'No' })).toBeChecked();
});

test('a new multi-unit property: start-unit introduces the first unit; the rooms step fits a 390 px phone', async ({ page }) => {
  await signedIn(page);
  const property = await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Pensione Aurora' });
  const unitId = property.unitIds[0];
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, { completedSteps: ['property', 'location', 'location-address', 'location-map', 'property-title'] });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/listing/multi-unit/${property.id}/${unitId}`);
  await expect(page).toHaveURL(/\/start-unit$/);
  await expect(page.getByText('Pensione Aurora is set up. Now describe your first unit')).toBeVisible();
  await expect(saveButton(page)).toHaveCount(0);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/unit-type$/);
  await page.getByRole('radio', { name: /^Double room/ }).check();
  await saveButton(page).click();

  await page.goto(`/listing/multi-unit/${property.id}/${unitId}/guests-and-rooms/beds`);
  // A new room starts without beds: two are added, so the row of a bed is seen twice.
  await page.getByRole('button', { name: 'Add a room' }).click();
  await page.getByRole('button', { name: 'Add a bed to room 1' }).click();
  await page.getByRole('button', { name: 'Add a bed to room 1' }).click();
  await expect(page.getByRole('combobox', { name: 'Room 1, bed 2: Type of bed' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await reviewShot(page, { path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/unit-steps-beds-390.png`, fullPage: true });
});
