import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from './support/sign-in';
import { textFile } from './support/texts';

// Many tabs and the back/forward cache, as hosts use a browser (the config keeps Chromium's
// back/forward cache on). Browsers open at most six connections to a site, and every live stream
// holds one: the tabs of one host share a single stream (src/client/api/live-stream-sharing.ts),
// and a page put into the back/forward cache lets its share go. alpine@ (German) writes only to
// Sophie Martin's conversation (HP-4TW8XR), which the other journeys only read.

const texts = (part: string) => textFile(part, 'de-DE');
const de = { ...texts('messages'), ...texts('chat') };
const ALPINE = 'alpine@demo.host-portal.test';
const EVENTS = '/api/messaging/events';

const inbox = (page: Page) => page.getByRole('list', { name: de['messages.tabs.inbox'] });
const sophie = (page: Page) => inbox(page).getByRole('listitem').filter({ hasText: 'Sophie Martin' });

/** Counts the live streams the open tabs of a browser context hold, and the most they ever held. */
function watchStreams(context: BrowserContext) {
  const streams = new Set<Request>();
  let most = 0;
  // A closed tab's stream ends with it (no finished event comes for it).
  const open = () => [...streams].filter((r) => !r.frame().page().isClosed()).length;
  context.on('request', (r) => {
    if (!r.url().includes(EVENTS)) return;
    streams.add(r);
    most = Math.max(most, open());
  });
  const done = (r: Request) => void streams.delete(r);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return { open, most: () => most };
}

/** Opens the inbox in a tab: the first signs in, the others ride on the identity server's session. */
async function openInbox(page: Page) {
  await page.goto('/messages');
  const signInHeading = page.getByRole('heading', { name: 'Sign in' });
  await expect(inbox(page).or(signInHeading)).toBeVisible();
  if (await signInHeading.isVisible()) {
    await page.getByLabel('Email').fill(ALPINE);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(sophie(page)).toBeVisible();
}

test('ten tabs of one host keep working on one live stream, and a message reaches every one of them', async ({ context }) => {
  test.setTimeout(180_000);
  const streams = watchStreams(context);
  const tabs: Page[] = [];
  for (let i = 0; i < 10; i++) {
    const tab = await context.newPage();
    await openInbox(tab);
    tabs.push(tab);
  }
  // One stream for ten tabs (a second one may still be closing while the lead passes on).
  await expect.poll(streams.open).toBe(1);
  expect(streams.most()).toBeLessThanOrEqual(2);

  // Every tab still gets its own calls answered: each opens the conversation.
  for (const tab of tabs) {
    await sophie(tab).getByRole('link').click();
    await expect(tab.getByRole('heading', { level: 2, name: 'Sophie Martin' })).toBeVisible();
  }

  // A message written in the last tab appears live in the nine others, without a reload.
  const text = `Bis bald, Sophie! (${Date.now()})`;
  const writer = tabs.at(-1)!;
  await writer.getByRole('textbox', { name: de['chat.composer.label'] }).fill(text);
  await writer.getByRole('textbox', { name: de['chat.composer.label'] }).press('Enter');
  for (const tab of tabs) await expect(tab.getByRole('log', { name: de['chat.thread.label'] }).getByText(text, { exact: true })).toBeVisible();

  // The tab holding the stream closes: another takes it over, and messages still arrive.
  await tabs[0]!.close();
  const again = `Der Schlüssel liegt bereit. (${Date.now()})`;
  await writer.getByRole('textbox', { name: de['chat.composer.label'] }).fill(again);
  await writer.getByRole('textbox', { name: de['chat.composer.label'] }).press('Enter');
  for (const tab of tabs.slice(1)) await expect(tab.getByRole('log', { name: de['chat.thread.label'] }).getByText(again, { exact: true })).toBeVisible();
  await expect.poll(streams.open).toBe(1);
  expect(streams.most()).toBeLessThanOrEqual(2);
});

test('eight steps back and forward in one tab: pages come from the back/forward cache, their calls are answered, and no stream is left behind', async ({ page, context }) => {
  test.setTimeout(120_000);
  const streams = watchStreams(context);
  // Whether each shown page came back from the back/forward cache.
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (e) => ((window as unknown as { restored: boolean }).restored = e.persisted));
  });
  const pending = new Set<string>();
  page.on('request', (r) => {
    if (r.url().includes('/api/') && !r.url().includes(EVENTS)) pending.add(r.url() + r.method());
  });
  const settled = (r: { url(): string; method(): string }) => void pending.delete(r.url() + r.method());
  // How long each call took, printed as a figure (a journey asserts no wall-clock time).
  const took: number[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().includes('/api/') && !r.url().includes(EVENTS)) took.push(r.timing().responseEnd);
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await openInbox(page);
  const pages = ['/messages', '/calendar', '/bookings', '/account/profile'];
  for (const target of pages.slice(1)) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  let restored = 0;
  // Back to the inbox and forward again, then once more back and forth: eight steps.
  for (const step of ['back', 'back', 'back', 'forward', 'forward', 'forward', 'back', 'forward']) {
    // A page restored from the cache fires no load event: wait for the navigation only.
    if (step === 'back') await page.goBack({ waitUntil: 'commit' });
    else await page.goForward({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every call of the page is answered (none waits for a free connection).
    await expect.poll(() => pending.size).toBe(0);
    if (await page.evaluate(() => (window as unknown as { restored?: boolean }).restored === true)) restored += 1;
    // Only the page on show holds a stream, and it is live again: cached pages let theirs go.
    await expect.poll(streams.open).toBe(1);
  }
  // Chromium's defaults keep pages in the cache: the steps are restores, not reloads.
  expect(restored).toBeGreaterThan(0);
  console.log(`back/forward: ${restored} of 8 steps restored from the cache; ${took.length} API calls, the slowest answered in ${Math.round(Math.max(...took))} ms`);
  // A page loaded afresh after all that is live as well.
  await page.goto('/messages');
  await expect(sophie(page)).toBeVisible();
  await expect.poll(streams.open).toBe(1);
  expect(streams.most()).toBeLessThanOrEqual(2);
});
