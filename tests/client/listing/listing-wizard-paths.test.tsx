// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { MachinePath } from '../../../machines/paths';
import type { ListingWizardEvent, listingWizardMachine, LoadedListing } from '../../../machines/listing-wizard/listing-wizard.machine';
import { selectContinueEvent, selectCurrentStep, selectStepLinks } from '../../../machines/listing-wizard/listing-wizard.select';
import ListingPage from '../../../src/client/features/listing/listing-page';
import { stepPath } from '../../../src/client/features/listing/listing-paths';
import { completedPath, NOT_ELIGIBLE_PATH } from '../../../src/client/features/listing/entry/entry-paths';
import { propertiesConfiguration } from '../../../src/server/config/properties-configuration/build';
import { listingSteps } from '../../../src/shared/domain/listing-steps';
import { scopeTexts } from '../support/step-form';
import { button, click, typeInto, replayPaths, type Drivers, type HeldServer, type Ui } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The listing-wizard machine's paths replayed against the real wizard (ListingPage under
// /listing/*, the real machine, actors, react-query and HTTP client): fetch is replaced by a fake
// server of one multi-unit property whose unit is not its first, answering each call of an actor
// as the path says (the load, the eligibility check, a save, the publish), and holding that call
// until the path answers it, so the view can be seen busy.
//
// One thing besides fetch is replaced: which steps this host does not see. The machine's walk uses
// a short listing (listing-wizard.fixtures.ts: three steps, most unit steps excluded) that no real
// host's facts produce; the step-visibility table (tested in tests/shared) is made to answer the
// exclusions the path's load names, so the wizard shows the steps the machine walks.

const visibility = vi.hoisted(() => ({ excluded: [] as string[] }));
vi.mock('../../../src/shared/domain/listing-step-visibility', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/shared/domain/listing-step-visibility')>()),
  excludedSteps: () => visibility.excluded,
}));


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const en: Record<string, string> = scopeTexts(['app', 'listing']);
type Snapshot = SnapshotFrom<typeof listingWizardMachine>;

const PROPERTY = 'prop-1';
const UNIT = 'unit-2';
const NOW = '2026-11-01T10:00:00.000Z';

type Actor = 'load' | 'eligibility' | 'save' | 'publish';
type Outcome = { type: string; output?: unknown; error?: { status: number; fields: Record<string, string[]> } };
const BUSY: Record<string, Actor | undefined> = { loading: 'load', checkingEligibility: 'eligibility', saving: 'save', publishing: 'publish' };
const ACTOR_OF: Record<string, Actor> = { loadListing: 'load', checkEligibility: 'eligibility', saveStep: 'save', publishUnit: 'publish' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, fields: Record<string, string[]>) =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Refused',
      status,
      invalidParams: Object.entries(fields).flatMap(([name, reasons]) => reasons.map((reason) => ({ name, reason }))),
    }),
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

function fakeUser(onboardingStatus: string) {
  return {
    userId: 'u1', sessionId: 's1', email: 'anna@example.com', isImpersonating: false, staffEmail: null, isStaff: false, type: 'individual',
    onboardingStatus, currency: 'EUR', locale: 'en-US', firstName: 'Anna', lastName: 'Host', alias: null, companyName: null,
    accountSource: 'portal', commercialModel: 'commission', status: 'active', kycInitiated: false, emailVerified: true, biddingTag: null, isHybrid: false, inboxMode: 'Inbox', imageUrls: null,
    features: { isSubscriptionEnabled: false, isCoinSubscriptionEnabled: false, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false },
    hostProfile: { hostLanguages: ['en'], aboutHost: null, sendInquirySms: false, showPhoneNumberOnOffer: false, secondaryPhone: null, secondaryPhoneType: null, phoneForGuests: null, phoneForSms: null, marketingConsent: false, phone: null },
    counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
  };
}

