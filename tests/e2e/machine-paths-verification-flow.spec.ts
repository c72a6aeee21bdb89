import { expect, test, type Browser, type Page } from '@playwright/test';
import type { LoadedFlow } from '../../machines/verification-flow/verification-flow.machine';
import { followingVerificationStep, previousVerificationStep } from '../../src/shared/domain/verification-steps';
import { hostApi } from './support/api';
import { fillItalianPersonDetails } from './support/listing-wizard';
import { armFault, clearFaults, letGo, playCoverPaths, type Held, holdNext } from './support/machine-paths';
import { registerHost, signIn as signInDemo } from './support/sign-in';

// The verification-flow machine's cover paths (AS §2.1, AS §2.2, AS §6) in the real browser, on
// /verification of newly registered subscription hosts (the demo hosts stay as seeded). A new
// subscription host sees the machine's own two steps, "Your personal details" (identity) and
// "Your ID document" (upload-id), once entering the flow has started verification (kyc/set-start-at
// marks it initiated); a commission host would see the two payout steps as well, which the
// fixtures' flow does not have. Nothing on the server can be taken back (details and documents
// stay), so a path whose flow loads with nothing complete gets a host of its own; the host with
// only its details on file is shared by the two paths that load it that way.
//
// Each path opens /verification with kyc/set-start-at held in the browser (the flow starts in
// `starting`); the server's answers are the held calls let go, after arming the fault switch for a
// failure. "The server fails" with a network error is a 503 here (the fault switch answers before
// the route runs); its refusal of a save (400) names no field, so the screen shows the step's
// refusal, not the birth date marked (the browser checks the adult rule before sending). A save that completes more than its step ("complete now: both") has the ID
// document handed in (by the API, as from another tab) while the save is held. "Nothing to verify"
// is a subscription host (subscription not enabled) who handed in an ID document before ever
// entering the flow: the upload starts the check but does not mark verification initiated, so no
// step is shown to it (the settings switch verification and payout on for every host).

const PASSWORD = 'a-long-enough-secret';
const TITLES: Record<string, string> = { identity: 'Your personal details', 'upload-id': 'Your ID document' };
const O = '/api/app/user/onboarding';
const START_URL = '**/api/app/user/kyc/set-start-at';
const LOAD_URL = `**${O}/getConfiguration`;
// The identity step's save is its POST; the documents step's save is only the progress read.
const SAVE_URL = `**${O}/{saveIndividualDetails,getConfiguration}`;

// A 1×1 PNG: the server sniffs the bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DETAILS = {
  firstName: 'Vera',
  lastName: 'Fluss',
  birthDate: '1980-01-01',
  nationality: 'IT',
  address: { country: 'IT', city: 'Firenze', street: 'Via dei Servi', houseNumberOrName: '12', postalCode: '50122', stateOrProvince: 'FI' },
  countryIssueTaxId: 'IT',
  taxIdentifications: [{ id: 'RSSNNA80A41D612X', countryIsoCode: 'IT' }],
  userHasVatId: false,
};

interface PathContext {
  held: Held | null;
  /** What the flow holds, as the path's events say: the steps, those complete, the step on screen. */
  steps: string[];
  completed: string[];
  step: string | null;
  /** The step's form was changed (and the change not saved). */
  dirty: boolean;
  /** The last save was refused. */
  refused: boolean;
}

/** The host signed in, and the one whose details alone are on file (shared by two paths). */
let signedIn: string | null = null;
let detailsOnly: string | null = null;

async function token(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return (JSON.parse(sessionStorage.getItem(key!)!) as { access_token: string }).access_token;
  });
}

