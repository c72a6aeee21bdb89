import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningServer } from '../../support/server';
import { CookieJar, signInWithPassword, startAuthorization } from '../../../scripts/lib/oidc-login';
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import { SIGN_IN_WAIT } from '../../../src/server/auth/interactions';
import { KNOWN_BROWSER_COOKIE } from '../../../src/server/auth/known-browser';
import { sweepEndedRateLimits } from '../../../src/server/services/rate-limit';
import { scaledMs } from '../../support/time-scale';

// Failed password guesses for one account make the next guess wait, longer each time up to a
// cap (README "Sign-in limits"), instead of locking the account: whoever knows the password signs
// in once the wait has passed, whatever others keep trying. The identity pages run on a clock the
// test moves, so no test sleeps or measures time.

let server: Awaited<ReturnType<typeof runningServer>>;
// Starts at the real time and only moves forward: the server's rate-limit sweep deletes rows whose
// window ended by the database's real clock, so a clock in the past would see its failures swept
// away mid-test whenever the sweep happens to run.
let clock = Date.now();
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

beforeAll(async () => {
  // TRUST_PROXY=1: the visitor's address is the one X-Forwarded-For names, as behind a balancer.
  server = await runningServer({ TRUST_PROXY: '1' }, { now: () => new Date(clock) });
}, scaledMs(60_000));
afterAll(async () => server?.close());

let visitor = 0;
/** A fresh address each call, so the per-address limit never plays a part. */
const nextAddress = () => `198.51.100.${(visitor += 1) % 250}`;