/**
 * The server of one path: each actor's calls are answered in the order the path gives its
 * outcomes, and the call that decides one (GET the property for a load, GET listing-eligibility,
 * PATCH the unit for a save, PATCH publish) waits until the path answers it. Calls past the
 * path's outcomes (the pages after the wizard) are answered at once.
 */
function fakeListingServer(path: MachinePath) {
  const outcomes: Record<Actor, Outcome[]> = { load: [], eligibility: [], save: [], publish: [] };
  for (const { event } of path.steps) {
    const m = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type);
    if (m) outcomes[ACTOR_OF[m[1]!]!].push(event as Outcome);
  }
  // A path that ends busy leaves that call unanswered: it waits at the server to the end.
  const last = BUSY[path.steps.at(-1)?.state ?? 'loading'];
  if (last) outcomes[last].push({ type: 'unanswered' });
  const property = {
    id: PROPERTY, title: 'Seaside houses', description: null, restaurantDescription: null, specialOfferDescription: null, unitIds: ['unit-1', UNIT], propertyType: 'multi',
    accommodationType: null, thumbnail: null, unitSummary: { total: 2, published: 0, inProgress: 2 }, firstFinishedUnitId: null, firstInProgressUnitId: 'unit-1',
    state: 'IN_PROGRESS', location: null, timeZone: 'UTC', timeZoneSetByHost: false, invalidFields: [], createdAt: NOW, updatedAt: NOW,
  };
  const state = {
    unit: {
      publicId: UNIT, propertyId: PROPERTY, propertyType: 'multi', title: null, description: null, state: 'IN_PROGRESS', availableActions: [], links: [], guests: null as number | null,
      bedroomCount: 0, propertySize: null, propertySizeMeasurementUnit: 'metric', rooms: [] as unknown[], amenities: [], calendarAvailability: { status: 'NEUTRAL' }, invalidFields: [],
      missingFields: [], cancellationPolicy: null, bookingType: null, publishedAt: null as string | null, createdAt: NOW, updatedAt: NOW,
    },
    completed: [] as string[],
    onboardingStatus: 'finished',
    eligible: true,
  };
  let version = 0;
  const touch = () => new Date(Date.parse(NOW) + ++version * 1000).toISOString();
  const progressView = () => ({
    unitId: UNIT,
    propertyType: 'multi',
    completedSteps: state.completed,
    steps: listingSteps('multi').map((name) => ({ name, formless: name === 'publish' || name === 'start-unit', completed: state.completed.includes(name) })),
  });
  const failures: number[] = [];
  const networkDown = new Set<Actor>();
  const waiting: Record<Actor, number> = { load: 0, eligibility: 0, save: 0, publish: 0 };
  let gate: Promise<void> = new Promise(() => {});
  let open = () => {};
  const newGate = () => {
    gate = new Promise<void>((r) => (open = r));
  };
  newGate();

  /** Whether the path (or a network failure it gave) still answers the actor's calls. */
  const answers = (actor: Actor) => outcomes[actor].length > 0 || networkDown.has(actor);
  /** The call deciding the actor's outcome: held until the path answers it. */
  async function decide(actor: Actor, answer: () => Response | Promise<Response>): Promise<Response> {
    if (networkDown.has(actor)) throw new TypeError('Failed to fetch');
    const held = gate;
    waiting[actor] += 1;
    await held;
    waiting[actor] -= 1;
    const outcome = outcomes[actor].shift()!;
    if (outcome.type === 'unanswered') return new Promise<Response>(() => {});
    if (outcome.type.startsWith('xstate.error.')) {
      const status = failures.shift();
      expect(status, `the path fails the ${actor} call`).toBe(outcome.error!.status);
      if (status === 0) {
        // The network stays down for the client's own retries of this call (the HTTP client repeats a GET).
        networkDown.add(actor);
        throw new TypeError('Failed to fetch');
      }
      return problem(status!, outcome.error!.fields);
    }
    if (actor === 'eligibility') state.eligible = (outcome.output as { eligible: boolean }).eligible;
    return answer();
  }

  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const route = `${req.method} ${url.pathname}`;
    const body = req.method === 'GET' ? '' : await req.clone().text();
    // A load the path answers: its other calls say what the path's outcome loads.
    const nextLoad = outcomes.load[0] as Outcome | undefined;
    if (nextLoad?.type === 'xstate.done.actor.loadListing') {
      const loaded = nextLoad.output as LoadedListing;
      expect(loaded.flow, 'the fake serves a multi-unit property').toBe('multi-unit');
      expect(loaded.firstUnit, 'the fake serves a unit that is not the first').toBe(false);
      visibility.excluded = [...loaded.excluded];
      state.completed = [...loaded.completed];
      state.onboardingStatus = loaded.onboardingFinished ? 'finished' : 'in_progress';
    }
    if (route === `GET /api/app/properties/${PROPERTY}`) return answers('load') ? decide('load', () => json(property)) : json(property);
    if (route === `GET /api/app/property-unit/${UNIT}`) return json(state.unit);
    if (route === `GET /api/app/property-unit/${UNIT}/listing-progress`) return json(progressView());
    if (route === 'GET /api/app/user/info') return json(fakeUser(state.onboardingStatus));
    if (route === 'GET /api/app/properties-configuration') return json(propertiesConfiguration('en-US'));
    if (route === 'GET /api/app/listing-eligibility') {
      const answer = () => json({ eligible: state.eligible, reasons: [] });
      return answers('eligibility') ? decide('eligibility', answer) : answer();
    }
    if (route === `PATCH /api/app/property-unit/${UNIT}`) {
      const save = () => {
        state.unit = { ...state.unit, ...(JSON.parse(body) as object), updatedAt: touch() };
        return json(state.unit);
      };
      return answers('save') ? decide('save', save) : save();
    }
    if (route === `PUT /api/app/property-unit/${UNIT}/listing-progress`) {
      state.completed = (JSON.parse(body) as { completedSteps: string[] }).completedSteps;
      return json(progressView());
    }
    if (route === `PATCH /api/app/property-unit/${UNIT}/publish`) {
      const publish = () => {
        state.unit = { ...state.unit, state: 'PUBLISHED', publishedAt: NOW, updatedAt: touch() };
        return json({ unit: state.unit, userInfo: fakeUser(state.onboardingStatus) });
      };
      return answers('publish') ? decide('publish', publish) : publish();
    }
    if (route === 'POST /api/app/client-events') return new Response(null, { status: 204 });
    return problem(404, {});
  });

  const server: HeldServer & { state: typeof state; waiting: (actor: Actor) => boolean; networkBack: () => void } = {
    state,
    waiting: (actor) => waiting[actor] > 0,
    /** The host tries again: the network is back. */
    networkBack: () => networkDown.clear(),
    failNextWrite(status) {
      failures.push(status);
    },
    holdWrites() {
      const release = open;
      return () => {
        release();
        newGate();
      };
    },
  };
  return server;
}

