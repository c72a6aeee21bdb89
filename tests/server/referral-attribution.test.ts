import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runningServer } from '../support/server';
import { CookieJar, signInWithPassword, startAuthorization } from '../../scripts/lib/oidc-login';
import { DEMO_PASSWORD } from '../../src/server/db/seed';
import { hosts, identityAccounts } from '../../src/server/db/schema';
import { recordReferral, referralCode } from '../../src/server/services/referral';
import { ALPINE, ANNA } from '../support/api';
import { scaledMs } from '../support/time-scale';

// The referral loop through the identity server: an invitation link's authorization request
// opens the registration form with the code in a hidden field; registering keeps the code on the
// new account; the inviting host's widget counts the registrations and names no one.

let server: Awaited<ReturnType<typeof runningServer>>;
let annaToken: string;
let annaHostId: string;
let annaCode: string;
const PRODUCT = 'host-portal';

beforeAll(async () => {
  server = await runningServer();
  annaToken = (await signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD })).access_token;
  const info = await (await fetch(`${server.url}/api/app/user/info`, { headers: { authorization: `Bearer ${annaToken}` } })).json();
  annaHostId = info.userId;
}, scaledMs(60_000));
afterAll(async () => server?.close());

const db = () => server.database.db;

/** Anna's widget answer: a fresh token, then GET /api/public/referral. */
async function annaWidget() {
  const issued = await fetch(`${server.url}/api/app/cello-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${annaToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: PRODUCT, productUserId: annaHostId }),
  });
  expect(issued.status).toBe(200);
  const { token } = await issued.json();
  const res = await fetch(`${server.url}/api/public/referral?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** The authorization request /redirect/register makes, then the page it lands on. */
async function openInvitation(extra: Record<string, string>) {
  const jar = new CookieJar();
  const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar, extra: { screen: 'register', ...extra } });
  const first = await fetch(interactionUrl, { headers: { cookie: jar.header() }, redirect: 'manual' });
  return { jar, interactionUrl, first };
}

async function register(email: string, extra: Record<string, string>, ref?: string) {
  const { jar, interactionUrl, first } = await openInvitation(extra);
  expect(first.status).toBe(303);
  const formUrl = new URL(first.headers.get('location')!, server.url);
  expect(formUrl.pathname).toBe(`${new URL(interactionUrl).pathname}/register`);
  const form = await (await fetch(formUrl, { headers: { cookie: jar.header() } })).text();
  const fields = { givenName: 'Ida', familyName: 'Invited', email, accountType: 'individual', commercialModel: 'subscription', password: 'long-enough-pw', passwordConfirmation: 'long-enough-pw', ...(ref !== undefined && { ref }) };
  const res = await fetch(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const [account] = await db().select().from(identityAccounts).where(eq(identityAccounts.email, email));
  return { form, account };
}

describe('registration through an invitation link', () => {
  it("opens the registration form first and keeps the link's code in a hidden field", async () => {
    annaCode = (await annaWidget()).code;
    const { jar, first } = await openInvitation({ ref: annaCode });
    expect(first.status).toBe(303);
    const form = await (await fetch(new URL(first.headers.get('location')!, server.url), { headers: { cookie: jar.header() } })).text();
    expect(form).toContain('name="passwordConfirmation"');
    expect(form).toContain(`<input type="hidden" name="ref" value="${annaCode}">`);
    // "Sign in" on it leads to the sign-in form, not back to registration.
    const signInHref = /href="([^"]*\/login\?hl=[^"]*)"/.exec(form)![1];
    const signIn = await fetch(new URL(signInHref, server.url), { headers: { cookie: jar.header() }, redirect: 'manual' });
    expect(signIn.status).toBe(200);
    const signInPage = await signIn.text();
    expect(signInPage).toContain('name="password"');
    // Its language links stay on the sign-in form too.
    expect(signInPage).toContain(`href="${new URL(signInHref, server.url).pathname}?hl=de-DE"`);
  });

  it('leaves a plain sign-in request on the sign-in form', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar });
    const res = await fetch(interactionUrl, { headers: { cookie: jar.header() }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('name="passwordConfirmation"');
  });

  it("keeps the code on the new account, and the inviting host's widget counts it without naming anyone", async () => {
    const before = (await annaWidget()).registeredCount;
    const { form, account } = await register('ida.invited@example.test', { ref: annaCode }, annaCode);
    expect(form).toContain(`value="${annaCode}"`);
    expect(account.referredByCode).toBe(annaCode);
    const widget = await annaWidget();
    expect(widget.registeredCount).toBe(before + 1);
    // Isolation: the answer is the code, the link, the expiry and a number; nothing of the new host.
    expect(Object.keys(widget).sort()).toEqual(['code', 'expiresAt', 'link', 'registeredCount']);
    expect(JSON.stringify(widget)).not.toMatch(/ida|invited|example\.test/i);
  });

  it('registers without a code, with one of the wrong shape, or with one of no host, and keeps none', async () => {
    const before = (await annaWidget()).registeredCount;
    const without = await register('no.ref@example.test', {});
    expect(without.form).not.toContain('name="ref"');
    expect(without.account.referredByCode).toBeNull();
    const badShape = await register('bad.ref@example.test', { ref: 'not-a-code!' }, 'not-a-code!');
    expect(badShape.form).not.toContain('name="ref"');
    expect(badShape.account.referredByCode).toBeNull();
    const unknown = annaCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    const nobody = await register('nobody.ref@example.test', { ref: unknown }, unknown);
    expect(nobody.form).toContain(`value="${unknown}"`); // kept by the form, dropped on registration
    expect(nobody.account).toBeTruthy();
    expect(nobody.account.referredByCode).toBeNull();
    expect((await annaWidget()).registeredCount).toBe(before);
  });

  it('keeps a lower-case code in its stored form', async () => {
    const { account } = await register('lower.ref@example.test', { ref: annaCode.toLowerCase() }, annaCode.toLowerCase());
    expect(account.referredByCode).toBe(annaCode);
  });
});

describe('recordReferral', () => {
  it('refuses to let a host refer itself', async () => {
    const [anna] = await db().select().from(hosts).where(eq(hosts.id, annaHostId));
    expect(await recordReferral(db(), { accountId: anna.subject, code: annaCode })).toBeNull();
    const [account] = await db().select().from(identityAccounts).where(eq(identityAccounts.id, anna.subject));
    expect(account.referredByCode).toBeNull();
  });

  it('finds a host whose code was never handed out by the dialog, and remembers it', async () => {
    const [alpine] = await db().select().from(hosts).where(eq(hosts.email, ALPINE));
    expect(alpine.referralCode).toBeNull();
    const code = await referralCode(db(), alpine.id);
    const { account } = await register('via.alpine@example.test', {}, code);
    expect(account.referredByCode).toBe(code);
    const [after] = await db().select().from(hosts).where(eq(hosts.id, alpine.id));
    expect(after.referralCode).toBe(code);
  });
});
