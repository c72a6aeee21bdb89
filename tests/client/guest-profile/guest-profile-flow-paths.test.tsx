// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { MachinePath } from '../../../machines/paths';
import type { GuestProfileFlowEvent, GuestProfileLoaded, guestProfileFlowMachine } from '../../../machines/guest-profile-flow/guest-profile-flow.machine';
import { retryBackoff } from '../../../src/client/api/http';
import { GuestProfileEntry } from '../../../src/client/features/guest-profile/guest-profile-entry';
import {
  GUEST_PROFILE_OPTIONS,
  GUEST_PROFILE_QUESTIONS,
  guestProfileAnswerProblem,
  guestProfileStepNumber,
  isSingleChoice,
  type GuestProfileAnswers,
  type GuestProfileQuestion,
} from '../../../src/shared/domain/guest-profile/questions';
import type { GuestPreferences } from '../../../src/shared/schemas/guest-preferences';
import app from '../../../src/shared/i18n/app/en-US.json';
import guestProfile from '../../../src/shared/i18n/account/guest-profile/en-US.json';
import { button, click, replayPaths, type Drivers, type Ui } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The guest-profile-flow machine's paths replayed against the real flow as a host meets it: a
// signed-in page opened with ?guest-profile=open (the link of a notification and of the profile
// tab), with the real machine, react-query and HTTP client; only fetch is replaced by a fake server
// that stores the answers, can hold a call (the load, to see it loading; a save, to see it busy)
// and fail the next one.

// A failed load is asked again twice by the client (api/http.ts): without waiting in between here.
const backoff = retryBackoff.baseMs;
retryBackoff.baseMs = 0;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  retryBackoff.baseMs = backoff;
});

const en: Record<string, string> = { ...app, ...guestProfile };
const t = (key: string) => en[`account.guestProfile.${key}`];

type Snapshot = SnapshotFrom<typeof guestProfileFlowMachine>;

const preferencesOf = (answers: GuestProfileAnswers): GuestPreferences => ({
  answers,
  completed: Object.values(answers).every((a) => a !== null),
  updatedAt: '2026-11-27T09:00:00.000Z',
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/**
 * GET and PATCH /api/app/user/guest-preferences: a PATCH replaces the answers it names. Held from
 * the start (the flow loads as it mounts) until the path's first outcome lets the call go on; a
 * failed GET fails its two retries too, which are not held (they are the same load).
 */
function fakeGuestPreferencesApi() {
  const state = { stored: { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null } as GuestProfileAnswers };
  const failures: number[] = [];
  let waiting: (() => void)[] = [];
  let holding = true;
  let failingRetries = { left: 0, status: 0 };
  const problem = (status: number) => json({ type: 'about:blank', title: 'Refused', status }, status);
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname !== '/api/app/user/guest-preferences') return json({ title: 'Not found', status: 404 }, 404);
    if (req.method === 'GET' && failingRetries.left > 0) {
      failingRetries.left -= 1;
      return problem(failingRetries.status);
    }
    const body = req.method === 'GET' ? null : ((await req.json()) as Partial<GuestProfileAnswers>);
    if (holding) await new Promise<void>((go) => waiting.push(go));
    const failure = failures.shift();
    if (failure) {
      if (req.method === 'GET') failingRetries = { left: 2, status: failure };
      return problem(failure);
    }
    if (body) state.stored = { ...state.stored, ...body };
    return json(preferencesOf(state.stored));
  });
  return {
    state,
    failNextWrite(status: number) {
      failures.push(status);
    },
    holdWrites() {
      holding = true;
      return () => {
        holding = false;
        const go = waiting;
        waiting = [];
        go.forEach((g) => g());
      };
    },
  };
}

/** The answers the path's load gives (its first loadAnswers outcome that succeeds). */
const loadedIn = (path: MachinePath) =>
  (path.steps.find((s) => s.event.type === 'xstate.done.actor.loadAnswers')?.event as { output?: GuestProfileLoaded } | undefined)?.output?.answers;

/** The page of the current path: the flow opened on a signed-in page, loading the stored answers. */
async function mount(path: MachinePath) {
  const server = fakeGuestPreferencesApi();
  const loaded = loadedIn(path);
  if (loaded) server.state.stored = { ...loaded };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <GuestProfileEntry signedIn /> }], { initialEntries: ['/calendar?guest-profile=open'] });
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  // The flow's chunk loads lazily.
  await screen.findByRole('dialog');
  return server;
}

/** The step's checkbox or radio for the option; none when the step does not offer it. */
const optionInput = (option: string) =>
  [...screen.queryAllByRole('checkbox'), ...screen.queryAllByRole('radio')].find((el) => (el as HTMLInputElement).value === option) as HTMLInputElement | undefined;
const enabledButton = (name: string) => {
  const b = button(name) as HTMLButtonElement | null;
  return b && !b.disabled ? b : null;
};

const drivers: Drivers<GuestProfileFlowEvent> = {
  'step.confirm': (_e, ui) => click(ui, enabledButton(t('confirm'))),
  // A checkbox toggles; a radio already chosen changes nothing when picked again (no change event).
  'option.toggle': async (e, ui: Ui) => {
    const input = optionInput(e.option);
    if (!input || input.disabled || (input.type === 'radio' && input.checked)) return false;
    await ui.user.click(input);
    return true;
  },
  retry: (_e, ui) => click(ui, enabledButton(t('retry'))),
  'flow.discard': (_e, ui) => click(ui, enabledButton(t('discard'))),
  'flow.done': (_e, ui) => click(ui, enabledButton(t('done'))),
  'flow.close': (_e, ui) => click(ui, enabledButton(t('close'))),
};

