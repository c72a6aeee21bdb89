// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { MachinePath } from '../../../machines/paths';
import type { ReviewReplyEvent, reviewReplyMachine } from '../../../machines/review-reply/review-reply.machine';
import { ReviewsTab } from '../../../src/client/features/insights/reviews/reviews-tab';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { queryKeys } from '../../../src/client/api/queries';
import { REPLY_TEXT_MAX } from '../../../src/shared/schemas/reviews';
import { scopeTexts } from '../support/step-form';
import { userInfo } from '../../shared/user-info-fixture';
import { click, replayPaths, typeInto, type Drivers, type HeldServer } from '../support/path-replay';
import { fakeReviewsServer, json, problem, review } from './review-fake-server';
import { scaledMs } from '../../support/time-scale';

// The review-reply machine's paths replayed against the real reviews list (the reviews tab of
// /insights/reviews/{unitId}, AS §2.7): one review, the one the paths answer, with the reply the
// path's first reply.open says it has; the reply call (AS §7 POST /api/app/reviews/reply/{id})
// is held at the fake server and answered as the path says; a check per state of the machine.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof reviewReplyMachine>;

const REVIEW_ID = 'RV-7K2Q9M';
const GUEST = 'Emily R.';
const en = scopeTexts(['app', 'insights']);
const max = REPLY_TEXT_MAX.toLocaleString('en-US');

const article = () => screen.getByRole('article', { name: `Review by ${GUEST}` });
const inArticle = (name: string) => within(article()).queryByRole('button', { name });
const textbox = () => within(article()).queryByRole('textbox', { name: `Your reply to ${GUEST}` }) as HTMLTextAreaElement | null;
const alertText = () => within(article()).queryByRole('alert')?.textContent ?? null;
const shownReply = () => within(article()).queryByTestId('review-reply')?.querySelector('.review-item__reply-text')?.textContent ?? null;
/** The button that opens the editor: Reply without a reply, Edit reply with one. */
const opener = () => inArticle(`Reply to ${GUEST}`) ?? inArticle(`Edit your reply to ${GUEST}`);

const drivers: Drivers<ReviewReplyEvent> = {
  // The host opens the editor of the review: only on the review the event names, holding the reply the event says it has.
  'reply.open': (e, ui) => (e.reviewId === REVIEW_ID && shownReply() === e.reply ? click(ui, opener()) : Promise.resolve(false)),
  'text.change': (e, ui) => typeInto(ui, textbox(), e.value),
  'reply.save': (_e, ui) => click(ui, inArticle('Save reply')),
  'reply.cancel': (_e, ui) => click(ui, inArticle('Cancel')),
  retry: (_e, ui) => click(ui, inArticle('Try again')),
  'reply.discard': (_e, ui) => click(ui, inArticle('Discard')),
};

/** No editor: the review with its reply (if any) and the button opening the editor. */
function closedView() {
  expect(textbox()).toBeNull();
  expect(alertText()).toBeNull();
  const open = opener() as HTMLButtonElement | null;
  expect(open).toBeTruthy();
  expect(open!.disabled).toBe(false);
  expect(open!.textContent).toBe(shownReply() === null ? 'Reply' : 'Edit reply');
}

/** The editor holds the machine's text and counts it trimmed. */
function editorHolds(s: Snapshot) {
  expect(textbox()!.value).toBe(s.context.text);
  expect(within(article()).getByTestId('reply-counter').textContent).toBe(`${s.context.text.trim().length.toLocaleString('en-US')} / ${max} characters`);
  // The reply stays hidden while the editor is open.
  expect(shownReply()).toBeNull();
}

const failureText = (s: Snapshot) =>
  s.context.error === 'textRefused'
    ? s.context.fieldReason
      ? `Reply: the text was refused (${s.context.fieldReason}).`
      : 'Reply: the text was refused.'
    : 'The reply could not be saved. Please try again.';

