// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { WelcomeTourEvent, welcomeTourMachine } from '../../../machines/welcome-tour/welcome-tour.machine';
import { CONSENT_STORAGE_KEY, consentRecord, REJECT_OPTIONAL, serializeConsent } from '../../../src/shared/domain/cookie-consent';
import { isMigratedAccount, shouldOpenTour, TOUR_STEPS } from '../../../src/shared/domain/tour';
import { resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import type { UserInteraction } from '../../../src/shared/schemas/user-interactions';
import tour from '../../../src/client/features/onboarding-videos/texts/tour/en-US.json';
import { userInfo } from '../../shared/user-info-fixture';
import { click, replayPaths, type Drivers } from '../support/path-replay';
import { renderApp } from '../support/render-app';
import { scaledMs } from '../../support/time-scale';

// The welcome-tour machine's paths replayed against the real shell (AS §4 "Tour modal", AS §2.10):
// a signed-in host on the help centre, the address forcing the tour or not, the public setting
// and the account's source as the path's evaluation says, with the real machine, react-query and
// HTTP client. Only fetch is a fake: the host's interactions (GET, and the PUT of tour_welcome,
// which it can hold to see the tour being marked, and fail) and the help centre's articles.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

type Snapshot = SnapshotFrom<typeof welcomeTourMachine>;
const en = tour as Record<string, string>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

const UNAVAILABLE = 'The interactions cannot be saved right now.';

/**
 * GET /api/app/user/interactions and PUT /api/app/user/interaction, holding a PUT on request. A
 * failed write stays failed for the client's retries of it (the HTTP client repeats a PUT answered 503 twice,
 * api/http.ts), with Retry-After: 0 so they come at once and are not held again.
 */
function fakeInteractionsApi() {
  const state = { stored: [] as UserInteraction[], reads: 0, puts: 0 };
  const ATTEMPTS = 3;
  let failing: { status: number; left: number } | null = null;
  let hold: Promise<void> | null = null;
  const fail = (status: number) =>
    new Response(JSON.stringify({ type: 'about:blank', title: UNAVAILABLE, status }), {
      status,
      headers: { 'content-type': 'application/problem+json', 'retry-after': '0' },
    });
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/public/knowledge-articles') return json([]);
    if (url.pathname === '/api/app/user/interactions' && req.method === 'GET') {
      state.reads += 1;
      return json(state.stored);
    }
    if (url.pathname === '/api/app/user/interaction' && req.method === 'PUT') {
      const items = (await req.json()) as { interactionType: string; interacted: boolean }[];
      const retry = failing !== null && failing.left < ATTEMPTS;
      if (!retry) {
        state.puts += 1;
        if (hold) await hold;
      }
      if (failing) {
        const { status } = failing;
        failing.left -= 1;
        if (failing.left === 0) failing = null;
        return fail(status);
      }
      const saved = items.map((i) => ({ ...i, createdAt: '2026-05-04T09:00:00.000Z' }));
      state.stored = [...state.stored.filter((s) => !items.some((i) => i.interactionType === s.interactionType)), ...saved];
      return json(saved);
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return {
    state,
    failNextWrite: (status: number) => void (failing = { status, left: ATTEMPTS }),
    holdWrites() {
      let release!: () => void;
      hold = new Promise<void>((r) => (release = r));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

let page: { server: ReturnType<typeof fakeInteractionsApi>; accountSource: string | null };

const LAZY = { timeout: 10_000 };
const tourDialog = () => screen.queryByRole('dialog', { name: en['onboarding-videos.tour.title'] });
const inTour = (name: string) => (tourDialog() ? within(tourDialog()!).queryByRole('button', { name }) : null);
const seenStored = () => page.server.state.stored.some((i) => i.interactionType === 'tour_welcome' && i.interacted);

const drivers: Drivers<WelcomeTourEvent> = {
  // The host opens a page of the shell: the setting, the account's source and the address are the
  // path's, the server holds tour_welcome when it was seen.
  'tour.evaluate': async (e) => {
    if (page.accountSource !== null) return false;
    page.server.state.stored = e.seen ? [{ interactionType: 'tour_welcome', interacted: true, createdAt: '2026-05-01T09:00:00.000Z' }] : [];
    page.accountSource = e.accountSource;
    await renderApp({ user: userInfo({ accountSource: e.accountSource }), path: e.force ? '/help?tour=open' : '/help', publicSettings: { tourEnabled: e.tourEnabled } });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    // The tour's code is a lazy chunk, loaded for a candidate, which then asks for the interactions.
    if (shouldOpenTour(e)) await screen.findByRole('dialog', { name: en['onboarding-videos.tour.title'] }, LAZY);
    else if (e.force || (e.tourEnabled && isMigratedAccount(e.accountSource))) await waitFor(() => expect(page.server.state.reads).toBeGreaterThan(0), LAZY);
    return true;
  },
  // Next, or Get started on the last step.
  'step.next': (_e, ui) => click(ui, inTour(en['onboarding-videos.tour.next']) ?? inTour(en['onboarding-videos.tour.finish'])),
  'step.back': (_e, ui) => click(ui, inTour(en['onboarding-videos.tour.back'])),
  'tour.close': (_e, ui) => click(ui, inTour(en['onboarding-videos.tour.close'])),
  'tutorials.open': (_e, ui) => click(ui, inTour(en['onboarding-videos.tour.watchTutorials'])),
};

/** The tutorials list opens once the tour is closed by Watch tutorials, and only then. */
const tutorialsShown = (s: Snapshot) => expect(screen.queryByRole('dialog', { name: 'Tutorials' }) !== null).toBe(s.context.then === 'tutorials');
// The write-failure toast gives the server's message (its problem's title). Behind the tutorials
// dialog (Watch tutorials) the modal hides the rest of the page from assistive technology, the
// toast too, so it is looked for among hidden elements as well.
const toasts = () => screen.queryAllByRole('alert', { hidden: true }).filter((a) => a.textContent!.includes(UNAVAILABLE));

const viewChecks: Record<string, (s: Snapshot) => void> = {
  // Not due (or not evaluated yet): no tour, nothing marked.
  closed: () => {
    expect(tourDialog()).toBeNull();
    expect(page.server.state.puts).toBe(0);
  },
  open: (s) => {
    const d = tourDialog()!;
    expect(d).toBeTruthy();
    const step = TOUR_STEPS[s.context.step]!;
    // A carried-over account is told where its things are; a new host is welcomed.
    const key = step === 'welcome' && !isMigratedAccount(page.accountSource!) ? 'welcome.new' : step;
    expect(within(d).getByText(`Step ${s.context.step + 1} of ${TOUR_STEPS.length}`)).toBeTruthy();
    expect(within(d).getByRole('heading', { name: en[`onboarding-videos.tour.step.${key}.heading`] })).toBeTruthy();
    expect(within(d).queryByRole('button', { name: en['onboarding-videos.tour.back'] }) !== null).toBe(s.context.step > 0);
    const last = s.context.step === TOUR_STEPS.length - 1;
    expect(within(d).queryByRole('button', { name: en['onboarding-videos.tour.finish'] }) !== null).toBe(last);
    expect(within(d).queryByRole('button', { name: en['onboarding-videos.tour.next'] }) !== null).toBe(!last);
    expect(within(d).getByRole('button', { name: en['onboarding-videos.tour.watchTutorials'] })).toBeTruthy();
    expect(within(d).getByRole('button', { name: en['onboarding-videos.tour.close'] })).toBeTruthy();
    expect(page.server.state.puts).toBe(0);
  },
  // The modal is gone at once; the PUT of tour_welcome waits at the server.
  marking: (s) => {
    expect(tourDialog()).toBeNull();
    expect(page.server.state.puts).toBe(1);
    expect(seenStored()).toBe(false);
    tutorialsShown(s);
  },
  // For good: the server holds it seen, unless the write failed, which the write-failure toast says.
  seen: (s) => {
    expect(tourDialog()).toBeNull();
    expect(seenStored()).toBe(!s.context.markFailed);
    expect(toasts().length > 0).toBe(s.context.markFailed);
    tutorialsShown(s);
  },
};

it('every path of the machine plays on the real shell with its welcome tour, which shows each state', async () => {
  await replayPaths({
    name: 'welcome-tour',
    entry: machines['welcome-tour'],
    mount: () => {
      // A decided visitor: the cookie banner stays out of the way.
      localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(consentRecord(REJECT_OPTIONAL)));
      resetConsentStore();
      const server = fakeInteractionsApi();
      page = { server, accountSource: null };
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