/** The host hands in a passport, as the documents form does (POST documentUpload). */
async function uploadPassport(page: Page) {
  const answer = await page.request.post(`${O}/documentUpload`, {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: { 'documents[0][file]': { name: 'passport.png', mimeType: 'image/png', buffer: PNG }, 'documents[0][kind]': 'passport' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

async function signOut(page: Page) {
  if (!signedIn) return;
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  signedIn = null;
}

/** The hosts this spec registered: their verifications leave the staff's queue at the end. */
const registered: string[] = [];

async function newHost(page: Page) {
  await signOut(page);
  signedIn = await registerHost(page, { firstName: 'Vera', lastName: 'Fluss', accountType: 'A private person', model: 'subscription' });
  registered.push(signedIn);
  return signedIn;
}

/**
 * The journeys share one database, and the staff journey expects only the seeded verification to
 * wait for review: staff decide (approve) those of the hosts registered here, as the desk would.
 */
async function clearStaffQueue(browser: Browser) {
  const own = await browser.newContext();
  const page = await own.newPage();
  await signInDemo(page, 'staff@demo.host-portal.test', '/staff');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const queue = (await hostApi(page, 'GET', '/api/app/staff/verifications')) as { items: { hostId: string; email: string }[] };
  for (const item of queue.items.filter((i) => registered.includes(i.email))) await hostApi(page, 'POST', `/api/app/staff/verifications/${item.hostId}/approve`);
  const after = (await hostApi(page, 'GET', '/api/app/staff/verifications')) as { items: { email: string }[] };
  expect(after.items.filter((i) => registered.includes(i.email)), 'no verification of this spec waits for review').toEqual([]);
  await own.close();
}

async function signInAs(page: Page, email: string) {
  if (signedIn === email) return;
  await signOut(page);
  await page.goto('/properties');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/properties');
  signedIn = email;
}

const stepForm = (page: Page) => page.getByRole('form');
const button = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('button', { name, exact: true });
const isComplete = (c: PathContext) => !!c.step && c.completed.includes(c.step);

async function loadingShown(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Loading your verification…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(stepForm(page)).toHaveCount(0);
  await expect(button(page, 'Try again')).toHaveCount(0);
}

/** The step the flow is on: its title, place and address, the refusal, Back and the button that goes on. */
async function stepShown(page: Page, c: PathContext, saving: boolean) {
  const step = c.step!;
  const form = stepForm(page);
  await expect(page).toHaveURL(new RegExp(`/verification/${step}$`));
  await expect(form).toHaveAttribute('aria-labelledby', `verification-step-${step}`);
  await expect(form.getByRole('heading', { level: 2 })).toHaveText(TITLES[step]!);
  const nav = page.getByRole('navigation', { name: 'Verification steps' });
  await expect(nav.getByTestId('verification-position')).toHaveText(`Step ${c.steps.indexOf(step) + 1} of ${c.steps.length}`);
  await expect(nav.locator('[aria-current="step"]')).toHaveText(TITLES[step]!);
  await expect(form.getByText('This step could not be saved. Please check the fields marked below and try again.')).toHaveCount(c.refused ? 1 : 0);
  await expect(button(form, 'Back')).toBeEnabled({ enabled: !saving && previousVerificationStep(c.steps, step) !== null });
  // Continue passes a complete step unchanged; Save and continue needs a change (every step here starts empty).
  const passes = isComplete(c) && !c.dirty;
  const primary = button(form, passes ? 'Continue' : 'Save and continue');
  await expect(primary).toBeEnabled({ enabled: !saving && (passes || c.dirty) });
  if (saving) {
    await expect(primary).toHaveAttribute('aria-busy', 'true');
    await expect(form).toHaveAttribute('aria-busy', 'true');
  } else await expect(form).not.toHaveAttribute('aria-busy', 'true');
}

/** The flow moves to another step: the form there starts unchanged. */
function moveTo(c: PathContext, step: string | null) {
  c.step = step;
  c.dirty = false;
  c.refused = false;
}

test('every cover path of verification-flow plays in the browser, or is named with its reason', async ({ page, browser }) => {
  test.setTimeout(150_000);

  const result = await playCoverPaths<PathContext>(page, {
    machine: 'verification-flow',
    start: async (p, path) => {
      const load = path.steps.find((s) => s.event.type === 'xstate.done.actor.loadFlow')?.event as unknown as { output: LoadedFlow } | undefined;
      const completed = load?.output.completed ?? [];
      if (load && load.output.steps.length === 0) {
        await newHost(p);
        await uploadPassport(p);
      } else if (load && completed.length === 0) await newHost(p);
      else if (load) {
        expect(completed, 'a flow loaded with the personal details complete').toEqual(['identity']);
        if (detailsOnly) await signInAs(p, detailsOnly);
        else {
          detailsOnly = await newHost(p);
          await hostApi(p, 'POST', `${O}/saveIndividualDetails`, DETAILS);
        }
      } else if (!signedIn) await newHost(p); // a path that fails before loading: any host
      const held = await holdNext(p, START_URL);
      await p.goto('/verification');
      return { held, steps: [], completed: [], step: null, dirty: false, refused: false };
    },
    finish: async (_p, c) => {
      // A path that ends loading holds the read of the flow: it goes on (a read changes nothing).
      if (c.held) await letGo(c);
    },
    held: { loading: LOAD_URL, saving: SAVE_URL },
    steps: {
      'xstate.done.actor.startKyc': (_p, _e, c) => letGo(c),
      'xstate.error.actor.startKyc': async (p, _e, c) => {
        await armFault(p, { method: 'POST', path: '/api/app/user/kyc/set-start-at', status: 503 });
        await letGo(c);
      },
      'xstate.done.actor.loadFlow': async (_p, e, c) => {
        const { steps, completed } = (e as unknown as { output: LoadedFlow }).output;
        await letGo(c);
        Object.assign(c, { steps, completed });
        moveTo(c, steps[0] ?? null);
      },
      // A GET answered 5xx is sent three times by the client (src/client/api/http.ts): each fails.
      'xstate.error.actor.loadFlow': async (p, _e, c) => {
        await armFault(p, { method: 'GET', path: `${O}/getConfiguration`, status: 503, times: 3 });
        await letGo(c);
      },
      'flow.retry': async (p) => {
        await clearFaults(p);
        await button(p, 'Try again').click();
      },
      'form.change': async (p, e, c) => {
        const change = e as unknown as { dirty: boolean; valid: boolean };
        expect(change, 'a valid change (the only one of the cover paths)').toEqual({ type: 'form.change', dirty: true, valid: true });
        if (c.step === 'identity') await fillItalianPersonDetails(p, { firstName: 'Vera', lastName: 'Fluss', birthDate: '1980-01-01' });
        else {
          await p.getByLabel('Type of document').selectOption('passport');
          await p.getByLabel(/^Files/).setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
          await expect(p.getByRole('list', { name: 'Documents on file' }).getByText('passport.png')).toBeVisible();
        }
        c.dirty = true;
      },
      'step.save': (p) => button(stepForm(p), 'Save and continue').click(),
      'xstate.done.actor.saveStep': async (p, e, c) => {
        const { completed } = (e as unknown as { output: { completed: string[] } }).output;
        // Complete now beyond this step: the ID document was handed in meanwhile.
        if (completed.includes('upload-id') && !c.completed.includes('upload-id') && c.step !== 'upload-id') await uploadPassport(p);
        await letGo(c);
        const next = followingVerificationStep(c.steps, completed, c.step!);
        c.completed = completed;
        moveTo(c, next);
      },
      'xstate.error.actor.saveStep': async (p, e, c) => {
        const { status } = (e as unknown as { error: { status: number } }).error;
        await armFault(p, { method: 'POST', path: `${O}/saveIndividualDetails`, status });
        await letGo(c);
        c.refused = true;
      },
      'step.next': async (p, _e, c) => {
        await button(stepForm(p), 'Continue').click();
        moveTo(c, followingVerificationStep(c.steps, c.completed, c.step!));
      },
      'step.back': async (p, _e, c) => {
        await button(stepForm(p), 'Back').click();
        moveTo(c, previousVerificationStep(c.steps, c.step!));
      },
      // The address changes within the page (as a link or the browser's Forward does; typing it
      // in the address bar would load the page afresh, a new flow).
      'step.goTo': async (p, e, c) => {
        const stepId = (e as unknown as { stepId: string }).stepId;
        await p.evaluate((to) => {
          const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
          history.pushState({ usr: null, key: `goto-${idx}`, idx }, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
        }, `/verification/${stepId}`);
        moveTo(c, stepId);
      },
    },
    states: {
      starting: (p) => loadingShown(p),
      loading: (p) => loadingShown(p),
      loadFailed: async (p) => {
        await expect(p.getByRole('heading', { name: 'Your verification could not be loaded' })).toBeVisible();
        await expect(button(p, 'Try again')).toBeEnabled();
        await expect(stepForm(p)).toHaveCount(0);
      },
      editing: (p, c) => stepShown(p, c, false),
      saving: (p, c) => stepShown(p, c, true),
      // Every host that finishes here has its ID document on file: the check is under way.
      finished: async (p) => {
        await expect(p).toHaveURL(/\/verification\/success$/);
        await expect(p.getByRole('heading', { level: 1, name: 'Thank you, your documents are with us' })).toBeVisible();
        await expect(p.getByTestId('verification-result')).toHaveAttribute('data-outcome', 'in_progress');
        await expect(stepForm(p)).toHaveCount(0);
      },
    },
    notDrivable: {},
  });
  test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });
  await clearStaffQueue(browser);
});
