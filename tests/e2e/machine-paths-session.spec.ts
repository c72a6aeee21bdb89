import { expect, test, type Page } from '@playwright/test';
import { armFault, clearFaults, holdNext, playCoverPaths, type Held, type MachinePathsPlan } from './support/machine-paths';
import { consentPreset } from './support/consent-preset';
import { DEMO_PASSWORD } from './support/sign-in';

// The session machine's cover paths (AS §4: a 401 refreshes the token or signs the host out, and
// the call is retried once; under 5 s left the token is refreshed, or 120 s when asked; the expiry
// is checked every 60 s) in the real browser against the real identity server. Anna (en-US)
// signs in on the identity pages at the start of every path and is signed out at its end: nothing
// of the shared data changes. The browser's clock is Playwright's (installed before the first
// page): jumping it forward runs the machine's minute check once, at the time the path names
// (3 s before the token expires), and sets the time of the "asked" refresh (60 s before). The
// portal asks for a fresh token when the browser comes back online (session-context.tsx), which
// the browser does here for real (offline, then online). A refused refresh is the fault switch
// answering the identity server's token endpoint as an OAuth server does (400 invalid_grant).
// The refresh is held in the browser while the machine is refreshing, so the checks see that state;
// signingOut is the browser setting off for the identity server's end-session page (a held
// navigation would leave Playwright unable to read the page, so it is not held).
// The session's own browser context: the clock and the offline switch stay out of other journeys.

const EMAIL = 'anna@demo.host-portal.test';
const TOKEN_URL = /\/auth\/token$/;
/** The sign-out's way to the identity server (oidc-client-ts's signoutRedirect). */
const END_SESSION_URL = /\/auth\/session\/end(\?|$)/;
const USER_KEY = (origin: string) => `oidc.user:${origin}/auth:host-portal`;

interface StoredUser {
  access_token: string;
  /** Seconds. */
  expires_at: number;
}

interface PathContext {
  held?: Held | null;
  /** The refresh (POST /auth/token) held while refreshing. */
  refresh: Held | null;
  /** The sign-out's way to the identity server's end-session page (its URL), once the browser set off. */
  endSession: string | null;
  /** The stored user when the machine last became active (its token and expiry). */
  user: StoredUser | null;
}

const storedUser = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { access_token: string; expires_at: number }) : null;
  }, USER_KEY(new URL(page.url()).origin));

/** The browser's time (Playwright's clock). */
const browserNow = (page: Page) => page.evaluate(() => Date.now());

/** Moves the browser's clock on to `msBefore` the token's expiry: due timers (the minute check) run once, at that time. */
async function clockTo(page: Page, c: PathContext, msBefore: number) {
  const until = c.user!.expires_at * 1000 - msBefore - (await browserNow(page));
  expect(until, 'the token is not that close to its expiry yet').toBeGreaterThan(60_000);
  await page.clock.fastForward(until);
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu of Anna Rossi/ });
const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign in' });

/** Holds the refresh, runs `act`, and waits until the page asked the identity server for a token. */
async function refreshAfter(page: Page, c: PathContext, act: () => Promise<void>) {
  c.refresh = await holdNext(page, TOKEN_URL);
  await act();
  await c.refresh.arrived;
}

const steps = {
  // The host signs in on the identity pages (from the sign-in page the portal sent the browser to).
  'session.start': async (page: Page) => {
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountMenu(page)).toBeVisible();
  },
  // The machine's own minute check, run when the clock reaches 3 s before the expiry.
  'token.check': (page: Page, _e: unknown, c: PathContext) => refreshAfter(page, c, () => clockTo(page, c, 3_000)),
  // 60 s before the expiry (the minute check then keeps the token), the browser goes offline and
  // online again: the portal asks for a fresh token, and with under 120 s left it is refreshed.
  'token.refreshRequested': async (page: Page, _e: unknown, c: PathContext) => {
    await clockTo(page, c, 60_000);
    await expect(accountMenu(page)).toBeVisible();
    await refreshAfter(page, c, async () => {
      await page.context().setOffline(true);
      await page.context().setOffline(false);
    });
  },
  // A call of the page comes back 401: the server refuses the token (the fault switch), on the
  // profile page's guest preferences, opened from the account menu.
  'request.unauthorized': async (page: Page, _e: unknown, c: PathContext) => {
    await armFault(page, { method: 'GET', path: '/api/app/user/guest-preferences', status: 401 });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/app/user/guest-preferences') && r.status() === 401);
    await refreshAfter(page, c, async () => {
      await accountMenu(page).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await refused;
    });
  },
  // The host clicks Sign out in the account menu.
  'session.end': async (page: Page, _e: unknown, c: PathContext) => {
    const leaving = page.waitForRequest(END_SESSION_URL);
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    c.endSession = (await leaving).url();
  },
  'xstate.done.actor.refreshToken': async (_page: Page, _e: unknown, c: PathContext) => {
    c.refresh!.release();
    await c.refresh!.done;
    c.refresh = null;
  },
  // The identity server refuses to renew the token (the fault switch: 400 invalid_grant).
  'xstate.error.actor.refreshToken': async (page: Page, _e: unknown, c: PathContext) => {
    await armFault(page, { method: 'POST', path: '/auth/token', status: 400 });
    const leaving = page.waitForRequest(END_SESSION_URL);
    c.refresh!.release();
    await c.refresh!.done;
    c.refresh = null;
    c.endSession = (await leaving).url();
  },
  // The identity server ends the session and sends the browser back to the portal, which (signed
  // out on a host page) sends it on to sign in.
  'xstate.done.actor.signOut': async (page: Page, _e: unknown, c: PathContext) => {
    expect(c.endSession, 'on the way to the identity server').not.toBeNull();
    await expect(signInHeading(page)).toBeVisible();
    c.endSession = null;
  },
};

