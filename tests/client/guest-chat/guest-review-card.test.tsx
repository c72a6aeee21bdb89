// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { renderApp } from '../support/render-app';
import { scopeTexts } from '../support/step-form';
import { REVIEW_TEXT_MAX, type GuestReviewState, type Review } from '../../../src/shared/schemas/reviews';
import { fakeGuestChatServer, json, problem } from './fake-guest-chat-server';


// The guest's review card on /guest/chat, in the real route table with the guest chat page around
// it, against fetch-stubbed /api/guest routes: every state of GET /api/guest/review, the stars as
// a keyboard radio group, the comment's limit, submitting (stored, 409, 400 naming a field, Retry).

const en = scopeTexts(['app', 'guest-chat']);
const t = (key: string) => en[`guest-chat.review.${key}`]!;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stored = (over: Partial<Review> = {}): Review => ({
  publicId: 'RV-0001',
  unitId: 'unit-1',
  rating: 4,
  comment: 'Quiet and clean.',
  guestName: 'Greta L.',
  stayCode: 'HP-7K2Q9M',
  checkIn: '2026-11-10',
  checkOut: '2026-11-14',
  createdAt: '2026-11-16T09:00:00.000Z',
  reply: null,
  repliedAt: null,
  isNew: true,
  ...over,
});

function serve(state: GuestReviewState) {
  const server = fakeGuestChatServer();
  const posted: unknown[] = [];
  server.answer('GET /api/guest/review', () => json(state));
  return { server, posted };
}

const card = async () => (await screen.findByRole('region', { name: t('title') })) as HTMLElement;

