import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { fillItalianPersonDetails } from './support/listing-wizard';
import { reviewShot } from './support/review-shots';

// The verification flow against the real server. anna@ (a subscription host with the subscription
// enabled, so identity verification applies, AS §6) has never started: the banner asks her to verify.
// Its button opens /verification/identity; she gives her details (a birth date of a minor is
// refused at its field by the server's rule first), uploads a PNG of her passport (a text file is
// refused on its own), reaches the success page, and the banner then says her documents are being
// checked. marie@ (commission) walks it on a 390 px phone.

test.setTimeout(180_000);

const ANNA = 'anna@demo.host-portal.test';
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name });
const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' });

// A 1×1 PNG and a one-page PDF, made here: the server sniffs the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('from the banner through the steps with real uploads to success; the banner then says in progress', async ({ page }) => {
  await signIn(page, ANNA, '/properties');
  const banner = page.getByTestId('verification-banner');
  await expect(banner).toHaveAttribute('data-tier', 'required');
  await banner.getByRole('link', { name: 'Verify your identity' }).click();

  // Step 1 of 2: personal details. (A subscription host has no payout steps.)
  await expect(page).toHaveURL(/\/verification\/identity$/);
  await expect(heading(page, 'Your personal details')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('verification-position')).toHaveText('Step 1 of 2');
  await expect(page.getByTestId('verification-banner')).toHaveCount(0); // not inside the flow
  await expect(saveAndContinue(page)).toBeDisabled();
  await fillItalianPersonDetails(page, { firstName: 'Anna', lastName: 'Rossi', birthDate: '1980-01-01' });
  await saveAndContinue(page).click();

  // Step 2 of 2: the ID document. A text file is refused on its own, the PNG is uploaded.
  await expect(page).toHaveURL(/\/verification\/upload-id$/);
  await expect(heading(page, 'Your ID document')).toBeVisible();
  await expect(page.getByTestId('verification-position')).toHaveText('Step 2 of 2');
  await expect(saveAndContinue(page)).toBeDisabled();
  await page.getByLabel('Type of document').selectOption('passport');
  await page.getByLabel(/^Files/).setInputFiles([
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') },
    { name: 'passport.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('Only PDF, JPEG or PNG files can be uploaded.')).toBeVisible();
  const onFile = page.getByRole('list', { name: 'Documents on file' });
  await expect(onFile.getByText('passport.png')).toBeVisible();

  // The browser's Back returns to the details, kept as saved; Continue passes them unchanged.
  await page.goBack();
  await expect(heading(page, 'Your personal details')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Firenze');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/verification\/upload-id$/);
  await expect(onFile.getByText('passport.png')).toBeVisible();
  await reviewShot(page, { path: test.info().outputPath('verification-upload.png'), fullPage: true });
  await page.getByRole('button', { name: /^(Save and continue|Continue)$/ }).click();

  // Success: the documents are in review.
  await expect(page).toHaveURL(/\/verification\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your documents are with us' })).toBeVisible();
  await expect(page.getByTestId('verification-result')).toHaveAttribute('data-outcome', 'in_progress');
  await reviewShot(page, { path: test.info().outputPath('verification-success.png'), fullPage: true });

  // Elsewhere, the banner now says the check is under way, without a button.
  await page.goto('/properties');
  await expect(page.getByTestId('verification-banner')).toHaveAttribute('data-tier', 'in_progress');
  await expect(page.getByTestId('verification-banner').getByRole('link')).toHaveCount(0);
});

test('on a 390 px phone, in French: every step of a commission host, a deep link, a PDF upload; a minor\'s birth date is named', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // marie@ is on commission and reads French: her details, ID document, payout account and bank statement.
  await signIn(page, 'marie@demo.host-portal.test', '/verification/identity');
  // The first page after sign-in loads the flow's chunks and texts: give it room on a busy machine.
  await expect(heading(page, 'Vos informations personnelles')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('verification-position')).toHaveText('Étape 1 sur 4');
  const next = page.getByRole('button', { name: 'Enregistrer et continuer' });

  // Straight to the payout account by address (a step she sees), then her bank statement as a PDF.
  await page.goto('/verification/payout-info');
  await expect(heading(page, 'Compte de versement')).toBeVisible();
  await expect(page.getByTestId('verification-position')).toHaveText('Étape 3 sur 4');
  await page.getByLabel('Titulaire du compte').fill('Marie Laurent');
  await page.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await expect(page.getByText('Les chiffres de contrôle de l’IBAN sont corrects.')).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/\/verification\/payout-upload$/);
  await expect(heading(page, 'Relevé bancaire')).toBeVisible();
  await page.getByLabel(/^Fichiers/).setInputFiles({ name: 'releve.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Documents enregistrés' }).getByText('releve.pdf')).toBeVisible();

  // Nothing wider than the phone; the action bar is on screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(next).toBeInViewport();
  await reviewShot(page, { path: test.info().outputPath('verification-390.png'), fullPage: true });

  // Save and continue: her details and ID are still open, so the flow goes back to the first of them.
  await next.click();
  await expect(heading(page, 'Vos informations personnelles')).toBeVisible();
  await expect(page).toHaveURL(/\/verification\/identity$/);

  // The birth date of a minor: the browser checks the server's own schema (an adult), so the
  // field is named and Save stays off before anything is sent.
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Date de naissance').fill('2015-05-05');
  await page.getByLabel('Date de naissance').blur();
  await expect(page.getByLabel('Date de naissance')).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toBeDisabled();
});
