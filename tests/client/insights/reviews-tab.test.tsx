// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import { vi } from 'vitest';
import { ReviewsTab } from '../../../src/client/features/insights/reviews/reviews-tab';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { queryKeys } from '../../../src/client/api/queries';
import { REPLY_TEXT_MAX, REVIEWS_PAGE_DEFAULT_LIMIT } from '../../../src/shared/schemas/reviews';
import { scopeTexts } from '../support/step-form';
import { userInfo } from '../../shared/user-info-fixture';
import { fakeReviewsServer, problem, rating, review } from './review-fake-server';

// The reviews tab of /insights/reviews/{unitId} with the real HTTP client and react-query; only
// fetch (the network) is faked: the rating, pages appended by Show more, the reply flow (400
// naming the text, Retry), the new-reviews panel (optimistic Mark as seen, rolled back on a
// failure), the empty and failed states.

const en = scopeTexts(['app', 'insights']);
const t = (key: string) => en[`insights.reviews.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderTab(unitId = 'unit-1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.userInfo, userInfo());
  const missing: string[] = [];
  const router = createMemoryRouter([{ path: '/insights/reviews/:unitId', element: <ReviewsTab unitId={unitId} /> }], { initialEntries: [`/insights/reviews/${unitId}`] });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-US" messages={en} onError={(error) => missing.push(error.message)}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { queryClient, missing, router };
}

const many = (n: number) => Array.from({ length: n }, (_, i) => review(n - i));
const shownIds = () => Array.from(document.querySelectorAll('[data-review-id]')).map((el) => el.getAttribute('data-review-id'));

describe('the reviews tab', () => {
  it('shows the rating: average, stars, count and a bar per star in words', async () => {
    fakeReviewsServer({ rating: rating({ average: 4.3, count: 10, distribution: [1, 0, 1, 2, 6], unanswered: 2 }) });
    const { missing } = renderTab();
    const box = await screen.findByTestId('review-rating');
    expect(within(box).getByTestId('review-rating-average').textContent).toBe('4.3 out of 5');
    expect(within(box).getByRole('img', { name: '4.3 of 5 stars' })).toBeTruthy();
    expect(within(box).getByTestId('review-rating-count').textContent).toBe('10 reviews');
    const bars = within(box).getByRole('list', { name: t('rating.distribution') });
    expect(within(bars).getAllByRole('listitem').map((li) => li.querySelector('.visually-hidden')!.textContent)).toEqual([
      '5 stars: 6 reviews',
      '4 stars: 2 reviews',
      '3 stars: 1 review',
      '2 stars: 0 reviews',
      '1 star: 1 review',
    ]);
    // The longest bar is the most frequent star.
    expect((within(box).getByTestId('review-rating-bar-5').querySelector('.review-rating__fill') as HTMLElement).style.width).toBe('100%');
    expect((within(box).getByTestId('review-rating-bar-4').querySelector('.review-rating__fill') as HTMLElement).style.width).toBe(`${(2 / 6) * 100}%`);
    expect(within(box).getByTestId('review-rating-unanswered').textContent).toBe('2 reviews wait for your reply');
    expect(missing).toEqual([]);
  });

  it('lists the newest page, appends the next on Show more (focus on its first review), then says all are shown', async () => {
    const total = REVIEWS_PAGE_DEFAULT_LIMIT + 3;
    const server = fakeReviewsServer({ reviews: { 'unit-1': many(total) } });
    const user = setupUser();
    renderTab();
    await waitFor(() => expect(shownIds()).toHaveLength(REVIEWS_PAGE_DEFAULT_LIMIT));
    expect(shownIds()[0]).toBe(review(total).publicId);
    expect(server.state.calls).toContain(`GET /api/app/reviews/unit-1?page=1&limit=${REVIEWS_PAGE_DEFAULT_LIMIT}`);
    expect(screen.queryByTestId('reviews-all-shown')).toBeNull();
    await user.click(screen.getByRole('button', { name: t('list.showMore') }));
    await waitFor(() => expect(shownIds()).toHaveLength(total));
    expect(server.state.calls).toContain(`GET /api/app/reviews/unit-1?page=2&limit=${REVIEWS_PAGE_DEFAULT_LIMIT}`);
    // Appended, not replaced: the first page is still there in order, newest first.
    expect(shownIds()).toEqual(many(total).map((r) => r.publicId));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-review-id')).toBe(review(3).publicId));
    expect(screen.queryByRole('button', { name: t('list.showMore') })).toBeNull();
    expect(screen.getByTestId('reviews-all-shown').textContent).toBe(`All ${total} reviews are shown.`);
  });

  it("each review shows stars, guest, stay, date, comment, markers, and the host's reply", async () => {
    fakeReviewsServer({
      reviews: {
        'unit-1': [
          review(2, { rating: 4, guestName: 'Paul W.', stayCode: 'HP-R3VW8C', checkIn: '2026-11-10', checkOut: '2026-11-14', comment: 'Great <b>view</b>', isNew: true }),
          review(1, { rating: 5, guestName: 'Lars N.', reply: 'Thank you, Lars!', repliedAt: '2026-11-01T10:00:00.000Z' }),
        ],
      },
    });
    renderTab();
    const paul = (await screen.findByRole('article', { name: 'Review by Paul W.' })) as HTMLElement;
    expect(within(paul).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(paul).getByTestId('review-stay').textContent).toBe('Stay Nov 10, 2026 – Nov 14, 2026, booking HP-R3VW8C');
    expect(within(paul).getByTestId('review-comment').textContent).toBe('Great <b>view</b>');
    expect(paul.querySelector('b')).toBeNull();
    expect(within(paul).getByTestId('review-new').textContent).toBe('New');
    expect(within(paul).getByTestId('review-unanswered')).toBeTruthy();
    expect(within(paul).getByRole('button', { name: 'Reply to Paul W.' })).toBeTruthy();
    const lars = screen.getByRole('article', { name: 'Review by Lars N.' });
    expect(within(lars).getByTestId('review-reply').textContent).toContain('Thank you, Lars!');
    expect(within(lars).queryByTestId('review-unanswered')).toBeNull();
    expect(within(lars).getByRole('button', { name: 'Edit your reply to Lars N.' })).toBeTruthy();
  });

  it('reply: blank is named, a 400 names the text and keeps it, Retry saves; the badge data is read again', async () => {
    const server = fakeReviewsServer({ reviews: { 'unit-1': [review(1, { guestName: 'Paul W.' })] } });
    let refuse = true;
    server.answer('POST /api/app/reviews/reply/RV-0001', async () => {
      if (refuse) {
        refuse = false;
        return problem(400, 'validation', [{ name: 'text', reason: 'must be at most 1000 characters' }]);
      }
      const saved = { ...review(1, { guestName: 'Paul W.' }), reply: 'See you next winter!', repliedAt: '2026-11-26T12:00:00.000Z' };
      return new Response(JSON.stringify({ unitId: 'unit-1', publicId: 'RV-0001', review: saved }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const user = setupUser();
    const { queryClient } = renderTab();
    const article = (await screen.findByRole('article', { name: 'Review by Paul W.' })) as HTMLElement;
    await user.click(within(article).getByRole('button', { name: 'Reply to Paul W.' }));
    const box = within(article).getByRole('textbox', { name: 'Your reply to Paul W.' });
    expect(document.activeElement).toBe(box);
    await user.click(within(article).getByRole('button', { name: t('reply.save') }));
    expect(within(article).getByRole('alert').textContent).toBe(t('reply.error.empty'));
    expect(server.state.calls.some((c) => c.startsWith('POST'))).toBe(false);

    await user.type(box, '  See you next winter!  ');
    expect(within(article).getByTestId('reply-counter').textContent).toBe(`20 / ${REPLY_TEXT_MAX.toLocaleString('en-US')} characters`);
    await user.click(within(article).getByRole('button', { name: t('reply.save') }));
    expect((await within(article).findByRole('alert')).textContent).toBe('Reply: the text was refused (must be at most 1000 characters).');
    expect((within(article).getByRole('textbox') as HTMLTextAreaElement).value).toBe('  See you next winter!  ');
    expect(within(article).getByRole('button', { name: t('reply.discard') })).toBeTruthy();

    await user.click(within(article).getByRole('button', { name: t('reply.retry') }));
    await waitFor(() => expect(within(article).getByTestId('review-reply').textContent).toContain('See you next winter!'));
    expect(within(article).queryByRole('textbox')).toBeNull();
    expect(within(article).queryByTestId('review-unanswered')).toBeNull();
    expect(await screen.findByText(t('reply.saved'))).toBeTruthy();
    // The trimmed text was sent; the user info (navigation and tab badges) and the rating are read again.
    const posts = server.state.calls.filter((c) => c.startsWith('POST'));
    expect(posts).toEqual(['POST /api/app/reviews/reply/RV-0001', 'POST /api/app/reviews/reply/RV-0001']);
    expect(queryClient.getQueryState(queryKeys.userInfo)?.isInvalidated).toBe(true);
    expect(server.state.calls.filter((c) => c.startsWith('GET /api/app/reviews/rating/unit-1'))).toHaveLength(2);
    // The focus went back to the review's button, now "Edit reply".
    await waitFor(() => expect(document.activeElement?.textContent).toBe(t('reply.edit')));
  });

  it('reply: editing opens prefilled; Cancel closes without a call; a failure can be discarded', async () => {
    const server = fakeReviewsServer({ reviews: { 'unit-1': [review(1, { guestName: 'Lars N.', reply: 'Thanks!', repliedAt: '2026-11-01T10:00:00.000Z' })] } });
    server.answer('POST /api/app/reviews/reply/RV-0001', () => problem(503, 'internal'));
    const user = setupUser();
    renderTab();
    const article = (await screen.findByRole('article', { name: 'Review by Lars N.' })) as HTMLElement;
    await user.click(within(article).getByRole('button', { name: 'Edit your reply to Lars N.' }));
    expect((within(article).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Thanks!');
    await user.click(within(article).getByRole('button', { name: t('reply.cancel') }));
    expect(within(article).queryByRole('textbox')).toBeNull();
    await user.click(within(article).getByRole('button', { name: 'Edit your reply to Lars N.' }));
    await user.type(within(article).getByRole('textbox'), ' Again.');
    await user.click(within(article).getByRole('button', { name: t('reply.save') }));
    expect((await within(article).findByRole('alert')).textContent).toBe(t('reply.error.saveFailed'));
    await user.click(within(article).getByRole('button', { name: t('reply.discard') }));
    expect(within(article).queryByRole('textbox')).toBeNull();
    expect(within(article).getByTestId('review-reply').textContent).toContain('Thanks!');
  });

  it('new reviews: units named, the shown one not linked; Mark as seen removes at once and the list stays without it', async () => {
    const server = fakeReviewsServer({ newUnits: ['unit-2', 'unit-1', 'unit-3'] });
    let release!: () => void;
    server.answer('PUT /api/app/reviews/new/unit-2', () => new Promise<Response>((resolve) => (release = () => resolve(new Response(JSON.stringify(['unit-1', 'unit-3']), { status: 200, headers: { 'content-type': 'application/json' } })))));
    const user = setupUser();
    renderTab('unit-1');
    const panel = await screen.findByRole('region', { name: t('newReviews.title') });
    await waitFor(() => expect(within(panel).getAllByRole('listitem').map((li) => li.querySelector('.new-reviews__unit')!.textContent)).toEqual(['Alpine Lodge – Studio', 'Alpine Lodge – Family apartment', 'Lake house']));
    expect(within(panel).getByRole('link', { name: 'Open the reviews of Alpine Lodge – Studio' }).getAttribute('href')).toBe('/insights/reviews/unit-2');
    expect(within(panel).queryByRole('link', { name: 'Open the reviews of Alpine Lodge – Family apartment' })).toBeNull();
    // Opening the tab marked nothing.
    expect(server.state.calls.some((c) => c.startsWith('PUT'))).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Mark the reviews of Alpine Lodge – Studio as seen' }));
    // Gone before the server answered.
    await waitFor(() => expect(within(panel).queryByText('Alpine Lodge – Studio')).toBeNull());
    release();
    expect(await screen.findByText('The reviews of Alpine Lodge – Studio are marked as seen.')).toBeTruthy();
    expect(within(panel).queryByText('Alpine Lodge – Studio')).toBeNull();
    expect(server.state.calls).toContain('PUT /api/app/reviews/new/unit-2');
  });

  it('new reviews: a failed Mark as seen puts the unit back in its place and says so', async () => {
    const server = fakeReviewsServer({ newUnits: ['unit-2', 'unit-3'] });
    server.answer('PUT /api/app/reviews/new/unit-2', () => problem(500, 'internal'));
    const user = setupUser();
    renderTab('unit-1');
    const panel = await screen.findByRole('region', { name: t('newReviews.title') });
    await within(panel).findByText('Alpine Lodge – Studio');
    await user.click(within(panel).getByRole('button', { name: 'Mark the reviews of Alpine Lodge – Studio as seen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The reviews of Alpine Lodge – Studio could not be marked as seen. Please try again.');
    expect(within(panel).getAllByRole('listitem').map((li) => li.querySelector('.new-reviews__unit')!.textContent)).toEqual(['Alpine Lodge – Studio', 'Lake house']);
  });

  it('empty: explains that guests review after their stay; no panel without new reviews', async () => {
    fakeReviewsServer({ rating: rating({ average: null, count: 0, distribution: [0, 0, 0, 0, 0], unanswered: 0 }) });
    renderTab();
    const empty = await screen.findByTestId('reviews-empty');
    expect(empty.textContent).toContain(t('empty.body'));
    expect(within(empty).getByRole('heading', { level: 3, name: t('empty.title') })).toBeTruthy();
    expect(empty.querySelector('svg.empty-state__art')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: t('empty.action') }).getAttribute('href')).toBe('/properties');
    expect(screen.getByTestId('review-rating').textContent).toContain(t('rating.none'));
    expect(screen.queryByRole('region', { name: t('newReviews.title') })).toBeNull();
  });

  it('a failed list says so and Try again loads it', async () => {
    const server = fakeReviewsServer({ reviews: { 'unit-1': many(2) } });
    server.answer('GET /api/app/reviews/unit-1', () => problem(404, 'not-found'));
    const user = setupUser();
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(t('list.loadFailed'));
    delete server.state.overrides['GET /api/app/reviews/unit-1'];
    await user.click(screen.getByRole('button', { name: t('tryAgain') }));
    await waitFor(() => expect(shownIds()).toHaveLength(2));
  });
});
