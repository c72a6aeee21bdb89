import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Screenshots the journeys save for people to look at (layouts at 390 px, a language, a dialog).
 * No journey compares or asserts them, and each costs the browser and the runner 0.1 to 0.4 s of
 * CPU (a full page is laid out again, painted and encoded as PNG), so they are taken only when
 * asked for: E2E_SCREENSHOTS=1 (for a review of the screens). A failed journey keeps its own
 * screenshot either way (screenshot: 'only-on-failure' in playwright.config.ts).
 */
export const REVIEW_SHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves a review screenshot of the page when E2E_SCREENSHOTS=1; otherwise does nothing. */
export async function reviewShot(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (!REVIEW_SHOTS) return;
  await page.screenshot(options);
}