// The machine's fixture refuses a save with the field key errors.field.required, which has no
// translation (the app has errors.field.invalid): the step shows the key as it is. Only that one
// missing message is let through; any other still fails the test.
const UNTRANSLATED_FIXTURE_KEY = 'errors.field.required';
const onIntlError = (e: Error) => {
  if (e.message.includes(`Missing message: "${UNTRANSLATED_FIXTURE_KEY}"`)) return;
  throw e;
};

let page: { server: ReturnType<typeof fakeListingServer>; router: ReturnType<typeof createMemoryRouter> };

async function mount(path: MachinePath) {
  const server = fakeListingServer(path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/listing/*', element: <ListingPage /> },
      { path: '/', element: <p>homepage</p> },
    ],
    { initialEntries: [`/listing/multi-unit/${PROPERTY}/${UNIT}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={onIntlError}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  page = { server, router };
  // The load has reached the server, where it waits for the path's answer.
  await vi.waitFor(() => expect(server.waiting('load')).toBe(true), { interval: 5 });
  return server;
}

const enabledButton = (name: string) => {
  const b = button(name) as HTMLButtonElement | null;
  return b && !b.disabled ? b : null;
};
/** The step on screen, by the id of its heading. */
const stepOnScreen = () => document.querySelector('[id^="listing-step-"]')?.id.replace('listing-step-', '') ?? null;
const nav = () => screen.queryByRole('navigation', { name: en['listing.progress.label'] });
const stepLink = (stepId: string) =>
  nav() && within(nav()!).queryAllByRole('link').find((a) => a.textContent!.replace(/[✓•]/g, '').replace(en['listing.progress.completed'], '').trim() === en[`listing.step.${stepId}`]);

/** Makes the guests step's form report the change: an invalid count (0) or another valid one. */
async function changeGuests(ui: Ui, valid: boolean) {
  const saved = page.server.state.unit.guests;
  return typeInto(ui, screen.queryByLabelText(new RegExp(en['listing.guests.label'])), valid ? (saved === 3 ? '5' : '3') : '0');
}

/** Makes the beds step's form report the change: a room with one bed, its count then 0 when it should be invalid. */
async function changeBeds(ui: Ui, valid: boolean) {
  const add = button(en['listing.unitSteps.rooms.add']);
  if (!add) return false;
  // A bed left at 0 by an earlier change is corrected first, so a valid change is valid.
  if (valid) for (const count of document.querySelectorAll<HTMLInputElement>('.unit-bed input[type="number"]')) if (count.value !== '1') await typeInto(ui, count, '1');
  await ui.user.click(add);
  const rooms = document.querySelectorAll<HTMLElement>('.unit-room');
  const last = rooms[rooms.length - 1]!;
  await click(ui, within(last).queryByRole('button', { name: /^Add a bed to room/ }));
  if (!valid) {
    const counts = last.querySelectorAll<HTMLInputElement>('.unit-bed input[type="number"]');
    await typeInto(ui, counts[counts.length - 1]!, '0');
  }
  return true;
}

const drivers: Drivers<ListingWizardEvent> = {
  'listing.retry': (_e, ui) => {
    page.server.networkBack();
    return click(ui, enabledButton(en['listing.action.retry']));
  },
  // The host changes a field; the form reports dirty and valid itself. The publish step has no form.
  'form.change': async (e, ui) => {
    const step = stepOnScreen();
    if (step === 'guests-and-rooms-info') return changeGuests(ui, e.valid);
    if (step === 'guests-and-rooms-beds') return changeBeds(ui, e.valid);
    return false;
  },
  // The values are the form's own (the path's travel only to the actor).
  'step.save': (_e, ui) => click(ui, enabledButton(en['listing.action.saveAndContinue'])),
  'step.next': (_e, ui) => click(ui, enabledButton(en['listing.action.continue'])),
  'step.back': (_e, ui) => click(ui, enabledButton(en['listing.action.back'])),
  'step.goTo': (e, ui) => click(ui, stepLink(e.stepId) ?? null),
  'listing.publish': (_e, ui) => click(ui, enabledButton(en['listing.action.publish'])),
};

const busy = () => screen.queryAllByRole('status').some((s) => s.textContent === en['listing.busy']);
const loadingSpinner = () => screen.queryAllByRole('status').some((s) => s.textContent === en['listing.loading']);
const title = (text: string) => expect(screen.getByRole('heading', { name: text })).toBeTruthy();

/** The step the machine is on: its heading, its address, the step links it may open, and the error of the last save or publish. */
function stepShows(s: Snapshot) {
  const step = selectCurrentStep(s)!;
  expect(stepOnScreen()).toBe(step.id);
  expect(document.getElementById(`listing-step-${step.id}`)!.textContent).toBe(en[`listing.step.${step.id}`]);
  expect(page.router.state.location.pathname).toBe(stepPath(s.context.flow!, PROPERTY, UNIT, step.route));
  const links = selectStepLinks(s);
  expect(within(nav()!).getAllByRole('link').length).toBe(links.filter((l) => l.enabled).length);
  for (const l of links) expect(!!stepLink(l.step.id), `link to ${l.step.id}`).toBe(l.enabled);
  const error = s.context.errorCode && en[`listing.error.${s.context.errorCode}`];
  if (error) expect(screen.getByText(error)).toBeTruthy();
  else for (const code of ['saveFailed', 'publishFailed']) expect(screen.queryByText(en[`listing.error.${code}`])).toBeNull();
}

/** The action bar: Publish on the last step, else Save and continue or Continue as the machine offers them, and Back. */
function actionsShow(s: Snapshot) {
  expect((button(en['listing.action.back']) as HTMLButtonElement).disabled).toBe(!s.can({ type: 'step.back' }));
  if (s.context.stepId === 'publish') {
    expect((button(en['listing.action.publish']) as HTMLButtonElement).disabled).toBe(!s.can({ type: 'listing.publish' }));
    return;
  }
  const next = selectContinueEvent(s);
  expect(button(en['listing.action.continue']) !== null).toBe(next === 'step.next');
  if (next !== 'step.next') expect((button(en['listing.action.saveAndContinue']) as HTMLButtonElement).disabled).toBe(next === null);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  // The spinner shows while the unit loads, its call waiting at the server.
  loading: () => {
    expect(loadingSpinner()).toBe(true);
    expect(stepOnScreen()).toBeNull();
    expect(page.server.waiting('load')).toBe(true);
  },
  loadFailed: (s) => {
    expect(stepOnScreen()).toBeNull();
    if (s.context.errorCode === 'notFound') {
      title(en['page.unitNotFound.title']);
      expect(button(en['listing.action.retry'])).toBeNull();
    } else {
      title(en['listing.loadFailed.title']);
      expect(enabledButton(en['listing.action.retry'])).not.toBeNull();
    }
  },
  // The spinner keeps showing while the eligibility check waits at the server.
  checkingEligibility: () => {
    expect(loadingSpinner()).toBe(true);
    expect(stepOnScreen()).toBeNull();
    expect(page.server.waiting('eligibility')).toBe(true);
  },
  notEligible: () => {
    title(en['listing.notEligible.title']);
    expect(page.router.state.location.pathname).toBe(NOT_ELIGIBLE_PATH);
  },
  editing: (s) => {
    stepShows(s);
    actionsShow(s);
    expect(busy()).toBe(false);
  },
  saving: (s) => {
    stepShows(s);
    expect(busy()).toBe(true);
    const save = button(en['listing.action.saveAndContinue']) as HTMLButtonElement;
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(save.disabled).toBe(true);
    expect(page.server.waiting('save')).toBe(true);
  },
  publishing: (s) => {
    stepShows(s);
    expect(busy()).toBe(true);
    const publish = button(en['listing.action.publish']) as HTMLButtonElement;
    expect(publish.getAttribute('aria-busy')).toBe('true');
    expect(publish.disabled).toBe(true);
    expect(page.server.waiting('publish')).toBe(true);
  },
  completed: () => {
    title(en['listing.entry.completed.live.title']);
    expect(page.router.state.location.pathname).toBe(completedPath(PROPERTY, UNIT));
  },
};

it('every path of the machine plays on the real wizard, which shows each state', async () => {
  await replayPaths({
    name: 'listing-wizard',
    entry: machines['listing-wizard'],
    mount,
    drivers,
    viewChecks,
    notDrivable: {
      'form.change': 'the publish step has no form: nothing on it reports a change, which the machine takes on every step',
    },
  });
}, scaledMs(300_000));
