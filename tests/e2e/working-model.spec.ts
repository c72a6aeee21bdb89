import { expect, test } from '@playwright/test';
import { closeNewHostWelcome } from './support/sign-in';

// How a new host works with guests is their own choice at registration (commission: guests book;
// subscription: guests send inquiries), shown and changeable on the profile tab until something
// is published, and the navigation follows it.

test('a new host must choose how guests reach them, and may change it on the profile tab while nothing is published', async ({ page }) => {
  const email = `choice-${Date.now()}@example.test`;
  await page.goto('/properties');
  await page.getByRole('link', { name: 'Create a host account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your host account' })).toBeVisible();
  const choice = page.getByRole('group', { name: 'How guests reach you' });
  await expect(choice.getByRole('radio', { name: 'Commission: guests book' })).not.toBeChecked();
  await expect(choice.getByRole('radio', { name: 'Subscription: guests ask' })).not.toBeChecked();
  // Each option says what it means, read as the option's description.
  await expect(choice.getByRole('radio', { name: 'Commission: guests book' })).toHaveAccessibleDescription(/commission on each booking/);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Auer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('A private person').check();
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-secret');
  await page.getByLabel('Repeat password').fill('a-long-enough-secret');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Nothing is picked for the host: the form says which field is missing and keeps what was typed.
  await expect(page.getByText('Choose how guests reach you.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Lena');
  await page.getByRole('radio', { name: 'Commission: guests book' }).check();
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-secret');
  await page.getByLabel('Repeat password').fill('a-long-enough-secret');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new host lands on the checklist, wherever the registration started, and is offered the tour once.
  const tour = await closeNewHostWelcome(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tour).toHaveCount(0);
  // From here on the portal's own pages: no console errors (the form's 400 above is the identity
  // page answering a form with errors, as it should).
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: /^Bookings/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Inbox/ })).toHaveCount(0); // commission hosts talk to guests from their bookings

  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'How guests reach you' });
  await expect(section.getByRole('radio', { name: /Commission: guests book/ })).toBeChecked();
  await section.getByRole('radio', { name: /Subscription: guests ask/ }).check();
  await section.getByRole('button', { name: 'Save how guests reach you' }).click();
  await expect(page.getByText('Saved: your listings now follow the way you chose.')).toBeVisible();
  // The navigation follows at once: the inbox of inquiries instead of bookings.
  await expect(nav.getByRole('link', { name: /^Bookings/ })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: /^Inbox/ })).toBeVisible();
  // And it stays after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: 'How guests reach you' }).getByRole('radio', { name: /Subscription: guests ask/ })).toBeChecked();
  expect(errors).toEqual([]);
});
