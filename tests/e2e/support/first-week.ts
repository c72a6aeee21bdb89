import { expect, type Page } from '@playwright/test';

// What the two first-week journeys of a new host share (host-first-week.spec.ts on commission,
// host-first-week-subscription.spec.ts on a plan): console errors collected per page, the chat's
// composer, and closing and pricing days on the calendar.

export const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
export const calendarDay = (page: Page, iso: string) => page.locator(`td[data-date="${iso}"]`);

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page, who: string) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${who} console: ${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => errors.push(`${who} pageerror: ${e.message}`));
  return errors;
}

/** Writes in the chat's composer, sends with Enter and waits until the message is in the thread. */
export async function sendMessage(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(thread(page).getByText(text, { exact: true })).toBeVisible();
  await expect(composer).toHaveValue('');
}

/** Marks a range of days on the open calendar and opens its sidebar. */
async function openRange(page: Page, from: string, to: string) {
  await calendarDay(page, from).getByRole('button').click();
  await calendarDay(page, to).getByRole('button').click();
  await page.getByRole('region', { name: 'Marked days' }).getByRole('button', { name: 'Edit' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Price and availability' });
  await expect(sidebar.getByRole('heading', { name: 'Price and availability' })).toBeVisible();
  return sidebar;
}

interface CalendarWork {
  /** The nights the host closes, led there by the calendar's own task for a new host. */
  closed: { from: string; to: string };
  /** The nights the host gives a price of their own, and the listing's price they had. */
  priced: { from: string; to: string; price: number; listingPrice: number };
}

/** On the open calendar of a new host's only unit: closes some nights, then prices others. */
export async function closeAndPriceNights(page: Page, { closed, priced }: CalendarWork) {
  await expect(calendarDay(page, closed.from)).toHaveAttribute('data-state', 'available');
  const tasks = page.getByRole('region', { name: 'Get your calendar ready' });
  await tasks.getByRole('listitem', { name: 'Close the dates you do not rent' }).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('Click the first day to close, then the last one, and choose Edit.')).toBeVisible();
  let sidebar = await openRange(page, closed.from, closed.to);
  await expect(sidebar.getByText('All these dates are open for booking.')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Close these dates' }).click();
  await expect(sidebar.getByRole('status').first()).toHaveText(/^Closed: /);
  await expect(sidebar.getByText('All these dates are closed.')).toBeVisible();
  await expect(calendarDay(page, closed.from)).toHaveAttribute('data-state', 'blocked');
  await expect(calendarDay(page, closed.to)).toHaveAttribute('data-state', 'blocked');
  await sidebar.getByRole('button', { name: 'Close', exact: true }).click();

  sidebar = await openRange(page, priced.from, priced.to);
  await expect(sidebar.getByText(`Now: €${priced.listingPrice} per night on every one of these dates.`)).toBeVisible();
  await sidebar.getByLabel('Price per night (EUR)').fill(String(priced.price));
  await sidebar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(sidebar.getByRole('status').first()).toHaveText(/^Saved for /);
  await expect(calendarDay(page, priced.from)).toContainText(`€${priced.price}`);
  await expect(calendarDay(page, priced.to)).toContainText(`€${priced.price}`);
  await sidebar.getByRole('button', { name: 'Close', exact: true }).click();
}
