import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// Support staff at their desk (AS §1, AS §3, AS §6): sign in as the demo staff member,
// refuse the seeded listing under review with a reason, approve the seeded verification, then
// act for that host (lago@, seed-reviews.ts): the STAFF IMPERSONATION banner shows, the host's
// listing shows "action needed" with staff's reason, and the fraud-tracking script is never
// fetched nor called. Against the real server and its seeded database.

const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const REASON = 'The photos show a different building than the address you gave.';

/** Every request the page makes for the fraud-tracking script's code or its call. */
function watchFraudTracking(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (/fraud-signals/.test(req.url())) seen.push(req.url());
  });
  return seen;
}

test('staff reviews a listing and a verification, then acts for the host', async ({ page }) => {
  const fraud = watchFraudTracking(page);
  await signIn(page, 'staff@demo.host-portal.test', '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();

  // Listings under review: refuse with a reason (required: an empty one is named first).
  const listings = page.getByRole('region', { name: 'Listings under review' });
  await expect(listings.getByRole('heading', { name: 'Lakeside apartment Bellagio' })).toBeVisible();
  await listings.getByRole('button', { name: 'Reject Lakeside apartment Bellagio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Lakeside apartment Bellagio' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a reason of at least 5 characters.');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await reviewShot(page, shots('staff-reject-dialog'));
  await dialog.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(dialog).toBeHidden();
  await expect(listings.getByText('No listing is waiting for review.')).toBeVisible();

  // Verifications: the documents are there; approve.
  const verifications = page.getByRole('region', { name: 'Verifications' });
  await expect(verifications.getByRole('heading', { name: 'Lago Rentals Srl' })).toBeVisible();
  await expect(verifications.getByRole('button', { name: /Company registration.*visura-camerale-lago-rentals\.pdf/ })).toBeVisible();
  await verifications.getByRole('button', { name: 'Approve the verification of Lago Rentals Srl' }).click();
  await expect(verifications.getByText('No verification is waiting for review.')).toBeVisible();

  // Act for lago@: the banner, the host's portal (in the host's language, Italian).
  const hosts = page.getByRole('region', { name: 'Act for a host' });
  await hosts.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('lago');
  await hosts.getByRole('button', { name: 'View the portal as Giulia Conti' }).click();
  const banner = page.getByRole('region', { name: /STAFF IMPERSONATION|ACCESSO COME HOST/ });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('staff@demo.host-portal.test');

  // The host's listing: action needed, with staff's own words.
  await page.goto('/properties');
  await expect(banner).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Lakeside apartment Bellagio' }).first();
  await expect(card.getByText(/Action needed|Azione richiesta/).first()).toBeVisible();
  await expect(card.getByText(REASON).first()).toBeVisible();
  await reviewShot(page, shots('staff-acting-host-properties'));

  // Reloading keeps acting for the host (per tab); the script still never loaded nor sent anything.
  await page.reload();
  await expect(page.getByRole('region', { name: /STAFF IMPERSONATION|ACCESSO COME HOST/ })).toBeVisible();
  await expect(page.getByText(REASON).first()).toBeVisible();
  expect(fraud).toEqual([]);
});

test('the staff desk at 390 px: sections stack and stay reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff@demo.host-portal.test', '/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff desk' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.getByRole('navigation', { name: 'Sections of this page' }).getByRole('link', { name: 'Listings under review' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#staff-listings$/);
  await reviewShot(page, shots('staff-desk-390'));
});
