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
