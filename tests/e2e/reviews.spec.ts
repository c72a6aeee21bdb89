import { expect, test, type Page } from '@playwright/test';
import { callApi, hostApi } from './support/api';
import { textFile } from './support/texts';
import { signIn } from './support/sign-in';
import { reviewShot } from './support/review-shots';

// Reviews end to end against the real server and its demo data (src/server/db/seed-stays.ts,
// seed-guest-reviews.ts): Paul Weber's stay HP-R3VW8C at alpine@'s studio is in review collection
// with no review. Paul signs in at /guest/login and writes 4 stars; alpine@ (German) sees the
// Statistics badge, opens the studio's reviews, finds Paul's on top, marks the studio seen (it
// leaves the new-reviews panel), replies, and the badge drops. Every expectation is taken from the
// server's state when the journey starts (counts, whether the review was written), so it does not
// depend on which journeys ran before on the shared database. Only this journey writes this stay's
// review.

const texts = textFile;
const de = { ...texts('app', 'de-DE'), ...texts('insights/reviews', 'de-DE') };
const guestEn = texts('guest-chat/review', 'en-US');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)[^}]*\}/g, (_, k: string) => String(values[k]));

const ALPINE = 'alpine@demo.host-portal.test';
const PAUL = { code: 'HP-R3VW8C', email: 'paul@guest.example', reviewer: 'Paul W.' };
const COMMENT = 'Ruhige Lage, sehr sauber und nah an den Liften. Gerne wieder!';
const shots = (name: string) => ({ path: `${test.info().outputDir}/../screens/${name}.png`, fullPage: true });
const fits = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const statisticsLink = (page: Page, unanswered: number) =>
  page.getByRole('link', { name: unanswered > 0 ? fill(de['nav.withBadge']!, { label: de['nav.statistics']!, count: unanswered > 9 ? '9+' : unanswered }) : de['nav.statistics']!, exact: true }).first();