const viewChecks: Record<string, (s: Snapshot) => void> = {
  closed: () => closedView(),
  editing: (s) => {
    editorHolds(s);
    expect(textbox()!.readOnly).toBe(false);
    // A text too long is named at once; a blank one after Save was asked for.
    const expected = s.context.problem === 'tooLong' ? `Reply: at most ${max} characters.` : s.context.problem === 'empty' && s.context.attempted ? 'Reply: please write a reply.' : null;
    expect(alertText()).toBe(expected);
    expect(textbox()!.getAttribute('aria-invalid')).toBe(expected ? 'true' : null);
    expect(inArticle('Save reply')!.getAttribute('aria-busy')).toBeNull();
    expect((inArticle('Cancel') as HTMLButtonElement).disabled).toBe(false);
    expect(inArticle('Try again')).toBeNull();
  },
  saving: (s) => {
    editorHolds(s);
    expect(textbox()!.readOnly).toBe(true);
    // Busy on the button that sent it: Save the first time, Try again after a failure.
    const busy = inArticle('Save reply') ?? inArticle('Try again');
    expect(busy!.getAttribute('aria-busy')).toBe('true');
    expect(alertText()).toBeNull();
  },
  saved: () => {
    closedView();
    // The reply saved is the one the list shows (trimmed), and the snackbar says it is saved.
    expect(shownReply()).toBe(lastSent);
    expect(screen.getByText(en['insights.reviews.reply.saved']!)).toBeTruthy();
  },
  failed: (s) => {
    editorHolds(s);
    expect(textbox()!.readOnly).toBe(false);
    expect(alertText()).toBe(failureText(s));
    expect(textbox()!.getAttribute('aria-invalid')).toBe(s.context.error === 'textRefused' ? 'true' : null);
    expect(inArticle('Try again')!.getAttribute('aria-busy')).toBeNull();
    expect(inArticle('Discard')).toBeTruthy();
    expect(inArticle('Save reply')).toBeNull();
  },
};

/** The text the last reply call sent (trimmed by the machine). */
let lastSent: string | null = null;

/** The review as the path finds it: with the reply its first reply.open says it has. */
const replyAtStart = (path: MachinePath) => {
  const open = path.steps.find((s) => s.event.type === 'reply.open')?.event as Extract<ReviewReplyEvent, { type: 'reply.open' }> | undefined;
  return open?.reply ?? null;
};

function mount(path: MachinePath): HeldServer {
  lastSent = null;
  const reply = replyAtStart(path);
  const server = fakeReviewsServer({
    reviews: { 'unit-1': [review(1, { publicId: REVIEW_ID, guestName: GUEST, reply, repliedAt: reply === null ? null : '2026-11-01T10:00:00.000Z' })] },
  });
  // The n-th reply call waits for the n-th release: the path's n-th outcome of the call.
  let calls = 0;
  let released = 0;
  const waiting: (() => void)[] = [];
  const releaseOne = () => {
    released += 1;
    waiting.splice(0).forEach((wake) => wake());
  };
  const turn = async (n: number) => {
    while (released <= n) await new Promise<void>((wake) => waiting.push(wake));
  };
  let failNext: number | null = null;
  server.answer(`POST /api/app/reviews/reply/${REVIEW_ID}`, async (_request, body) => {
    await turn(calls++);
    const status = failNext;
    failNext = null;
    // 400: the contract's validation problem naming the text (the fixture's reason).
    if (status === 400) return problem(400, 'validation', [{ name: 'text', reason: 'must be at most 1000 characters' }]);
    if (status !== null) return problem(status, 'internal');
    lastSent = (body as { text: string }).text;
    // Stored as the fake's own route stores it, and answered with the review.
    const list = server.state.reviews['unit-1']!;
    list[0] = { ...list[0]!, reply: lastSent, repliedAt: '2026-11-26T12:00:00.000Z', isNew: false };
    return json({ unitId: 'unit-1', publicId: REVIEW_ID, review: list[0] });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.userInfo, userInfo());
  const router = createMemoryRouter([{ path: '/insights/reviews/:unitId', element: <ReviewsTab unitId="unit-1" /> }], { initialEntries: ['/insights/reviews/unit-1'] });
  render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-US" messages={en}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return {
    holdWrites: () => {
      let done = false;
      return () => {
        if (!done) releaseOne();
        done = true;
      };
    },
    failNextWrite: (status) => void (failNext = status),
  };
}

it('every path of the review-reply machine plays on the real reviews list, which shows each state', async () => {
  await replayPaths({
    name: 'review-reply',
    entry: machines['review-reply'],
    mount: async (path) => {
      const server = mount(path);
      await screen.findByRole('article', { name: `Review by ${GUEST}` });
      return server;
    },
    mountKey: (path) => String(replyAtStart(path)),
    drivers,
    viewChecks,
    notDrivable: {
      'reply.open':
        'after a save the review holds the text saved, and its Edit reply button opens the editor with that reply: a reply.open carrying no reply, or a reply other than the one saved, is not on the screen (a retried path saving "Thank you, Emily!" unchanged plays the move)',
    },
    retryStoppedMoves: 3,
  });
}, scaledMs(120_000));