const states = {
  signedOut: async (page: Page) => {
    await expect(signInHeading(page)).toBeVisible();
    expect(await storedUser(page), 'no token left in the tab').toBeNull();
  },
  // Signed in, no refresh under way; after a refresh, with a new token valid for longer.
  active: async (page: Page, c: PathContext, event: { type: string }) => {
    await expect(accountMenu(page)).toBeVisible();
    expect(c.refresh).toBeNull();
    if (event.type === 'xstate.done.actor.refreshToken') {
      await expect.poll(async () => (await storedUser(page))?.access_token, 'a new token in the tab').not.toBe(c.user!.access_token);
      expect((await storedUser(page))!.expires_at).toBeGreaterThan(c.user!.expires_at);
    }
    c.user = await storedUser(page);
    expect(c.user, 'the token in the tab').not.toBeNull();
  },
  // Still signed in with the token it had, while the refresh is under way.
  refreshing: async (page: Page, c: PathContext) => {
    await expect(accountMenu(page)).toBeVisible();
    expect(c.refresh, 'the refresh under way').not.toBeNull();
    expect((await storedUser(page))?.access_token).toBe(c.user!.access_token);
  },
  // The browser is on its way to the identity server to end this session (the page has gone: that
  // the tokens are gone from the tab is checked when the host is signed out).
  signingOut: async (page: Page, c: PathContext) => {
    expect(c.endSession, 'the way to the identity server, under way').not.toBeNull();
    const url = new URL(c.endSession!);
    expect(url.searchParams.get('id_token_hint'), 'the session ended is this one').toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${new URL(page.url()).origin}/`);
  },
};

test('every cover path of session plays in the browser, or is named with its reason', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ storageState: consentPreset(baseURL!) });
  const page = await context.newPage();
  await page.clock.install();
  try {
    // Every path starts signed out on the sign-in page the portal sends the browser to (where the
    // path before ended, or opened here).
    const start = async (p: Page): Promise<PathContext> => {
      if (!(await signInHeading(p).isVisible())) await p.goto('/');
      return { held: null, refresh: null, endSession: null, user: null };
    };
    // A path that ends with the refresh or the sign-out under way lets them go on: the refresh
      // refused (a renewed token must not be stored after the sign-out), the sign-out completed.
    const finish = async (p: Page, c: PathContext) => {
      if (c.refresh) {
        await armFault(p, { method: 'POST', path: '/auth/token', status: 400 });
        c.refresh.release();
        await c.refresh.done;
        await clearFaults(p);
      }
      // The identity server's sign-out ends on the sign-in page (its session is over only then).
      if (c.endSession) await expect(signInHeading(p)).toBeVisible();
      await p.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      if (await signInHeading(p).isVisible()) return;
      await p.goto('/');
      // A path cut short by a failure leaves the host signed in: signed out here, for the next.
      await expect(signInHeading(p).or(accountMenu(p))).toBeVisible();
      if (await accountMenu(p).isVisible()) {
        await accountMenu(p).click();
        await p.getByRole('menuitem', { name: 'Sign out' }).click();
      }
      await expect(signInHeading(p)).toBeVisible();
    };
    const plan: MachinePathsPlan<PathContext> = {
      machine: 'session',
      start,
      finish,
      steps,
      states,
      notDrivable: {
        // The client reports a failed sign-out only when oidc-client-ts itself cannot be loaded
        // (session-context.tsx: getManager rejects; the identity server's end-session redirect has
        // its failure caught). A refresh the identity server refused has loaded it already, so the
        // sign-out after it always succeeds: the path as told cannot happen in the browser.
        'session-d06c0e':
          'after the identity server refuses the refresh, the sign-out cannot fail: the client reports a failed sign-out only when oidc-client-ts cannot be loaded (which would have failed the refresh first, without asking the identity server), and the unreachable end-session page is not reported',
      },
    };
    const result = await playCoverPaths<PathContext>(page, plan);
    test.info().annotations.push({ type: 'machine paths', description: `${result.played} played, ${result.named} named not drivable, ${result.moves} moves walked` });

    // The refused refresh of the named path, played up to the sign-out it leads to: the fault
    // switch answers the token endpoint 400 invalid_grant, and the host is signed out.
    await test.step('refreshing --refreshToken failed--> signingOut --signOut done--> signedOut (the named path, its sign-out succeeding)', async () => {
      const c = await start(page);
      try {
        await states.signedOut(page);
        await steps['session.start'](page);
        await states.active(page, c, { type: 'session.start' });
        await steps['token.check'](page, null, c);
        await states.refreshing(page, c);
        await steps['xstate.error.actor.refreshToken'](page, null, c);
        await states.signingOut(page, c);
        await steps['xstate.done.actor.signOut'](page, null, c);
        await states.signedOut(page);
      } finally {
        await clearFaults(page);
        await finish(page, c);
      }
    });
  } finally {
    await context.close();
  }
});
