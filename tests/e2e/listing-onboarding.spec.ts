import { expect, test, type Page } from '@playwright/test';
import { LISTING_STEPS } from '../../src/shared/domain/listing-steps';
import { registerHost } from './support/sign-in';
import { callApi } from './support/api';
import { reviewShot } from './support/review-shots';

// The onboarding steps of the listing wizard against the real server. The seeded hosts have all
// finished onboarding, so a new company registers, switches to the commission model (the call the
// commission-model step makes) and has the steps before payout marked done through the API (they
// have their own journeys). It then gives its bank account (a wrong IBAN refused at its field),
// uploads a bank statement (a text file refused on its own), its company details and owners, and
// finds everything again after a reload. A subscription host is shown no payout step at all.

test.setTimeout(180_000);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const save = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

async function registerAndStartListing(page: Page, accountType: 'A company' | 'A private person') {
  await registerHost(page, { firstName: 'Greta', lastName: 'Huber', accountType, model: 'subscription' });
  await page.goto('/listing/add-property');
  await page.getByRole('radio', { name: /Single unit/ }).check();
  await page.getByRole('button', { name: 'Create and continue' }).click();
  await expect(page).toHaveURL(/\/listing\/single-unit\/[^/]+\/[^/]+\/property$/);
  const [, propertyId, unitId] = /single-unit\/([^/]+)\/([^/]+)\//.exec(page.url())!;
  return { propertyId, unitId };
}

/** Marks every step before `stepId` done, so the wizard opens there. */
async function skipTo(page: Page, unitId: string, stepId: string) {
  const ids = LISTING_STEPS['single-unit'].map((s) => s.id);
  const answer = await callApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, { completedSteps: ids.slice(0, ids.indexOf(stepId)) });
  expect(answer.status).toBe(200);
}

test('a commission company gives its bank account, a payout document, company details and owners; all kept after a reload', async ({ page }) => {
  const { propertyId, unitId } = await registerAndStartListing(page, 'A company');
  expect((await callApi(page, 'PUT', '/api/app/commercial-model', { commercialModel: 'commission' })).status).toBe(200);
  await skipTo(page, unitId, 'payout-info');
  const base = `/listing/single-unit/${propertyId}/${unitId}`;
  await page.goto(base);

  // Bank account: the IBAN is checked while typing; a wrong check digit is named at the field.
  await expect(page).toHaveURL(/\/payout\/info$/);
  await expect(heading(page, 'Payout')).toBeVisible();
  await page.getByLabel('Account holder').fill('Huber Alpin GmbH');
  await page.getByLabel('IBAN').fill('AT61 1904 3002 3457 3202');
  await page.getByLabel('BIC').focus();
  await expect(page.getByText('This IBAN is not valid: a digit seems wrong.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expect(save(page)).toBeDisabled();
  await reviewShot(page, { path: test.info().outputPath('iban-refused.png') });
  await page.getByLabel('IBAN').fill('at611904300234573201');
  await expect(page.getByText("The IBAN's check digits are correct.")).toBeVisible();
  await save(page).click();

  // Payout document: a text file is refused on its own, the PDF is uploaded and listed.
  await expect(page).toHaveURL(/\/payout\/upload$/);
  await expect(save(page)).toBeDisabled();
  await page.getByLabel(/^Files/).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(40_000, 32), Buffer.from('\n%%EOF\n')]) },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'Only PDF, JPEG or PNG files can be uploaded.' })).toBeVisible();
  const onFile = page.getByRole('list', { name: 'Documents on file' });
  await expect(onFile.getByText('statement.pdf')).toBeVisible();
  await expect(onFile).toContainText('Bank statement');
  await reviewShot(page, { path: test.info().outputPath('payout-document.png') });
  await save(page).click();

  // Company details with its tax details (Austria issues tax ids; a VAT id is given).
  await expect(page).toHaveURL(/\/personal-details\/info$/);
  await page.getByLabel('Legal company name').fill('Huber Alpin GmbH');
  await page.getByLabel('Company registration number').fill('FN 123456a');
  await page.getByLabel('Phone number').fill('+43 512 123456');
  await page.getByLabel('Company e-mail').fill('office@huber-alpin.test');
  await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('AT');
  await page.getByLabel('Street').fill('Maria-Theresien-Straße');
  await page.getByLabel('House number or name').fill('18');
  await page.getByLabel('Postal code').fill('6020');
  await page.getByLabel('City').fill('Innsbruck');
  await page.getByLabel(/^State or province/).fill('Tirol');
  await expect(page.getByLabel(/^State or province/)).toHaveValue('Tir');
  await page.getByLabel('Country that issued your tax ID').selectOption('AT');
  await page.getByRole('textbox', { name: 'Tax ID', exact: true }).fill('12-345/6789');
  await page.getByLabel('I have a VAT ID').check();
  await page.getByRole('textbox', { name: 'VAT ID', exact: true }).fill('ATU12345678');
  await save(page).click();

  // Owners: add a second, remove it again, keep one.
  await expect(page).toHaveURL(/\/personal-details\/owner$/);
  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('Last name').fill('Huber');
  await page.getByLabel('Date of birth').fill('1975-03-14');
  await page.getByLabel('Nationality').selectOption('AT');
  await page.getByLabel(/^Share of the company/).fill('100');
  await page.getByRole('button', { name: 'Add an owner' }).click();
  await expect(page.getByRole('group', { name: 'Owner 2' })).toBeVisible();
  await expect(save(page)).toBeDisabled(); // the new owner is empty
  await page.getByRole('button', { name: 'Remove owner 2' }).click();
  await save(page).click();
  await expect(page).toHaveURL(/\/publish$/);

  // Everything is kept: reload each step.
  await page.goto(`${base}/payout/info`);
  await page.reload();
  await expect(page.getByLabel('IBAN')).toHaveValue('AT61 1904 3002 3457 3201');
  await page.goto(`${base}/payout/upload`);
  await expect(page.getByRole('list', { name: 'Documents on file' }).getByText('statement.pdf')).toBeVisible();
  await page.goto(`${base}/personal-details/info`);
  await expect(page.getByLabel('Legal company name')).toHaveValue('Huber Alpin GmbH');
  await expect(page.getByRole('textbox', { name: 'VAT ID', exact: true })).toHaveValue('ATU12345678');
  await page.goto(`${base}/personal-details/owner`);
  await expect(page.getByLabel('First name')).toHaveValue('Greta');

  // At 390 px the owner form fits without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await reviewShot(page, { path: test.info().outputPath('owner-390.png'), fullPage: true });
});

test('a subscription host is shown no payout or personal-details step', async ({ page }) => {
  const { propertyId, unitId } = await registerAndStartListing(page, 'A private person');
  await skipTo(page, unitId, 'commission-model');
  await page.goto(`/listing/single-unit/${propertyId}/${unitId}`);
  for (const path of ['payout/info', 'payout/upload', 'personal-details/info', 'identity-and-payout-details/payout']) {
    await page.goto(`/listing/single-unit/${propertyId}/${unitId}/${path}`);
    await expect(page).not.toHaveURL(new RegExp(`/${path}$`));
  }
});
