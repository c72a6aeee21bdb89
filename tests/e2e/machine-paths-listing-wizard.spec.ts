import { expect, test, type Page } from '@playwright/test';
import { hostApi } from './support/api';
import { textFile } from './support/texts';
import { armFault, clearFaults, holdNext, letGo, playCoverPaths, type Held } from './support/machine-paths';
import { registerHost } from './support/sign-in';

// The listing-wizard machine's cover paths (HC §2 to HC §4) in the real browser. Like the
// machine's fixtures, every path walks a further unit of a multi-unit property (the property steps
// belong to its first unit), of one of two new subscription hosts (the journeys share one
// database; the demo hosts are left alone):
// - a host still onboarding (the eligibility check runs after the load), whose one unit is only
//   ever opened: the paths of that host write nothing;
// - a host whose onboarding is finished (its first unit published through the API). Each path gets
//   a new unit: a bare one for the step opened ahead of progress, else a nearly listed one whose
//   every step is completed but the last two before Publish (Booking preference, Regional
//   requirements, Italy), so two saves lead to Publish as in the machine's walk.
// A failure is the fault switch answering before any route runs: 503 to the eligibility check (and
// the client's two retries of the GET, src/client/api/http.ts), 404 to the load, 400 to the save's
// PUT listing-progress (the call every step's save ends with) and to the publish.
// One answer is the browser's own: no account a journey can reach is ineligible (the server's one
// reason is an expired account, which nothing but the database makes), so in the path where the
// server finds the host may not list yet, the eligibility calls are answered in the browser with
// the server's ineligible answer; the rest of that path is the real server's.
// Texts: the en-US ones of the listing scope, and the app's (the not-found page of a missing unit).

const en = Object.assign({}, ...['app', 'listing', 'listing/entry', 'listing/unit-steps', 'configuration'].map((part) => textFile(part, 'en-US'))) as Record<string, string>;
const t = (key: string) => {
  const message = en[key];
  expect(message, key).toBeDefined();
  return message!;
};

const LOAD_URL = '**/api/app/properties/*';
const ELIGIBILITY_URL = '**/api/app/listing-eligibility';
const PROGRESS_URL = '**/api/app/property-unit/*/listing-progress';
const PUBLISH_URL = '**/api/app/property-unit/*/publish';
const INELIGIBLE = { eligible: false, reasons: ['accountExpired'] };

/** The steps these paths walk, in the order the wizard shows them (a further unit, onboarding finished). */
const ROUTES: Record<string, string> = {
  'unit-type': 'unit-type',
  'guests-and-rooms-beds': 'guests-and-rooms/beds',
  'booking-preference': 'booking-preference',
  'regional-requirements': 'regional-requirements',
  publish: 'publish',
};
const NEXT: Record<string, string> = { 'booking-preference': 'regional-requirements', 'regional-requirements': 'publish' };
const BEFORE: Record<string, string> = { 'regional-requirements': 'booking-preference', publish: 'regional-requirements' };
/** Every step of a further unit before Booking preference: recorded as done for a nearly listed unit. */
const DONE_BEFORE_BOOKING = [
  'unit-type', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title',
  'price-and-availability', 'price-and-availability-promotions', 'price-and-availability-seasons', 'calendar-availability',
];
const REGIONAL = { registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: 'RSSMRA85T10A562S' };

interface Host {
  /** The host's token as the app keeps it (sessionStorage), to switch hosts between paths. */
  session: [string, string];
  propertyId: string;
}

interface PathContext {
  held: Held | null;
  host: Host;
  unitId: string;
  /** The step on screen, the steps completed, and whether its form was changed since it opened. */
  step: string;
  completed: Set<string>;
  changed: boolean;
  /** The error the wizard shows after a failed save or publish. */
  error: 'saveFailed' | 'publishFailed' | null;
  /** The load failed with 404: the not-found page, without Try again. */
  notFound: boolean;
  /** The path where the eligibility calls are answered in the browser. */
  ineligible: boolean;
}

let onboarding: Host;
let listed: Host;

async function sessionOf(page: Page): Promise<[string, string]> {
  const entry = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? ([key, sessionStorage.getItem(key)!] as [string, string]) : null;
  });
  expect(entry, 'signed in').toBeTruthy();
  return entry!;
}

async function signInAs(page: Page, host: Host) {
  await page.evaluate(([key, value]) => {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith('oidc.user:')) sessionStorage.removeItem(k);
    sessionStorage.setItem(key, value);
  }, host.session);
}