describe("the guest's review card", () => {
  it('not yet: says from when and until when the stay can be reviewed', async () => {
    serve({ state: 'notYet', closesOn: '2026-12-11', review: null });
    const { missing } = await renderApp({ user: null, path: '/guest/chat' });
    expect((await within(await card()).findByTestId('guest-review-not-yet')).textContent).toBe('You can review your stay after check-out, until December 11, 2026.');
    expect(missing).toEqual([]);
  });

  it('closed: the window passed', async () => {
    serve({ state: 'closed', closesOn: '2026-10-01', review: null });
    await renderApp({ user: null, path: '/guest/chat' });
    expect((await within(await card()).findByTestId('guest-review-closed')).textContent).toBe('The time to review this stay ended on October 1, 2026.');
  });

  it("written: the review as the host sees it, with the host's reply", async () => {
    serve({ state: 'written', closesOn: null, review: stored({ comment: 'Nice <i>stay</i>', reply: 'Thank you, Greta!' }) });
    await renderApp({ user: null, path: '/guest/chat' });
    const box = within(await card());
    expect((await box.findByTestId('guest-review-comment')).textContent).toBe('Nice <i>stay</i>');
    expect(box.getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(box.getByTestId('guest-review-reply').textContent).toContain('Thank you, Greta!');
    expect(box.queryByRole('button', { name: t('submit') })).toBeNull();
  });

  it('open: stars are required, chosen with the keyboard; the comment is limited; the review is sent and shown', async () => {
    const { server } = serve({ state: 'open', closesOn: '2026-11-28', review: null });
    let body: unknown;
    server.answer('POST /api/guest/review', (_request, b) => {
      body = b;
      const answer = b as { rating: number; comment: string };
      return json({ state: 'written', closesOn: null, review: stored({ rating: answer.rating, comment: answer.comment }) }, 201);
    });
    const user = setupUser();
    const { missing } = await renderApp({ user: null, path: '/guest/chat' });
    const box = within(await card());
    expect((await box.findByTestId('guest-review-closes')).textContent).toBe('You can write your review until November 28, 2026.');
    const group = box.getByRole('group', { name: t('rating.legend') });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')!.textContent)).toEqual(['★1 star', '★2 stars', '★3 stars', '★4 stars', '★5 stars']);

    // Submit without stars: the rating is named, nothing is sent.
    await user.click(box.getByRole('button', { name: t('submit') }));
    expect(box.getByRole('alert').textContent).toBe(t('error.ratingRequired'));
    expect(server.state.calls.filter((c) => c.startsWith('POST /api/guest/review'))).toEqual([]);

    // The keyboard: a radio group moves and chooses with the arrow keys.
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect((within(group).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true));
    expect(box.queryByRole('alert')).toBeNull();

    const comment = box.getByRole('textbox', { name: t('comment.label') });
    await user.click(comment);
    await user.paste('y'.repeat(REVIEW_TEXT_MAX + 1));
    expect(box.getByRole('alert').textContent).toBe(`Comment: at most ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters.`);
    await user.click(box.getByRole('button', { name: t('submit') }));
    expect(server.state.calls.filter((c) => c.startsWith('POST /api/guest/review'))).toEqual([]);

    await user.clear(comment);
    await user.type(comment, '  Quiet, clean and close to the lifts.  ');
    expect(box.getByTestId('guest-review-counter').textContent).toBe(`${'Quiet, clean and close to the lifts.'.length} / ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`);
    await user.click(box.getByRole('button', { name: t('submit') }));
    await waitFor(() => expect(box.getByTestId('guest-review-comment').textContent).toBe('Quiet, clean and close to the lifts.'));
    expect(body).toEqual({ rating: 4, comment: 'Quiet, clean and close to the lifts.' });
    expect(box.getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(box.getByText(t('written.thanks'))).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('open: a 400 names the field and keeps the input; Retry sends again', async () => {
    const { server } = serve({ state: 'open', closesOn: '2026-11-28', review: null });
    let calls = 0;
    server.answer('POST /api/guest/review', () => {
      calls += 1;
      if (calls === 1) return problem(400, 'validation', [{ name: 'comment', reason: 'must be at most 2000 characters' }]);
      if (calls === 2) return problem(503, 'internal');
      return json({ state: 'written', closesOn: null, review: stored({ rating: 5, comment: '' }) }, 201);
    });
    const user = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    const box = within(await card());
    await user.click(await box.findByRole('radio', { name: '5 stars' }));
    await user.click(box.getByRole('button', { name: t('submit') }));
    expect((await box.findByRole('alert')).textContent).toBe('Comment: must be at most 2000 characters');
    expect((box.getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.click(box.getByRole('button', { name: t('retry') }));
    await waitFor(() => expect(box.getByRole('alert').textContent).toBe(t('error.failed')));
    await user.click(box.getByRole('button', { name: t('retry') }));
    expect(await box.findByTestId('guest-review-written')).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('open: a 409 (closed or reviewed meanwhile) shows what the server says now', async () => {
    const { server } = serve({ state: 'open', closesOn: '2026-11-28', review: null });
    server.answer('POST /api/guest/review', () => {
      server.answer('GET /api/guest/review', () => json({ state: 'closed', closesOn: '2026-11-28', review: null }));
      return problem(409, 'conflict');
    });
    const user = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    const box = within(await card());
    await user.click(await box.findByRole('radio', { name: '3 stars' }));
    await user.click(box.getByRole('button', { name: t('submit') }));
    expect((await box.findByTestId('guest-review-closed')).textContent).toBe('The time to review this stay ended on November 28, 2026.');
    expect(box.queryByRole('button', { name: t('retry') })).toBeNull();
  });

  it('a failed load offers Try again; the chat stays usable', async () => {
    const { server } = serve({ state: 'open', closesOn: '2026-11-28', review: null });
    server.answer('GET /api/guest/review', () => problem(404, 'not-found'));
    const user = setupUser();
    await renderApp({ user: null, path: '/guest/chat' });
    const box = within(await card());
    expect(await box.findByText(t('loadFailed'))).toBeTruthy();
    expect(screen.getByRole('log')).toBeTruthy();
    server.answer('GET /api/guest/review', () => json({ state: 'notYet', closesOn: null, review: null }));
    await user.click(box.getByRole('button', { name: t('tryAgain') }));
    expect((await box.findByTestId('guest-review-not-yet')).textContent).toBe(t('notYet.noDate'));
  });

  it("a 401 on the review ends the guest's session: signed out, to the sign-in page", async () => {
    const { server } = serve({ state: 'open', closesOn: '2026-11-28', review: null });
    server.answer('GET /api/guest/review', () => problem(401, 'unauthorized'));
    const { router } = await renderApp({ user: null, path: '/guest/chat' });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/guest/login?expired=1'));
    expect(server.state.calls).toContain('POST /api/guest/logout');
  });
});
