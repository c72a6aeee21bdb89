import { expect, test } from '@playwright/test';
import { hostApi } from './support/api';
import { signIn } from './support/sign-in';
import { freeNights, unitIdByTitle } from './support/stays';

// One stay, one status, wherever the guest looks. A signed-out guest requests alpine@'s Family
// apartment Patscherkofel (booking on request) and keeps the only code they are given, the
// request's. alpine@ confirms it (a booking with its own code) and later cancels the booking.
// The guest, signed in to the chat with the request's code, sees each step: the status of the
// stay and, in the chat, what the host did, in the guest's language. The nights are the first
// free ones from +262 days (stay-page.spec.ts takes the studio's from +200). The same holds for
// anna@'s inquiries (Villa Aurora, from +340): confirmed, then cancelled by the host.

const GUEST = { firstName: 'Quentin', lastName: 'Onestatus', email: 'quentin@guest.example' };

test('a guest with only the request code sees the booking confirmed, then cancelled, in the status and in the chat', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, 'alpine@demo.host-portal.test', '/bookings/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungen' })).toBeVisible();
  const unitId = await unitIdByTitle(page, 'Patscherkofel', 'Family apartment Patscherkofel');
  const nights = await freeNights(page, unitId, { from: 262, to: 330 }, 2);

  // The guest requests the stay and is given the request's code.
  const guestContext = await browser.newContext({ locale: 'en-US' });
  const guest = await guestContext.newPage();
  await guest.goto(`/stay/${unitId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Family apartment Patscherkofel' })).toBeVisible();
  await guest.getByLabel('Check-in').fill(nights.checkIn);
  await guest.getByLabel('Check-out').fill(nights.checkOut);
  await guest.getByLabel('Guests').fill('2');
  await expect(guest.getByTestId('guest-stay-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await guest.getByLabel('First name').fill(GUEST.firstName);
  await guest.getByLabel('Last name').fill(GUEST.lastName);
  await guest.getByLabel('Email').fill(GUEST.email);
  await guest.getByRole('button', { name: 'Request to book' }).click();
  await expect(guest.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const requestCode = (await guest.getByTestId('guest-stay-code').textContent())!.trim();
  expect(requestCode).toMatch(/^HP-[A-Z0-9]{6}$/);

  // The guest signs in to the chat with it: waiting for the host.
  await guest.goto('/guest/login');
  await guest.getByLabel('Booking code').fill(requestCode);
  await guest.getByLabel('E-mail address').fill(GUEST.email);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  await expect(guest.getByText('Waiting for the host')).toBeVisible();

  // alpine@ confirms the request.
  await page.goto(`/booking-request-confirmation/${requestCode}`);
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await page.getByRole('dialog', { name: `Buchungsanfrage ${requestCode} bestätigen?` }).getByRole('button', { name: 'Ja, bestätigen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const request = (await hostApi(page, 'GET', `/api/app/booking-requests/${requestCode}`)) as { booking: string | null };
  const bookingCode = request.booking!;
  expect(bookingCode).toMatch(/^HP-[A-Z0-9]{6}$/);
  expect(bookingCode).not.toBe(requestCode);

  // The guest's chat, still signed in with the request's code: confirmed, and the chat says so with the booking's code.
  await guest.reload();
  await expect(guest.getByText('Confirmed', { exact: true })).toBeVisible();
  const log = guest.getByRole('log', { name: 'Messages' });
  await expect(log.getByText(`The stay is confirmed. Its code is ${bookingCode}.`)).toBeVisible();

  // alpine@ cancels the booking.
  await page.goto(`/booking-details/${bookingCode}`);
  await page.getByRole('button', { name: 'Buchung stornieren' }).click();
  const cancel = page.getByRole('dialog', { name: `Buchung ${bookingCode} stornieren` });
  await cancel.getByRole('radio', { name: 'Die Unterkunft ist nicht verfügbar' }).check();
  await cancel.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Ja, Buchung stornieren' }).click();
  await expect(page.getByRole('main').getByText('Buchung storniert. Der Gast wird benachrichtigt.')).toBeVisible();
  // The outcome's snackbar stays on the stay's page: it does not follow the host to the inbox,
  // where it would cover the message box.
  const outcomeSnackbar = page.getByRole('status').filter({ hasText: 'Buchung storniert. Der Gast wird benachrichtigt.' });
  await expect(outcomeSnackbar).toBeVisible();
  await page.getByRole('link', { name: 'Gast schreiben' }).click();
  await expect(page).toHaveURL(/\/messages\/all\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: /Nachricht/ })).toBeVisible();
  // Gone at once, not after its 6 s: a snackbar that followed would still be there.
  await expect(outcomeSnackbar).toHaveCount(0, { timeout: 1_000 });

  // The guest, who never had the booking's code, sees the cancellation: the status and the chat.
  await guest.reload();
  await expect(guest.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(log.getByText(`The host cancelled this stay (${bookingCode}).`)).toBeVisible();
  await guestContext.close();
});

test('a subscription host confirms an inquiry, then cancels it: the guest sees it in the status and the chat, and the nights are free again', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signIn(page, 'anna@demo.host-portal.test', '/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Inquiries' })).toBeVisible();
  const unitId = await unitIdByTitle(page, 'Villa Aurora', 'Villa Aurora');
  const nights = await freeNights(page, unitId, { from: 340, to: 400 }, 3);

  // The guest sends an inquiry and is given its code.
  const guestContext = await browser.newContext({ locale: 'en-US' });
  const guest = await guestContext.newPage();
  await guest.goto(`/stay/${unitId}`);
  await guest.getByLabel('Check-in').fill(nights.checkIn);
  await guest.getByLabel('Check-out').fill(nights.checkOut);
  await guest.getByLabel('Guests').fill('2');
  await guest.getByLabel('First name').fill('Ingrid');
  await guest.getByLabel('Last name').fill('Inquirer');
  await guest.getByLabel('Email').fill('ingrid@guest.example');
  await guest.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(guest.getByRole('heading', { name: 'Your inquiry has been sent' })).toBeVisible();
  const code = (await guest.getByTestId('guest-stay-code').textContent())!.trim();
  expect(code).toMatch(/^HP-[A-Z0-9]{6}$/);
  await guest.goto('/guest/login');
  await guest.getByLabel('Booking code').fill(code);
  await guest.getByLabel('E-mail address').fill('ingrid@guest.example');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  await expect(guest.getByText('Waiting for the host')).toBeVisible();

  // anna@ confirms it: the inquiry now holds its nights, and can be cancelled.
  await page.goto(`/inquiries/${code}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('dialog', { name: `Confirm inquiry ${code}?` }).getByRole('button', { name: 'Yes, confirm' }).click();
  await expect(page.getByRole('main').getByText('Inquiry confirmed. The guest is told.')).toBeVisible();
  const events = async () => JSON.stringify(await hostApi(page, 'GET', `/api/app/calendar/events?propertyUnitId=${unitId}&dateFrom=${nights.checkIn}&dateTo=${nights.checkOut}`));
  expect(await events()).toContain(code);
  await guest.reload();
  await expect(guest.getByText('Confirmed', { exact: true })).toBeVisible();

  // anna@ cancels the confirmed inquiry, after reloading the page as a host coming back would.
  await page.reload();
  await page.getByRole('button', { name: 'Cancel stay' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel the confirmed inquiry ${code}` });
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await expect(cancel.getByText('Reason is missing: choose one.')).toBeVisible();
  await cancel.getByRole('radio', { name: 'The property is not available' }).check();
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('dialog', { name: `Cancel the confirmed inquiry ${code}?` }).getByRole('button', { name: 'Yes, cancel stay' }).click();
  await expect(page.getByRole('main').getByText('Stay cancelled. The guest is told.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancellation' })).toContainText('The property is not available');
  await expect(page.getByRole('button', { name: 'Cancel stay' })).toHaveCount(0);
  // The calendar frees the nights.
  expect(await events()).not.toContain(code);

  // The guest sees the cancellation: the status and the chat.
  await guest.reload();
  await expect(guest.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(guest.getByRole('log', { name: 'Messages' }).getByText(`The host cancelled this stay (${code}).`)).toBeVisible();
  await guestContext.close();
});
