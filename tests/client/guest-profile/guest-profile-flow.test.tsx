// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider, useLocation } from '../../../src/client/router';
import { retryBackoff } from '../../../src/client/api/http';
import GuestProfileFlow from '../../../src/client/features/guest-profile/guest-profile-flow';
import { GuestProfileEntry } from '../../../src/client/features/guest-profile/guest-profile-entry';
import type { GuestPreferences } from '../../../src/shared/schemas/guest-preferences';
import type { GuestProfileAnswers } from '../../../src/shared/domain/guest-profile/questions';
import app from '../../../src/shared/i18n/app/en-US.json';
import guestProfile from '../../../src/shared/i18n/account/guest-profile/en-US.json';

// The real flow (machine, react-query, HTTP client): only fetch is replaced by a fake server.
const en: Record<string, string> = { ...app, ...guestProfile };
const t = (key: string) => en[`account.guestProfile.${key}`];

const NONE: GuestProfileAnswers = { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null };
const answer = (answers: GuestProfileAnswers): GuestPreferences => ({
  answers,
  completed: Object.values(answers).every((a) => a !== null),
  updatedAt: '2026-11-27T09:00:00.000Z',
});

type Handler = (req: Request) => Response | Promise<Response>;
let handlers: { method: string; respond: Handler }[];
let patches: Record<string, unknown>[];
let stored: GuestProfileAnswers;
const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

