import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { textFile } from './support/texts';

// The guest-profile flow against the real server: a host opens it from the account profile tab,
// answers the five steps, sees the summary, and finds the answers after a reload; the modal fills
// a 390 px screen; a host opening it through the address (?guest-profile=open, the way a
// describeIdealGuest notification links) on a request's page then sees the guest match there.

type Texts = Record<string, string>;
const texts = (folder: string, locale: string): Texts => textFile(folder, locale);
const en = texts('account/guest-profile', 'en-US');
const de = texts('account/guest-profile', 'de-DE');
const deMatch = texts('bookings/guest-match', 'de-DE');
const k = (texts: Texts, key: string) => texts[`account.guestProfile.${key}`];

/** The flow's modal (other dialogs, such as the welcome tour, may be open too). */
const flow = (page: Page) => page.locator('[role="dialog"].guest-profile');

async function answerAll(page: Page, texts: Texts, steps: [string, string[]][]) {
  const dialog = flow(page);
  await expect(dialog.getByRole('heading', { name: k(texts, 'intro.title') })).toBeVisible();
  await dialog.getByRole('button', { name: k(texts, 'confirm') }).click();
  for (const [question, options] of steps) {
    await expect(dialog.getByRole('heading', { name: k(texts, `${question}.title`) })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: k(texts, 'confirm') });
    await expect(confirm).toBeDisabled();
    for (const option of options) await dialog.getByRole(question === 'language' ? 'radio' : 'checkbox', { name: k(texts, `option.${option}`) }).check();
    await confirm.click();
  }
  await expect(dialog.getByRole('heading', { name: k(texts, 'summary.title') })).toBeVisible();
}

test('a host describes the ideal guest from the profile tab; the answers are kept', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/account/profile');
  const section = page.getByRole('region', { name: k(en, 'section.title') });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: k(en, 'section.start') }).click();
  await expect(page).toHaveURL(/\?guest-profile=open$/);

  const dialog = flow(page);
  await expect(dialog.getByRole('heading', { name: k(en, 'intro.title') })).toBeVisible();
  // 688 x 569 on a desktop screen.
  const box = await dialog.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([688, 569]);

  await answerAll(page, en, [
    ['bookingTimes', ['earlyBird', 'onSchedule']],
    ['stayDurations', ['longStay']],
    ['startOfStay', ['weekend']],
    ['groupSizes', ['couple', 'family']],
    ['language', ['hostLanguage']],
  ]);
  await expect(dialog.getByText('Early birds and On schedule')).toBeVisible();
  await expect(dialog.getByText('Couples and Families')).toBeVisible();
  await dialog.getByRole('button', { name: k(en, 'done') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/profile$/);

  await page.reload();
  const after = page.getByRole('region', { name: k(en, 'section.title') });
  await expect(after.getByText('Early birds and On schedule')).toBeVisible();
  await expect(after.getByText('Long stays')).toBeVisible();
  await expect(after.getByText('One of my languages')).toBeVisible();
  await after.getByRole('button', { name: k(en, 'section.edit') }).click();
  // Once the answers are loaded, the step's heading holds the focus (a screen reader starts there).
  await expect(flow(page).getByRole('heading', { name: k(en, 'intro.title') })).toBeFocused();
  await flow(page).getByRole('button', { name: k(en, 'confirm') }).click();
  await expect(flow(page).getByRole('heading', { name: k(en, 'bookingTimes.title') })).toBeFocused();
  // Prefilled with the saved answer.
  await expect(page.getByRole('checkbox', { name: k(en, 'option.earlyBird') })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: k(en, 'option.lastMinute') })).not.toBeChecked();
  // Escape discards, as Discard does.
  await page.keyboard.press('Escape');
  await expect(flow(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/account\/profile$/);
});

test('on a 390 px screen the flow fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'marie@demo.host-portal.test', '/properties?guest-profile=open');
  const dialog = flow(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect([Math.round(box!.x), Math.round(box!.y), Math.round(box!.width), Math.round(box!.height)]).toEqual([0, 0, 390, 844]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Both buttons reachable at the bottom.
  await expect(dialog.getByRole('button').last()).toBeInViewport();
});

test('the guest match shows on a request once the host has answered', async ({ page }) => {
  // alpine@ works in German. Nina's request: 40 days ahead, 3 nights, 4 guests (seed-stays.ts).
  await signIn(page, 'alpine@demo.host-portal.test', '/booking-request-details/HP-N4HS7B');
  await expect(page.getByRole('heading', { level: 1, name: 'Buchungsanfrage von Nina Petrova' })).toBeVisible();
  await expect(page.getByText(/Gäste-Match/)).toHaveCount(0);

  await page.goto('/booking-request-details/HP-N4HS7B?guest-profile=open');
  await answerAll(page, de, [
    ['bookingTimes', ['onSchedule']],
    ['stayDurations', ['shortStay']],
    ['startOfStay', ['weekday', 'weekend']],
    ['groupSizes', ['family']],
    ['language', ['noPreference']],
  ]);
  await flow(page).getByRole('button', { name: k(de, 'done') }).click();
  const best = deMatch['bookings.guestMatch.label'].replace('{label}', deMatch['bookings.guestMatch.best']);
  await expect(page.getByText(best)).toBeVisible();
});