const newUnit = async (page: Page, propertyId: string) => ((await hostApi(page, 'POST', `/api/app/properties/${propertyId}/units`, {})) as { publicId: string }).publicId;

/** Everything a unit of the Italian guesthouse needs but its booking preference and regional requirements. */
async function nearlyListed(page: Page, unitId: string) {
  await hostApi(page, 'PATCH', `/api/app/property-unit/${unitId}`, {
    unitType: 'double_room',
    title: 'Camera sul lago',
    guests: 2,
    rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }],
  });
  await hostApi(page, 'PATCH', `/api/app/property-unit/${unitId}/price-configuration`, { nightlyPrice: 90 });
  await hostApi(page, 'PUT', `/api/app/property-unit/${unitId}/listing-progress`, { completedSteps: DONE_BEFORE_BOOKING });
}

/** A multi-unit guesthouse by Lake Como; answers its id. */
async function guesthouse(page: Page) {
  const property = (await hostApi(page, 'POST', '/api/app/properties', { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Pensione dei Percorsi' })) as { id: string; unitIds: string[] };
  await hostApi(page, 'PUT', `/api/app/properties/${property.id}/location/address`, {
    countryCode: 'IT', city: 'Como', street: 'Via Borgo Vico', houseNumberOrName: '8', postalCode: '22100', stateOrProvince: 'CO',
  });
  await hostApi(page, 'PUT', `/api/app/properties/${property.id}/location/map`, { latitude: 45.8172, longitude: 9.0763 });
  return property;
}

/**
 * Holds the eligibility check in the browser until the path answers it; in the ineligible path
 * every eligibility call (the not-eligible page asks again) is answered with INELIGIBLE.
 */
async function holdEligibility(page: Page, ineligible: boolean): Promise<Held> {
  if (ineligible) await page.route(ELIGIBILITY_URL, (route) => route.fulfill({ json: INELIGIBLE }));
  return holdNext(page, ELIGIBILITY_URL, ineligible ? (route) => route.fulfill({ json: INELIGIBLE }) : undefined);
}

const heading = (page: Page, step: string) => page.getByRole('heading', { level: 2, name: t(`listing.step.${step}`), exact: true });
const button = (page: Page, key: string) => page.getByRole('button', { name: t(key), exact: true });
const busy = (page: Page) => page.getByRole('status').filter({ hasText: t('listing.busy') });
const loadingSpinner = (page: Page) => page.getByRole('status').filter({ hasText: t('listing.loading') });
const stepUrl = (c: PathContext, step: string) => `/listing/multi-unit/${c.host.propertyId}/${c.unitId}/${ROUTES[step]}`;

test('every cover path of listing-wizard plays in the browser, or is named with its reason', async ({ page }) => {
  test.setTimeout(150_000);
  // The host still onboarding, and its unit.
  await registerHost(page, { firstName: 'Olga', lastName: 'Onboarding', accountType: 'A private person', model: 'subscription' });
  const first = await guesthouse(page);
  onboarding = { session: await sessionOf(page), propertyId: first.id };
  const onboardingUnit = await newUnit(page, first.id);

  // The host whose onboarding is finished: its first unit published (a subscription host with no
  // feature flag has no onboarding section to complete: services/onboarding-state.ts).
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
  await registerHost(page, { firstName: 'Lia', lastName: 'Listed', accountType: 'A private person', model: 'subscription' });
  const second = await guesthouse(page);
  listed = { session: await sessionOf(page), propertyId: second.id };
  const published = second.unitIds[0]!;
  await nearlyListed(page, published);
  await hostApi(page, 'PATCH', `/api/app/property-unit/${published}`, { cancellationPolicy: { type: 'moderate' } });
  await hostApi(page, 'PATCH', `/api/app/property-unit/${published}/regional-requirements`, REGIONAL);
  const answer = (await hostApi(page, 'PATCH', `/api/app/property-unit/${published}/publish`)) as { userInfo: { onboardingStatus: string } };
  expect(answer.userInfo.onboardingStatus, 'publishing the first unit finished onboarding').toBe('finished');

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'listing-wizard',
    start: async (p, path) => {
      const loaded = path.steps[0]!.event as unknown as { output?: { onboardingFinished: boolean } };
      const host = loaded.output?.onboardingFinished === false ? onboarding : listed;
      await signInAs(p, host);
      const goesAhead = path.steps.some((s) => s.event.type === 'step.goTo');
      let unitId = onboardingUnit;
      if (host === listed) {
        unitId = await newUnit(p, host.propertyId);
        if (!goesAhead) await nearlyListed(p, unitId);
      }
      const ready = host === listed && !goesAhead;
      const c: PathContext = {
        held: null,
        host,
        unitId,
        step: ready ? 'booking-preference' : 'unit-type',
        completed: new Set(ready ? DONE_BEFORE_BOOKING : []),
        changed: false,
        error: null,
        notFound: false,
        ineligible: path.steps.some((s) => s.event.type === 'xstate.done.actor.checkEligibility' && !(s.event as unknown as { output: { eligible: boolean } }).output.eligible),
      };
      // The load is held from the first address on: the wizard starts loading.
      c.held = await holdNext(p, LOAD_URL);
      await p.goto(`/listing/multi-unit/${host.propertyId}/${unitId}`);
      return c;
    },
    finish: async (p, c) => {
      // A call still held when a path ends goes on now, to a failure: nothing the path did not
      // mean is written, and no held route waits for the next path.
      if (c.held) {
        await armFault(p, { method: 'GET', path: '/api/app/properties/*', status: 404 });
        await armFault(p, { method: 'GET', path: '/api/app/listing-eligibility', status: 503, times: 3 });
        await armFault(p, { method: 'PUT', path: '/api/app/property-unit/*/listing-progress', status: 400 });
        await armFault(p, { method: 'PATCH', path: '/api/app/property-unit/*/publish', status: 400 });
        await letGo(c);
        await clearFaults(p);
      }
      if (c.ineligible) await p.unroute(ELIGIBILITY_URL);
    },
    held: { loading: LOAD_URL, saving: PROGRESS_URL, publishing: PUBLISH_URL },
    steps: {
      'xstate.done.actor.loadListing': async (p, e, c) => {
        // The eligibility check follows the load at once: held before the load goes on.
        const whileOnboarding = !(e as unknown as { output: { onboardingFinished: boolean } }).output.onboardingFinished;
        const eligibility = whileOnboarding ? await holdEligibility(p, c.ineligible) : null;
        await letGo(c);
        c.held = eligibility;
      },
      'xstate.error.actor.loadListing': async (p, e, c) => {
        const status = (e as unknown as { error: { status: number } }).error.status;
        expect(status, 'the fixtures fail the load with 404').toBe(404);
        c.notFound = true;
        await armFault(p, { method: 'GET', path: '/api/app/properties/*', status: 404 });
        await letGo(c);
      },
      'xstate.done.actor.checkEligibility': (_p, _e, c) => letGo(c),
      'xstate.error.actor.checkEligibility': async (p, _e, c) => {
        await armFault(p, { method: 'GET', path: '/api/app/listing-eligibility', status: 503, times: 3 });
        await letGo(c);
      },
      'listing.retry': (p) => button(p, 'listing.action.retry').click(),
      'form.change': async (p, e, c) => {
        expect((e as unknown as { valid: boolean }).valid, 'the cover paths change a step validly').toBe(true);
        if (c.step === 'booking-preference') {
          // Another cancellation policy than the one preselected (Moderate, the default).
          await p.getByRole('group', { name: t('listing.unitSteps.policy.legend') }).getByRole('radio', { name: new RegExp(`^${t('cancellationPolicy.flexible.label')}`) }).check();
        } else if (c.step === 'regional-requirements') {
          await p.getByRole('textbox', { name: t('listing.unitSteps.regional.registrationNumber') }).fill(REGIONAL.registrationNumber.toLowerCase());
          await p.getByRole('textbox', { name: t('listing.unitSteps.regional.nationalIdentificationCode') }).fill(REGIONAL.nationalIdentificationCode);
        } else throw new Error(`no change driven on the step ${c.step}`);
        c.changed = true;
      },
      'step.save': (p) => button(p, 'listing.action.saveAndContinue').click(),
      'xstate.done.actor.saveStep': async (_p, _e, c) => {
        await letGo(c);
        c.completed.add(c.step);
        c.step = NEXT[c.step]!;
        c.changed = false;
        c.error = null;
      },
      'xstate.error.actor.saveStep': async (p, _e, c) => {
        await armFault(p, { method: 'PUT', path: '/api/app/property-unit/*/listing-progress', status: 400 });
        await letGo(c);
        c.error = 'saveFailed';
      },
      'step.next': async (p, _e, c) => {
        await button(p, 'listing.action.continue').click();
        c.step = NEXT[c.step]!;
        c.changed = false;
      },
      'step.back': async (p, _e, c) => {
        await button(p, 'listing.action.back').click();
        c.step = BEFORE[c.step]!;
        c.changed = false;
      },
      'step.goTo': async (p, e, c) => {
        const target = (e as unknown as { stepId: string }).stepId;
        await p.getByRole('navigation', { name: t('listing.progress.label') }).getByRole('link', { name: new RegExp(`^${t(`listing.step.${target}`)}`) }).click();
        c.step = target;
        c.changed = false;
      },
      'listing.publish': (p) => button(p, 'listing.action.publish').click(),
      'xstate.done.actor.publishUnit': (_p, _e, c) => letGo(c),
      'xstate.error.actor.publishUnit': async (p, _e, c) => {
        await armFault(p, { method: 'PATCH', path: '/api/app/property-unit/*/publish', status: 400 });
        await letGo(c);
        c.error = 'publishFailed';
      },
    },
    states: {
      // The spinner while the unit loads (or is checked), no step yet.
      loading: async (p) => {
        await expect(loadingSpinner(p)).toBeVisible();
        await expect(p.locator('[id^="listing-step-"]')).toHaveCount(0);
      },
      checkingEligibility: async (p) => {
        await expect(loadingSpinner(p)).toBeVisible();
        await expect(p.locator('[id^="listing-step-"]')).toHaveCount(0);
      },
      loadFailed: async (p, c) => {
        await expect(p.locator('[id^="listing-step-"]')).toHaveCount(0);
        if (c.notFound) {
          await expect(p.getByRole('heading', { name: t('page.unitNotFound.title') })).toBeVisible();
          await expect(button(p, 'listing.action.retry')).toHaveCount(0);
        } else {
          await expect(p.getByRole('heading', { name: t('listing.loadFailed.title') })).toBeVisible();
          await expect(button(p, 'listing.action.retry')).toBeEnabled();
        }
      },
      notEligible: async (p) => {
        await expect(p).toHaveURL(/\/listing\/onboarding-not-eligible$/);
        await expect(p.getByRole('heading', { name: t('listing.notEligible.title') })).toBeVisible();
        await expect(p.getByRole('list', { name: t('listing.entry.notEligible.reasons') })).toHaveText(t('listing.entry.reason.accountExpired'));
      },
      editing: async (p, c) => {
        await stepShows(p, c);
        await expect(busy(p)).toHaveCount(0);
        if (c.step === 'publish') {
          await expect(button(p, 'listing.action.publish')).toBeEnabled();
          return;
        }
        // The one primary action: Continue on an unchanged completed step, else Save and continue
        // (enabled once changed validly, or on a step not yet completed whose defaults are an answer).
        if (c.completed.has(c.step) && !c.changed) {
          await expect(button(p, 'listing.action.continue')).toBeEnabled();
          await expect(button(p, 'listing.action.saveAndContinue')).toHaveCount(0);
        } else {
          await expect(button(p, 'listing.action.continue')).toHaveCount(0);
          if (c.changed || c.step === 'booking-preference') await expect(button(p, 'listing.action.saveAndContinue')).toBeEnabled();
          else await expect(button(p, 'listing.action.saveAndContinue')).toBeVisible();
        }
      },
      saving: async (p, c) => {
        await stepShows(p, c);
        await expect(busy(p)).toBeVisible();
        await expect(button(p, 'listing.action.saveAndContinue')).toHaveAttribute('aria-busy', 'true');
        await expect(button(p, 'listing.action.saveAndContinue')).toBeDisabled();
      },
      publishing: async (p, c) => {
        await stepShows(p, c);
        await expect(busy(p)).toBeVisible();
        await expect(button(p, 'listing.action.publish')).toHaveAttribute('aria-busy', 'true');
        await expect(button(p, 'listing.action.publish')).toBeDisabled();
      },
      completed: async (p, c) => {
        await expect(p).toHaveURL(new RegExp(`/listing/${c.host.propertyId}/${c.unitId}/completed$`));
        await expect(p.getByRole('heading', { name: t('listing.entry.completed.live.title') })).toBeVisible();
      },
    },
    notDrivable: {},
  });
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
  console.log(`listing-wizard: ${result.played} cover paths played, ${result.named} named not drivable, ${result.moves} moves walked`);
});

/** The step on screen: its heading and address, and the error of the last save or publish (or none). */
async function stepShows(p: Page, c: PathContext) {
  await expect(heading(p, c.step)).toBeVisible();
  await expect(p).toHaveURL(new RegExp(`${stepUrl(c, c.step).replace(/[.]/g, '\\.')}$`));
  for (const code of ['saveFailed', 'publishFailed'] as const) {
    const message = p.getByText(t(`listing.error.${code}`));
    if (code === c.error) await expect(message).toBeVisible();
    else await expect(message).toHaveCount(0);
  }
}