const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();
const heading = (text: string) => expect(within(screen.getByRole('dialog')).getByRole('heading', { name: text })).toBeTruthy();
const stepCounter = () => screen.queryByText(/^Step \d of \d$/)?.textContent ?? null;

/** The question's options show the choice; each is offered unless a save is under way. */
function optionsShow(question: GuestProfileQuestion, s: Snapshot, saving: boolean) {
  const role = isSingleChoice(question) ? 'radio' : 'checkbox';
  const group = screen.getByRole('group', { name: t(`${question}.title`) });
  expect((group as HTMLFieldSetElement).disabled).toBe(saving);
  const inputs = within(group).getAllByRole(role) as HTMLInputElement[];
  expect(inputs.map((i) => i.value)).toEqual([...GUEST_PROFILE_OPTIONS[question]]);
  expect(inputs.filter((i) => i.checked).map((i) => i.value)).toEqual(s.context.choice);
}

function questionShows(question: GuestProfileQuestion) {
  heading(t(`${question}.title`));
  expect(stepCounter()).toBe(`Step ${guestProfileStepNumber(question)} of 5`);
}

function questionChecks(question: GuestProfileQuestion): Record<string, (s: Snapshot) => void> {
  return {
    [`${question}.editing`]: (s) => {
      questionShows(question);
      optionsShow(question, s, false);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button(t('retry'))).toBeNull();
      expect((button(t('confirm')) as HTMLButtonElement).disabled).toBe(guestProfileAnswerProblem(question, s.context.choice) !== null);
      expect((button(t('discard')) as HTMLButtonElement).disabled).toBe(false);
    },
    [`${question}.saving`]: (s) => {
      questionShows(question);
      optionsShow(question, s, true);
      const saving = button(t('saving')) as HTMLButtonElement;
      expect(saving.getAttribute('aria-busy')).toBe('true');
      expect(saving.disabled).toBe(true);
      expect((button(t('discard')) as HTMLButtonElement).disabled).toBe(true);
    },
    [`${question}.failed`]: (s) => {
      questionShows(question);
      optionsShow(question, s, false);
      expect(screen.getByRole('alert').textContent).toBe(t(`error.${s.context.error}`));
      expect((button(t('retry')) as HTMLButtonElement).disabled).toBe(false);
      expect(button(t('confirm'))).toBeNull();
      expect((button(t('discard')) as HTMLButtonElement).disabled).toBe(false);
    },
  };
}

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** Before a step: the dialog's hidden label, no step, Close; a spinner, or the error and Try again. */
function loadingShows(failed: boolean) {
  expect(within(screen.getByRole('dialog')).getByRole('heading', { name: t('dialogLabel') })).toBeTruthy();
  expect(screen.queryByRole('group')).toBeNull();
  expect(button(t('confirm'))).toBeNull();
  expect((button(t('close')) as HTMLButtonElement).disabled).toBe(false);
  if (failed) {
    expect(screen.getByRole('alert').textContent).toBe(t('loadError'));
    expect((button(t('retry')) as HTMLButtonElement).disabled).toBe(false);
  } else {
    expect(screen.getByRole('status').textContent).toBe(t('loading'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button(t('retry'))).toBeNull();
  }
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  loading: () => loadingShows(false),
  loadFailed: () => loadingShows(true),
  introduction: () => {
    heading(t('intro.title'));
    expect(screen.getByText(t('intro.body'))).toBeTruthy();
    expect(stepCounter()).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect((button(t('confirm')) as HTMLButtonElement).disabled).toBe(false);
    expect((button(t('discard')) as HTMLButtonElement).disabled).toBe(false);
  },
  ...Object.assign({}, ...GUEST_PROFILE_QUESTIONS.map(questionChecks)),
  // The summary lists the answers the machine holds as saved, one line per question.
  confirmation: (s) => {
    heading(t('summary.title'));
    expect(stepCounter()).toBeNull();
    const shown = [...screen.getByRole('dialog').querySelectorAll('.guest-profile__answer')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(shown).toEqual(
      GUEST_PROFILE_QUESTIONS.map((q) => {
        const options = s.context.answers[q];
        return [t(`section.question.${q}`), options?.length ? list.format(options.map((o) => t(`option.${o}`))) : t('section.unanswered')];
      }),
    );
    expect((button(t('done')) as HTMLButtonElement).disabled).toBe(false);
    expect((button(t('discard')) as HTMLButtonElement).disabled).toBe(false);
  },
  closed: noDialog,
};

it('every path of the machine plays on the real flow, which shows each state', async () => {
  await replayPaths({
    name: 'guest-profile-flow',
    entry: machines['guest-profile-flow'],
    mount,
    drivers,
    viewChecks,
    notDrivable: {
      'option.toggle':
        "the machine leaves a failed save on a toggle of any option, another question's included (the fixtures' earlyBird on the later steps), which the step does not show",
    },
    // Those moves (failed to editing on a toggle) are then played on other transition paths, with
    // an option of the step.
    retryStoppedMoves: 8,
  });
}, scaledMs(300_000));