/** One sign-in attempt on a fresh sign-in page, from `address`. */
async function attempt(email: string, password: string, o: { address?: string; locale?: string; knownBrowser?: string } = {}) {
  const jar = new CookieJar();
  const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar, extra: o.locale ? { ui_locales: o.locale } : {} });
  const res = await fetch(`${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [jar.header(), o.knownBrowser].filter(Boolean).join('; '), 'x-forwarded-for': o.address ?? nextAddress() },
    body: new URLSearchParams({ email, password }),
    redirect: 'manual',
  });
  const retryAfter = res.headers.get('retry-after');
  return { status: res.status, retryAfter: retryAfter === null ? null : Number(retryAfter), html: await res.text() };
}

/** Signs in once with the right password and answers the known-browser cookie it left (name=value). */
async function knownBrowserOf(email: string) {
  const jar = new CookieJar();
  await signInWithPassword({ baseUrl: server.url, email, password: DEMO_PASSWORD, jar });
  const pair = jar.header().split('; ').find((p) => p.startsWith(`${KNOWN_BROWSER_COOKIE}=`));
  expect(pair).toBeDefined();
  return { jar, cookie: pair! };
}

/** Wrong passwords, each once the wait before it has passed: every one is judged (401). */
async function failures(email: string, n: number) {
  for (let i = 0; i < n; i++) {
    const first = await attempt(email, 'wrong-password-1');
    if (first.status === 429) {
      advance(first.retryAfter!);
      expect((await attempt(email, 'wrong-password-1')).status).toBe(401);
    } else expect(first.status).toBe(401);
  }
}

describe('the sign-in wait of an account', () => {
  it('10 wrong passwords from 10 addresses do not lock the host out: once the wait has passed, the right password signs in from an 11th', async () => {
    const email = 'alpine@demo.host-portal.test';
    await failures(email, 10);
    // The server's hourly sweep of ended windows may run at any moment; the wait survives it.
    expect(await sweepEndedRateLimits(server.database.db)).toBeGreaterThanOrEqual(0);
    const owner = '203.0.113.77';
    // Right away the host is asked to wait, in seconds, and nothing is judged.
    const early = await attempt(email, DEMO_PASSWORD, { address: owner });
    expect(early.status).toBe(429);
    expect(early.retryAfter).toBe(SIGN_IN_WAIT.maxWaitSeconds);
    expect(early.html).toContain(`Wait ${SIGN_IN_WAIT.maxWaitSeconds} seconds`);
    // A refused attempt does not push the wait: it is still measured from the last failure.
    advance(early.retryAfter!);
    const signedIn = await attempt(email, DEMO_PASSWORD, { address: owner });
    expect(signedIn.status).toBe(303);
  });

  it(`grows from the ${SIGN_IN_WAIT.freeFailures}th failure on, doubling up to the cap, and says so in the visitor's language`, async () => {
    const email = 'marie@demo.host-portal.test';
    await failures(email, SIGN_IN_WAIT.freeFailures - 1);
    expect((await attempt(email, 'wrong-password-1')).status).toBe(401); // the last free one
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const refused = await attempt(email, 'wrong-password-1');
      expect(refused.status).toBe(429);
      waits.push(refused.retryAfter!);
      advance(refused.retryAfter! - 1);
      expect((await attempt(email, 'wrong-password-1')).status).toBe(429); // one second early
      advance(1);
      expect((await attempt(email, 'wrong-password-1')).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    const german = await attempt(email, 'wrong-password-1', { locale: 'de-DE' });
    expect(german.status).toBe(429);
    expect(german.html).toContain('Warten Sie 30 Sekunden');
    advance(30);
  });

  it('a right password ends the wait: the next failures are free again', async () => {
    const email = 'lago@demo.host-portal.test';
    await failures(email, SIGN_IN_WAIT.freeFailures + 2);
    const refused = await attempt(email, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    advance(refused.retryAfter!);
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(303);
    for (let i = 0; i < SIGN_IN_WAIT.freeFailures; i++) expect((await attempt(email, 'wrong-password-1')).status).toBe(401);
    expect((await attempt(email, 'wrong-password-1')).status).toBe(429);
  });

  it('attempts sent together once the wait has passed get one turn: one is judged, the others wait', async () => {
    const email = 'nobody-wait@example.test'; // an address without an account waits the same way
    await failures(email, SIGN_IN_WAIT.freeFailures + 1);
    advance(SIGN_IN_WAIT.maxWaitSeconds);
    const answers = await Promise.all([1, 2, 3, 4].map(() => attempt(email, 'wrong-password-1')));
    expect(answers.map((a) => a.status).sort()).toEqual([401, 429, 429, 429]);
  });

  it('a browser the account signed in from waits on its own: guesses from elsewhere never keep it out, its own typos do', async () => {
    const email = 'staff@demo.host-portal.test';
    const { cookie } = await knownBrowserOf(email);
    const { cookie: again } = await knownBrowserOf(email); // a second browser of the owner's
    await failures(email, 10);
    expect((await attempt(email, DEMO_PASSWORD)).status).toBe(429); // an unknown browser waits
    expect((await attempt(email, DEMO_PASSWORD, { knownBrowser: cookie })).status).toBe(303);
    // The owner's own wrong passwords push that browser's wait, not the account's.
    for (let i = 0; i < SIGN_IN_WAIT.freeFailures; i++) expect((await attempt(email, 'wrong-password-1', { knownBrowser: again })).status).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, { knownBrowser: again })).status).toBe(429);
    // A cookie made for another account, or forged, is an unknown browser.
    const { cookie: annas } = await knownBrowserOf('anna@demo.host-portal.test');
    expect((await attempt(email, DEMO_PASSWORD, { knownBrowser: annas })).status).toBe(429);
    const forged = `${KNOWN_BROWSER_COOKIE}=${'A'.repeat(22)}.${'B'.repeat(43)}`;
    expect((await attempt(email, DEMO_PASSWORD, { knownBrowser: forged })).status).toBe(429);
    advance(SIGN_IN_WAIT.forgetSeconds);
  });

  it('forgets the failures after a quiet while', async () => {
    const email = 'forgotten@example.test';
    await failures(email, SIGN_IN_WAIT.freeFailures + 3);
    advance(SIGN_IN_WAIT.forgetSeconds);
    for (let i = 0; i < SIGN_IN_WAIT.freeFailures; i++) expect((await attempt(email, 'wrong-password-1')).status).toBe(401);
  });

  it("the password page's current password waits the same way, and its failures make the same browser's sign-in wait", async () => {
    const email = 'anna@demo.host-portal.test';
    const { jar, cookie } = await knownBrowserOf(email);
    const change = async (currentPassword: string) => {
      const res = await fetch(`${server.url}/auth/account/password?hl=fr-FR`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header(), 'x-forwarded-for': nextAddress() },
        body: new URLSearchParams({ currentPassword, newPassword: 'a-new-password', passwordConfirmation: 'a-new-password' }),
        redirect: 'manual',
      });
      return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), html: await res.text() };
    };
    for (let i = 0; i < SIGN_IN_WAIT.freeFailures; i++) expect((await change('wrong-password-1')).status).toBe(401);
    const refused = await change('wrong-password-1');
    expect(refused).toMatchObject({ status: 429, retryAfter: 1 });
    expect(refused.html).toContain('Attendez 1 seconde');
    expect((await attempt(email, DEMO_PASSWORD, { knownBrowser: cookie })).status).toBe(429);
    advance(1);
    expect((await change('wrong-password-1')).status).toBe(401);
    const signIn = await attempt(email, DEMO_PASSWORD, { knownBrowser: cookie });
    expect(signIn).toMatchObject({ status: 429, retryAfter: 2 });
    advance(2);
    // The right current password after the wait changes it (and, like a sign-in, ends the wait).
    expect((await change(DEMO_PASSWORD)).status).toBe(200);
    expect((await attempt(email, 'a-new-password')).status).toBe(303);
  });
});
