import { expect, test, type Page } from '@playwright/test';
import { registerHost, signIn } from './support/sign-in';
import { freeNights, unitIdByTitle } from './support/stays';

// The Today page at '/' (src/client/app/pages/home-page.tsx), in Chromium against the real server:
// what it shows is what GET /api/app/today answered, each item leads to the place to act, and
// the page fits a phone. Other journeys answer the seeded requests on the same database, so this
// one makes its own request as a guest would, and reads the counts from the answer the page got.

interface TodayAnswer {
  sections: { requests: boolean; inquiries: boolean };
  requests: { count: number; items: { code: string; path: string; guestName: string }[] };
  unread: { count: number };
}

async function openToday(page: Page, email: string): Promise<TodayAnswer> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/app/today' && r.request().method() === 'GET');
  await signIn(page, email, '/');
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as TodayAnswer;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a commission host, in German at a phone width, finds a new request on Today and opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openToday(page, 'alpine@demo.host-portal.test');
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo/ })).toBeVisible();

  // A guest asks for three nights of a unit that takes requests (its own range of days, so no
  // other journey's stay is in the way).
  const unitId = await unitIdByTitle(page, 'Patscherkofel', 'Family apartment Patscherkofel');
  const nights = await freeNights(page, unitId, { from: 410, to: 470 });
  const asked = await page.request.post(`/api/public/property-units/${unitId}/stays`, {
    data: { ...nights, guests: 2, firstName: 'Toni', lastName: 'Tagesgast', email: 'toni@guest.example', language: 'de-DE' },
  });
  expect(asked.status()).toBe(201);
  const { publicId, kind } = (await asked.json()) as { publicId: string; kind: string };
  expect(kind).toBe('request');

  const again = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/app/today');
  await page.reload();
  const today = (await (await again).json()) as TodayAnswer;
  const mine = today.requests.items.find((i) => i.code === publicId);
  expect(mine, 'the new request is among those Today lists').toBeDefined();

  const requests = page.getByTestId('today-requests');
  await expect(requests.getByRole('heading', { level: 3 })).toContainText(String(today.requests.count));
  // A request's deadline counts down on the card.
  await expect(requests).toContainText('Antworten innerhalb von');
  await expect(page.getByTestId('today-unread').getByRole('heading', { level: 3 })).toContainText(String(today.unread.count));
  await noSidewaysScroll(page);

  await requests.getByRole('link', { name: /Toni Tagesgast/ }).click();
  await expect(page).toHaveURL(new RegExp(`${mine!.path}$`));
  await expect(page.getByText(publicId).first()).toBeVisible();

  // Back to Today (from the back/forward cache or a new render): the request is still listed.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('today-requests').getByRole('link', { name: /Toni Tagesgast/ })).toBeVisible();
});

test('a host registered a moment ago is told all is caught up and led to the calendar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerHost(page, { firstName: 'Tilda', lastName: 'Today', accountType: 'A private person', model: 'subscription' });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/app/today');
  await page.goto('/');
  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Tilda!' })).toBeVisible();
  const calm = page.getByTestId('today-caught-up');
  await expect(calm.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  // No stays yet: the month card says so instead of drawing empty bars.
  await expect(page.getByTestId('today-month')).toBeVisible();
  await expect(page.getByTestId('today-requests')).toHaveCount(0);
  await noSidewaysScroll(page);

  await calm.getByRole('link', { name: 'Open the calendar' }).click();
  await expect(page).toHaveURL(/\/calendar/);
});
