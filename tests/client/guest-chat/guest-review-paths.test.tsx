// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { GuestReviewEvent, guestReviewMachine } from '../../../machines/guest-review/guest-review.machine';
import { REVIEW_TEXT_MAX, type Review } from '../../../src/shared/schemas/reviews';
import { renderApp } from '../support/render-app';
import { click, replayPaths, typeInto, type Drivers, type HeldServer } from '../support/path-replay';
import { fakeGuestChatServer, json, problem } from './fake-guest-chat-server';
import { scaledMs } from '../../support/time-scale';

// The guest-review machine's paths replayed against the real review form on /guest/chat (AS §2.7),
// in the route table with the guest chat page around it: the review window open, the submit
// (POST /api/guest/review) held at the fake fetch and answered as each path says (stored, 409
// with the window closed meanwhile, 400 naming the comment, a network failure).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof guestReviewMachine>;

const max = REVIEW_TEXT_MAX.toLocaleString('en-US');
const stored = (rating: number, comment: string): Review => ({
  publicId: 'RV-0001',
  unitId: 'unit-1',
  rating,
  comment,
  guestName: 'Greta L.',
  stayCode: 'HP-7K2Q9M',
  checkIn: '2026-11-10',
  checkOut: '2026-11-14',
  createdAt: '2026-11-16T09:00:00.000Z',
  reply: null,
  repliedAt: null,
  isNew: true,
});

let sent: { rating: number; comment: string } | null = null;

function fakeServer(): HeldServer {
  sent = null;
  const server = fakeGuestChatServer();
  server.answer('GET /api/guest/review', () => json({ state: 'open', closesOn: '2026-11-28', review: null }));
  // The n-th submit waits for the n-th release: the path's n-th outcome of the call.
  let calls = 0;
  let released = 0;
  const waiting: (() => void)[] = [];
  let failNext: number | null = null;
  server.answer('POST /api/guest/review', async (_request, body) => {
    const n = calls++;
    while (released <= n) await new Promise<void>((wake) => waiting.push(wake));
    const status = failNext;
    failNext = null;
    if (status === 409) {
      // The window closed meanwhile: the card reads it again.
      server.answer('GET /api/guest/review', () => json({ state: 'closed', closesOn: '2026-11-28', review: null }));
      return problem(409, 'conflict');
    }
    if (status === 400) return problem(400, 'validation', [{ name: 'comment', reason: 'must be at most 2000 characters' }]);
    // Status 0: no answer at all (the network failed).
    if (status === 0) throw new TypeError('Failed to fetch');
    if (status !== null) return problem(status, 'internal');
    sent = body as { rating: number; comment: string };
    return json({ state: 'written', closesOn: null, review: stored(sent.rating, sent.comment) }, 201);
  });
  return {
    holdWrites: () => {
      let done = false;
      return () => {
        if (!done) {
          released += 1;
          waiting.splice(0).forEach((wake) => wake());
        }
        done = true;
      };
    },
    failNextWrite: (status) => void (failNext = status),
  };
}

const card = () => screen.getByRole('region', { name: 'Your review' });
const inCard = (role: string, name: string | RegExp) => within(card()).queryByRole(role, { name }) as HTMLElement | null;
const star = (n: number) => inCard('radio', n === 1 ? '1 star' : `${n} stars`) as HTMLInputElement | null;
const commentBox = () => inCard('textbox', 'Your comment (optional)') as HTMLTextAreaElement | null;
const alerts = () => within(card()).queryAllByRole('alert').map((a) => a.textContent);

const drivers: Drivers<GuestReviewEvent> = {
  // A star on the screen, not the one already chosen (a checked radio sends no change when clicked again).
  'rating.choose': (e, ui) => {
    const radio = star(e.rating);
    return !radio || radio.checked || (radio.closest('fieldset') as HTMLFieldSetElement).disabled ? Promise.resolve(false) : click(ui, radio);
  },
  'comment.change': (e, ui) => typeInto(ui, commentBox(), e.value),
  'review.submit': (_e, ui) => click(ui, inCard('button', 'Send review')),
  retry: (_e, ui) => click(ui, inCard('button', 'Try again')),
};

/** The form holds the machine's stars and comment, open to change or not. */
function formHolds(s: Snapshot, editable: boolean) {
  for (const n of [1, 2, 3, 4, 5]) expect(star(n)!.checked).toBe(s.context.rating === n);
  expect((within(card()).getByRole('group', { name: 'Your rating (required)' }) as HTMLFieldSetElement).disabled).toBe(!editable);
  expect(commentBox()!.value).toBe(s.context.comment);
  expect(commentBox()!.readOnly).toBe(!editable);
  expect(within(card()).getByTestId('guest-review-counter').textContent).toBe(`${s.context.comment.trim().length.toLocaleString('en-US')} / ${max} characters`);
}

/** What the form says: missing stars once Send was asked for, a comment too long at once, and a failure. */
function problemsSaid(s: Snapshot, failed: boolean) {
  const expected: string[] = [];
  if (s.context.attempted && s.context.rating === null) expected.push('Rating: please choose 1 to 5 stars.');
  const tooLong = s.context.comment.trim().length > REVIEW_TEXT_MAX;
  if (tooLong) expected.push(`Comment: at most ${max} characters.`);
  else if (failed && s.context.fieldReasons.comment) expected.push(`Comment: ${s.context.fieldReasons.comment}`);
  if (failed && !s.context.fieldReasons.comment && !s.context.fieldReasons.rating)
    expected.push(s.context.error === 'invalid' ? 'Your review was refused. Please check it and try again.' : 'Your review could not be sent. Please try again.');
  expect(alerts()).toEqual(expected);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  writing: (s) => {
    formHolds(s, true);
    problemsSaid(s, false);
    const send = inCard('button', 'Send review')!;
    expect(send.getAttribute('aria-busy')).toBeNull();
    expect((send as HTMLButtonElement).disabled).toBe(false);
  },
  submitting: (s) => {
    formHolds(s, false);
    expect((inCard('button', 'Send review') ?? inCard('button', 'Try again'))!.getAttribute('aria-busy')).toBe('true');
  },
  failed: (s) => {
    formHolds(s, true);
    problemsSaid(s, true);
    expect(inCard('button', 'Try again')!.getAttribute('aria-busy')).toBeNull();
    expect(inCard('button', 'Send review')).toBeNull();
  },
  written: () => {
    // The stored review as the host sees it, from the answer: the stars and the trimmed comment.
    expect(within(card()).getByText('Thank you! Your review was sent.')).toBeTruthy();
    expect(within(card()).getByRole('img', { name: `${sent!.rating} of 5 stars` })).toBeTruthy();
    if (sent!.comment) expect(within(card()).getByTestId('guest-review-comment').textContent).toBe(sent!.comment);
    expect(commentBox()).toBeNull();
  },
  closed: () => {
    // The window closed meanwhile: what the server says now replaces the form.
    expect(within(card()).getByTestId('guest-review-closed').textContent).toBe('The time to review this stay ended on November 28, 2026.');
    expect(commentBox()).toBeNull();
    expect(inCard('button', 'Try again')).toBeNull();
  },
};

it('every path of the guest-review machine plays on the real review form of the guest chat, which shows each state', async () => {
  await replayPaths({
    name: 'guest-review',
    entry: machines['guest-review'],
    mount: async () => {
      const server = fakeServer();
      await renderApp({ user: null, path: '/guest/chat' });
      await within(await screen.findByRole('region', { name: 'Your review' })).findByRole('button', { name: 'Send review' }, { timeout: 10_000 });
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