beforeEach(() => {
  handlers = [];
  patches = [];
  stored = { ...NONE };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname !== '/api/app/user/guest-preferences') return json({ title: 'Not found', status: 404 }, 404, 'application/problem+json');
      // Scripted answers first (consumed in order), then a fake server that stores what it gets.
      const i = handlers.findIndex((h) => h.method === input.method);
      if (i !== -1) return handlers.splice(i, 1)[0].respond(input);
      if (input.method === 'GET') return json(answer(stored));
      const body = (await input.json()) as Record<string, unknown>;
      patches.push(body);
      stored = { ...stored, ...body };
      return json(answer(stored));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFlow(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <GuestProfileFlow onClose={onClose} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const confirm = () => screen.getByRole('button', { name: t('confirm') });
const dialog = () => screen.getByRole('dialog');

async function start() {
  const user = setupUser();
  const onClose = renderFlow();
  expect(await screen.findByRole('heading', { name: t('intro.title') })).toBeTruthy();
  await user.click(confirm());
  await screen.findByRole('heading', { name: t('bookingTimes.title') });
  return { user, onClose };
}

describe('guest-profile flow', () => {
  it('opens on the introduction; Confirm on a step stays disabled until an option is chosen', async () => {
    const { user } = await start();
    expect(within(dialog()).getByText('Step 1 of 5')).toBeTruthy();
    // The heading of the new step has the focus.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('bookingTimes.title') }));
    expect(confirm()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.earlyBird')) }));
    expect(confirm()).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.earlyBird')) }));
    expect(confirm()).toHaveProperty('disabled', true);
    expect(patches).toEqual([]);
  });

  it('walks every step, saving each, and the summary lists the answers; Done closes', async () => {
    const { user, onClose } = await start();
    const steps: [string, string[]][] = [
      ['bookingTimes', ['lastMinute', 'earlyBird']],
      ['stayDurations', ['longStay']],
      ['startOfStay', ['weekend']],
      ['groupSizes', ['couple', 'family']],
      ['language', ['noPreference']],
    ];
    for (const [index, [question, options]] of steps.entries()) {
      await screen.findByRole('heading', { name: t(`${question}.title`) });
      expect(within(dialog()).getByText(`Step ${index + 1} of 5`)).toBeTruthy();
      const role = question === 'language' ? 'radio' : 'checkbox';
      for (const option of options) await user.click(screen.getByRole(role, { name: new RegExp(t(`option.${option}`)) }));
      await user.click(confirm());
    }
    await screen.findByRole('heading', { name: t('summary.title') });
    expect(patches).toEqual([
      { bookingTimes: ['earlyBird', 'lastMinute'] },
      { stayDurations: ['longStay'] },
      { startOfStay: ['weekend'] },
      { groupSizes: ['couple', 'family'] },
      { language: ['noPreference'] },
    ]);
    const summary = within(dialog());
    expect(summary.getByText('Early birds and Last minute')).toBeTruthy();
    expect(summary.getByText('Couples and Families')).toBeTruthy();
    expect(summary.getByText(t('option.noPreference'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t('done') }));
    expect(onClose).toHaveBeenCalled();
  });

  it('language is a radio group: one choice, the other replaces it', async () => {
    stored = { bookingTimes: ['earlyBird'], stayDurations: ['shortStay'], startOfStay: ['weekday'], groupSizes: ['solo'], language: ['hostLanguage'] };
    const { user } = await start();
    for (let i = 0; i < 4; i++) await user.click(confirm());
    await screen.findByRole('heading', { name: t('language.title') });
    const host = screen.getByRole('radio', { name: new RegExp(t('option.hostLanguage')) });
    const none = screen.getByRole('radio', { name: new RegExp(t('option.noPreference')) });
    expect([host, none].map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    await user.click(none);
    expect([host, none].map((r) => (r as HTMLInputElement).checked)).toEqual([false, true]);
    await user.click(confirm());
    await screen.findByRole('heading', { name: t('summary.title') });
    expect(patches.at(-1)).toEqual({ language: ['noPreference'] });
  });

  it('prefills every step with the saved answers', async () => {
    stored = { ...NONE, bookingTimes: ['onSchedule'], stayDurations: ['mediumStay', 'longStay'] };
    const { user } = await start();
    expect(screen.getByRole('checkbox', { name: new RegExp(t('option.onSchedule')) })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: new RegExp(t('option.earlyBird')) })).toHaveProperty('checked', false);
    expect(confirm()).toHaveProperty('disabled', false);
    await user.click(confirm());
    await screen.findByRole('heading', { name: t('stayDurations.title') });
    expect(screen.getByRole('checkbox', { name: new RegExp(t('option.mediumStay')) })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: new RegExp(t('option.longStay')) })).toHaveProperty('checked', true);
  });

  it('Discard closes; the answers saved before stay saved', async () => {
    const { user, onClose } = await start();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.earlyBird')) }));
    await user.click(confirm());
    await screen.findByRole('heading', { name: t('stayDurations.title') });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.shortStay')) }));
    await user.click(screen.getByRole('button', { name: t('discard') }));
    expect(onClose).toHaveBeenCalled();
    expect(patches).toEqual([{ bookingTimes: ['earlyBird'] }]);
    expect(stored.bookingTimes).toEqual(['earlyBird']);
    expect(stored.stayDurations).toBeNull();
  });

  it('a failed save keeps the choice and offers Try again', async () => {
    const { user } = await start();
    handlers.push({ method: 'PATCH', respond: () => json({ title: 'Unavailable', status: 503 }, 503, 'application/problem+json') });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.lastMinute')) }));
    await user.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe(t('error.saveFailed'));
    expect(screen.getByRole('checkbox', { name: new RegExp(t('option.lastMinute')) })).toHaveProperty('checked', true);
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: t('retry') }));
    await screen.findByRole('heading', { name: t('stayDurations.title') });
    expect(patches).toEqual([{ bookingTimes: ['lastMinute'] }]);
  });

  it('the step\'s heading takes the focus; Escape discards, except while saving', async () => {
    const { user, onClose } = await start();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('bookingTimes.title') }));
    let release!: () => void;
    handlers.push({ method: 'PATCH', respond: () => new Promise<Response>((r) => (release = () => r(json(answer({ ...NONE, bookingTimes: ['earlyBird'] }))))) });
    await user.click(screen.getByRole('checkbox', { name: new RegExp(t('option.earlyBird')) }));
    await user.click(confirm());
    await screen.findByRole('button', { name: t('saving') });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    release();
    const next = await screen.findByRole('heading', { name: t('stayDurations.title') });
    await waitFor(() => expect(document.activeElement).toBe(next));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('loading the stored answers', () => {
  const backoff = retryBackoff.baseMs;
  beforeEach(() => {
    retryBackoff.baseMs = 0; // the client asks a failed GET twice more
  });
  afterEach(() => {
    retryBackoff.baseMs = backoff;
  });
  const unavailable = () => json({ title: 'Unavailable', status: 503 }, 503, 'application/problem+json');

  it('shows a spinner with Close; Escape closes while loading', async () => {
    const user = setupUser();
    handlers.push({ method: 'GET', respond: () => new Promise<Response>(() => {}) });
    const onClose = renderFlow();
    expect((await screen.findByRole('status')).textContent).toBe(t('loading'));
    expect(screen.getByRole('button', { name: t('close') })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a failed load offers Try again, which loads again, and Close', async () => {
    const user = setupUser();
    for (let i = 0; i < 3; i++) handlers.push({ method: 'GET', respond: unavailable });
    const onClose = renderFlow();
    expect((await screen.findByRole('alert')).textContent).toBe(t('loadError'));
    await user.click(screen.getByRole('button', { name: t('retry') }));
    expect(await screen.findByRole('heading', { name: t('intro.title') })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    cleanup();
    for (let i = 0; i < 3; i++) handlers.push({ method: 'GET', respond: unavailable });
    const closed = renderFlow();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: t('close') }));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('?guest-profile=open', () => {
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{location.pathname + location.search}</output>;
  }
  it('opens the flow on a signed-in page and drops the parameter when it closes', async () => {
    const user = setupUser();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [{ path: '*', element: (<><GuestProfileEntry signedIn /><Where /></>) }],
      { initialEntries: ['/calendar?guest-profile=open&x=1'] },
    );
    render(
      <QueryClientProvider client={client}>
        <IntlProvider locale="en-US" messages={en}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: t('intro.title') })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('discard') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/calendar?x=1');
  });

  it('does nothing when signed out', () => {
    const router = createMemoryRouter([{ path: '*', element: <GuestProfileEntry signedIn={false} /> }], { initialEntries: ['/?guest-profile=open'] });
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
