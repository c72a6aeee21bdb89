import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { NO_STORAGE } from './support/consent-preset';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// The workflow machines page in the production build: staff open the list, find the
// session machine drawn by Mermaid with this tab's session actor highlighted in its current state,
// then a review-reply machine's Gherkin scenarios, and download them; without a cookie decision
// the consent actor shows its banner state, then where it ended. A plain host is sent to /.

// The top of the page (diagram and figures): a full page of paths takes seconds to capture.
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png` });

test('staff see the machines, the live session state and download Gherkin scenarios', async ({ page }) => {
  await signIn(page, 'staff@demo.host-portal.test', '/machines');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflow machines' })).toBeVisible();
  // App-wide actors run in every tab: the session is one.
  const session = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Session and token refresh' }) });
  await expect(session.getByText('Running now')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title or name' }).fill('session');
  await expect(page.getByRole('link', { name: 'Cookie consent' })).toBeHidden();
  await page.getByRole('link', { name: 'Session and token refresh' }).click();

  await expect(page).toHaveURL(/\/machines\/session$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Session and token refresh' })).toBeVisible();
  const actors = page.getByTestId('machine-actor');
  await expect(actors.filter({ hasText: 'Running' }).first()).toContainText('active');
  const diagram = page.getByTestId('machine-diagram');
  await expect(diagram.locator('svg')).toBeVisible();
  // The live actor's state is drawn with the highlight class.
  await expect(diagram.locator('svg g.current').first()).toBeVisible();
  await expect(diagram.locator('svg g.current').first()).toContainText('active');
  await reviewShot(page, shots('machines-session'));

  // Review reply: its Gherkin scenarios, downloaded.
  await page.getByRole('link', { name: /All machines/ }).click();
  await page.getByRole('link', { name: 'Reply to a guest review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reply to a guest review' })).toBeVisible();
  await expect(page.getByTestId('machine-diagram').locator('svg')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Gherkin' }).click();
  await expect(page.getByTestId('machine-gherkin')).toContainText('Feature: Reply to a guest review (review-reply)');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .feature' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('review-reply.feature');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^Feature: Reply to a guest review \(review-reply\)/);
  expect(text).toContain('Scenario');
  const json = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .json' }).click();
  expect((await json).suggestedFilename()).toBe('review-reply.json');

  // The drawing as a PNG (painted from the SVG in this browser) and the testers' paths as CSV.
  const png = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .png' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('review-reply.png');
  const pngBytes = await readFile((await pngFile.path())!);
  expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(pngBytes.length).toBeGreaterThan(5_000);
  await page.getByRole('tab', { name: 'For testers' }).click();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download .csv' }).click();
  const csvText = await readFile((await (await csv).path())!, 'utf8');
  expect(csvText).toMatch(/^\uFEFFid,title,tags,preconditions,steps,expected results\r\nreview-reply-[0-9a-f]{6},/);

  // At 390 px the diagram scrolls sideways inside its box, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await reviewShot(page, shots('machines-review-reply-mobile'));
});

test('a product owner plays request-decision by hand at a phone width, and a link opens the same position', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff@demo.host-portal.test', '/machines/request-decision');
  await expect(page.getByRole('heading', { level: 1, name: /request/i })).toBeVisible();
  await page.getByRole('tab', { name: 'Simulate' }).click();
  const position = page.getByTestId('simulation-position');
  const start = (await position.locator('code').first().textContent())!.trim();
  await expect(page.getByRole('button', { name: 'Back one step' })).toBeDisabled();

  // The first move offered: the position, the diagram's highlight and the address follow it.
  await expect(page.getByText('What can happen now')).toBeVisible();
  const target = (await page.getByText(/^leads to/).first().locator('code').textContent())!.trim();
  await page.locator('.machine-simulator__button').first().click();
  await expect(position.locator('code').first()).toHaveText(target);
  expect(target).not.toBe(start);
  await expect(page).toHaveURL(/[?&]simulate=[^&]+/);
  await expect(page.getByTestId('machine-diagram').locator('svg g.current').first()).toBeVisible();

  // The address alone brings the same position back, in a new page load.
  const link = page.url();
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByTestId('simulation-position').locator('code').first()).toHaveText(target);
  await page.getByRole('button', { name: 'Restart' }).click();
  await expect(page.getByTestId('simulation-position').locator('code').first()).toHaveText(start);
  await expect(page).not.toHaveURL(/simulate=[^&]+/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test.describe('without a cookie decision', () => {
  test.use({ storageState: NO_STORAGE });

  test('the cookie consent actor shows its banner state, and where it ended once decided', async ({ page }) => {
    await signIn(page, 'staff@demo.host-portal.test', '/machines/cookie-consent');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie consent' })).toBeVisible();
    const actor = page.getByTestId('machine-actor').first();
    await expect(actor).toContainText(/banner\s*Running/);
    await expect(page.getByTestId('machine-diagram').locator('svg g.current').first()).toContainText('banner');
    // Deciding closes the banner, which stops its actor: the page keeps where it ended.
    await page.getByRole('region', { name: 'Cookies and local storage' }).getByRole('button', { name: 'Accept all' }).click();
    await expect(actor).toContainText(/decided\s*Stopped/);
    await expect(page.getByTestId('machine-diagram').locator('svg g.current').first()).toContainText('decided');
  });
});

test('a host who is not staff opening /machines lands on /', async ({ page }) => {
  await signIn(page, 'anna@demo.host-portal.test', '/machines');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Workflow machines' })).toBeHidden();
});
