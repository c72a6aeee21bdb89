import { expect, type Page } from '@playwright/test';

/** The demo accounts' password (src/server/db/seed.ts, README). */
export const DEMO_PASSWORD = 'demo-host-2026';

/** Opens a target page and signs in on the real identity pages it redirects to. */
export async function signIn(page: Page, email: string, target = '/') {
  await page.goto(target);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface NewHost {
  firstName: string;
  lastName: string;
  accountType: 'A company' | 'A private person';
  /** How guests reach the host: book (commission) or send inquiries (subscription). */
  model: 'commission' | 'subscription';
  /** Defaults to a unique address. */
  email?: string;
}

/**
 * Registers a new host on the real identity pages (from a signed-out /properties). A new host
 * lands on the checklist with the welcome tour; the helper closes the tour (it is offered once)
 * and opens /properties, where the journeys that register start.
 */
export async function registerHost(page: Page, host: NewHost): Promise<string> {
  const email = host.email ?? `new-host-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`;
  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a host account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your host account' })).toBeVisible();
  await page.getByLabel('First name').fill(host.firstName);
  await page.getByLabel('Last name').fill(host.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(host.accountType).check();
  await page.getByRole('radio', { name: host.model === 'commission' ? 'Commission: guests book' : 'Subscription: guests ask' }).check();
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-secret');
  await page.getByLabel('Repeat password').fill('a-long-enough-secret');
  await page.getByRole('button', { name: 'Create account' }).click();
  await closeNewHostWelcome(page);
  await page.goto('/properties');
  return email;
}

/**
 * Where a newly registered host lands, wherever the registration started: the checklist, with the
 * welcome tour for a new host open. Closes the tour (it is offered once) and answers its locator.
 */
export async function closeNewHostWelcome(page: Page) {
  await expect(page).toHaveURL(/\/home\?tour=open$/);
  const tour = page.getByRole('dialog', { name: 'Welcome to the host portal' });
  await expect(tour.getByRole('heading', { name: 'Welcome to your host portal' })).toBeVisible();
  await tour.getByRole('button', { name: 'Close the tour' }).click();
  await expect(tour).toBeHidden();
  return tour;
}