test('a guest writes a review; the host sees it on top, marks the unit seen, replies and the badge drops', async ({ browser, page }) => {
  // Two people's sessions and a dozen server round trips: more than one default timeout on a shared machine.
  test.setTimeout(120_000);
  // The guest: signs in with the booking code and e-mail and writes 4 stars.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto('/guest/login');
  await guest.getByLabel('Booking code').fill(PAUL.code);
  await guest.getByLabel('E-mail address').fill(PAUL.email);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/guest\/chat$/);
  const card = guest.getByRole('region', { name: guestEn['guest-chat.review.title'] });
  await expect(card).toBeVisible();
  const before = (await (await guest.request.get('/api/guest/review')).json()) as { state: string };
  if (before.state === 'open') {
    await expect(card.getByText(/You can write your review until/)).toBeVisible();
    // Submit without stars names the rating; nothing is stored.
    await card.getByRole('button', { name: guestEn['guest-chat.review.submit'] }).click();
    await expect(card.getByRole('alert')).toHaveText(guestEn['guest-chat.review.error.ratingRequired']!);
    await card.locator('label', { hasText: '4 stars' }).click();
    await expect(card.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await card.getByLabel(guestEn['guest-chat.review.comment.label']!).fill(COMMENT);
    await card.getByRole('button', { name: guestEn['guest-chat.review.submit'] }).click();
    await expect(card.getByText(guestEn['guest-chat.review.written.thanks']!)).toBeVisible();
  } else {
    // Written by an earlier run on this database: the card shows it.
    expect(before.state).toBe('written');
  }
  await expect(card.getByTestId('guest-review-comment')).toHaveText(COMMENT);
  await expect(card.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await reviewShot(guest, shots('guest-review-written'));
  const written = (await (await guest.request.get('/api/guest/review')).json()) as { state: string; review: { unitId: string; publicId: string; reply: string | null; isNew: boolean } };
  expect(written.state).toBe('written');
  const { unitId, publicId } = written.review;

  // The host: the Statistics badge counts the unanswered reviews.
  await signIn(page, ALPINE, '/calendar');
  await expect(page).toHaveURL(/\/calendar/);
  await expect(page.getByRole('link', { name: new RegExp(`^${de['nav.statistics']}`) }).first()).toBeVisible();
  const unanswered = ((await hostApi(page, 'GET', '/api/app/reviews/unanswered')) as { count: number }).count;
  expect(unanswered).toBeGreaterThan(0);
  await expect(statisticsLink(page, unanswered)).toBeVisible();

  // The studio's reviews: Paul's on top (the newest), new, with the stay's code.
  await page.goto(`/insights/reviews/${unitId}`);
  const list = page.getByTestId('review-list');
  const first = list.getByRole('article').first();
  await expect(first).toHaveAttribute('data-review-id', publicId);
  await expect(first).toContainText(PAUL.reviewer);
  await expect(first).toContainText(PAUL.code);
  await expect(first.getByTestId('review-comment')).toHaveText(COMMENT);
  await expect(first.getByRole('img', { name: fill(de['insights.reviews.stars']!, { rating: 4 }) })).toBeVisible();
  await expect(page.getByTestId('review-rating')).toBeVisible();
  // Opening the tab marked nothing seen.
  const newUnits = (await hostApi(page, 'GET', '/api/app/reviews/new')) as string[];
  expect(newUnits.includes(unitId)).toBe(written.review.isNew);

  // Mark as seen: the studio leaves the new-reviews panel (and the server's list).
  if (written.review.isNew) {
    const panel = page.getByRole('region', { name: de['insights.reviews.newReviews.title'] });
    const item = panel.locator(`[data-unit-id="${unitId}"]`);
    await expect(item).toBeVisible();
    await reviewShot(page, shots('reviews-tab'));
    await item.getByRole('button', { name: de['insights.reviews.newReviews.markSeen'] }).click();
    await expect(item).toHaveCount(0);
    await expect(first.getByTestId('review-new')).toHaveCount(0);
    expect((await hostApi(page, 'GET', '/api/app/reviews/new')) as string[]).not.toContain(unitId);
  }

  // Reply: a blank reply is named; the saved reply shows under the review; the badge drops by one.
  const answered = written.review.reply !== null;
  await first.getByRole('button', { name: fill(de[answered ? 'insights.reviews.reply.editLabel' : 'insights.reviews.reply.openLabel']!, { guest: PAUL.reviewer }) }).click();
  const box = first.getByRole('textbox', { name: fill(de['insights.reviews.reply.label']!, { guest: PAUL.reviewer }) });
  await box.fill('   ');
  await first.getByRole('button', { name: de['insights.reviews.reply.save'] }).click();
  await expect(first.getByRole('alert')).toHaveText(de['insights.reviews.reply.error.empty']!);
  const reply = `Danke, Paul! Bis zum nächsten Winter. (${Date.now()})`;
  await box.fill(reply);
  await first.getByRole('button', { name: de['insights.reviews.reply.save'] }).click();
  await expect(page.getByText(de['insights.reviews.reply.saved']!)).toBeVisible();
  await expect(first.getByTestId('review-reply')).toContainText(reply);
  await expect(first.getByTestId('review-unanswered')).toHaveCount(0);
  const after = unanswered - (answered ? 0 : 1);
  await expect(statisticsLink(page, after)).toBeVisible();
  // The guest sees the host's reply with the review.
  await guest.reload();
  await expect(card.getByTestId('guest-review-reply')).toContainText(reply);
  await guestContext.close();

  // Pages: the studio's reviews fit one page here (Show more is absent, all are said to be shown);
  // a unit of alpine@'s with more than a page appends the next one.
  const limit = 10;
  const studioTotal = ((await hostApi(page, 'GET', `/api/app/reviews/${unitId}?page=1&limit=1`)) as { pagination: { total: number } }).pagination.total;
  if (studioTotal <= limit) {
    await expect(page.getByRole('button', { name: de['insights.reviews.list.showMore'] })).toHaveCount(0);
    await expect(page.getByTestId('reviews-all-shown')).toBeVisible();
    await expect(list.getByRole('article')).toHaveCount(studioTotal);
  } else {
    await expect(list.getByRole('article')).toHaveCount(limit);
    await page.getByRole('button', { name: de['insights.reviews.list.showMore'] }).click();
    await expect(list.getByRole('article')).toHaveCount(Math.min(studioTotal, 2 * limit));
    await expect(list.getByRole('article').nth(limit)).toBeFocused();
  }
  // Paging as the tab asks for it: with one per page the second page holds the next review.
  if (studioTotal > 1) {
    const second = (await hostApi(page, 'GET', `/api/app/reviews/${unitId}?page=2&limit=1`)) as { items: { publicId: string }[]; pagination: { current: number } };
    expect(second.pagination.current).toBe(2);
    expect(second.items[0]!.publicId).not.toBe(publicId);
  }
  // Another host's unit answers 404 like a missing one (checked with this host's token).
  expect((await callApi(page, 'GET', '/api/app/reviews/rating/00000000-0000-7000-8000-000000000000')).status).toBe(404);
});

test('on a phone (390 px) the reviews tab and the guest review card fit', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, ALPINE, '/insights/reviews');
  await expect(page.getByTestId('reviews-tab')).toBeVisible();
  await expect(page.getByTestId('review-list').or(page.getByTestId('reviews-empty'))).toBeVisible();
  expect(await fits(page)).toBe(true);
  await reviewShot(page, shots('reviews-tab-mobile'));
  await context.close();

  // The guest's card (whatever state the review is in) fits beside the chat as well.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const guest = await guestContext.newPage();
  await guest.goto('/guest/login');
  await guest.getByLabel('Booking code').fill(PAUL.code);
  await guest.getByLabel('E-mail address').fill(PAUL.email);
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest.getByRole('region', { name: guestEn['guest-chat.review.title'] })).toBeVisible();
  await expect(guest.getByTestId('guest-review').getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  expect(await fits(guest)).toBe(true);
  await reviewShot(guest, shots('guest-review-mobile'));
  await guestContext.close();
});
