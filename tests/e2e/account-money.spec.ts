import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

// The account's money tabs against the real server: a host fills in billing details, is stopped
// at a wrong postal code, fixes it and finds the details after a reload; signs a SEPA mandate and
// sees the IBAN masked; Alpine (whose account is in German) sees its real seeded bookings in the
// earnings table with the 8 % commission of the default plan. All at 390 px.

test.use({ viewport: { width: 390, height: 844 } });

/** The page itself never scrolls sideways on a phone (wide tables scroll in their own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('billing details: a wrong postal code is named, the fix is saved and kept after a reload', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/account/billing');
  await expect(page).toHaveURL(/\/account\/billing$/);
  const form = page.getByTestId('billing-form');
  await expect(form.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  await expect(page.getByTestId('billing-history-empty')).toBeVisible();

  await page.getByLabel('Name or legal business name').fill('Anna Schmidt');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Street').fill('Torstraße');
  await page.getByLabel('House number or name').fill('5a');
  await page.getByLabel('Postal code').fill('10#19');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel(/State or province/).fill('Berlin');
  await expect(page.getByLabel(/State or province/)).toHaveValue('Ber');
  await page.getByLabel('Billing e-mail').fill('invoices@anna.example');
  await form.getByRole('button', { name: 'Save' }).click();

  const postal = page.getByLabel('Postal code');
  await expect(form.getByRole('alert')).toContainText('could not be saved');
  await expect(page.getByText('Enter a postal code of 2 to 12 letters, digits, spaces or dashes.')).toBeVisible();
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toBeFocused();
  await expectNoSidewaysScroll(page);

  await postal.fill('10119');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(postal).not.toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(page.getByLabel('Name or legal business name')).toHaveValue('Anna Schmidt');
  await expect(page.getByLabel('Postal code')).toHaveValue('10119');
  await expect(page.getByLabel(/State or province/)).toHaveValue('Ber');
  await expect(page.getByLabel('Country')).toHaveValue('DE');
  await expect(page.getByLabel('Billing e-mail')).toHaveValue('invoices@anna.example');
});

test('payment details: a SEPA mandate is signed and its IBAN shown masked', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/account/payment');
  await page.getByRole('button', { name: 'Add a bank account' }).click();
  await page.getByLabel('Account holder').fill('Anna Schmidt');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('I accept the direct-debit mandate').check();
  await page.getByRole('button', { name: 'Sign mandate' }).click();
  await expect(page.getByTestId('payment-iban')).toHaveText('DE•• •••• •••• •••• ••30 00');
  await expect(page.getByText(/^HPM-[0-9A-F]{16}$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.reload();
  await expect(page.getByTestId('payment-iban')).toHaveText('DE•• •••• •••• •••• ••30 00');
});

test("earnings: Alpine sees its seeded bookings with commission and payout, cancelled ones left out", async ({ page }) => {
  await signIn(page, 'alpine@demo.host-portal.test', '/account/earnings');
  await expect(page).toHaveURL(/\/account\/earnings$/);
  // The seed places Jonas Berger's stay 21 days before today: open the year it checks in.
  const checkIn = new Date(Date.now() - 21 * 86_400_000);
  const year = String(checkIn.getUTCFullYear());
  const select = page.getByLabel('Jahr');
  await expect(select).toBeVisible();
  if ((await select.inputValue()) !== year) await select.selectOption(year);
  const table = page.getByTestId('earnings-table');
  const jonas = table.getByRole('row').filter({ hasText: 'HP-7K2Q9M' });
  await expect(jonas).toContainText('Jonas Berger');
  await expect(jonas).toContainText(/480,00\s€/);
  await expect(jonas).toContainText(/38,40\s€/); // 8 % of 480
  await expect(jonas).toContainText(/441,60\s€/);
  await expect(table).not.toContainText('HP-2VN6DP'); // cancelled
  await expect(page.getByTestId('earnings-total').first()).toContainText('Jahressumme');
  await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(`earnings-${year}.csv`);
});
