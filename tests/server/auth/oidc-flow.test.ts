import { SIGN_IN_LIMIT, SIGN_IN_WAIT } from '../../../src/server/auth/interactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { runningServer } from '../../support/server';
import { CookieJar, exchangeCode, followToCallback, refreshTokens, signInWithPassword, startAuthorization, LoginError } from '../../../scripts/lib/oidc-login';

const idTokenClaims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { amr?: string[] };
import { DEMO_PASSWORD } from '../../../src/server/db/seed';
import { ANNA, MARIE } from '../../support/api';
import { eq } from 'drizzle-orm';
import { hosts, rateLimits } from '../../../src/server/db/schema';
import { scaledMs } from '../../support/time-scale';

let server: Awaited<ReturnType<typeof runningServer>>;
beforeAll(async () => {
  server = await runningServer();
}, scaledMs(60_000));
afterAll(async () => server?.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
  redirect: 'manual' as const,
});

async function userInfo(token: string) {
  const res = await fetch(`${server.url}/api/app/user/info`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

describe('embedded identity server', () => {
  it('publishes discovery with PKCE, refresh tokens and the JWKS', async () => {
    const res = await fetch(`${server.url}/auth/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.issuer).toBe(`${server.url}/auth`);
    expect(doc.code_challenge_methods_supported).toContain('S256');
    expect(doc.grant_types_supported).toContain('refresh_token');
    const jwks = await (await fetch(doc.jwks_uri)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined(); // never the private half
  });

  it('signs a demo host in with code + PKCE; the JWT access token opens the API', async () => {
    const tokens = await signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD });
    expect(tokens.refresh_token).toBeTruthy();
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${server.url}/auth`, aud: server.env.audience, email: ANNA, client_id: 'host-portal' });
    const info = await userInfo(tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.body.email).toBe(ANNA);
  });

  it('rotates refresh tokens: the new one works, the used one is refused', async () => {
    const first = await signInWithPassword({ baseUrl: server.url, email: MARIE, password: DEMO_PASSWORD });
    const second = await refreshTokens(server.url, first.refresh_token!);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await userInfo(second.access_token)).status).toBe(200);
    await expect(refreshTokens(server.url, first.refresh_token!)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({ client_id: 'host-portal', redirect_uri: `${server.url}/`, response_type: 'code', scope: 'openid' });
    const res = await fetch(`${server.url}/auth/auth?${params}`, { redirect: 'manual' });
    const location = new URL(res.headers.get('location') ?? '', server.url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('a wrong password gets a translated error and no session; the email stays filled in', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar, extra: { ui_locales: 'de-DE' } });
    const page = await fetch(interactionUrl, { headers: { cookie: jar.header() } });
    expect(await page.text()).toContain('Anmelden');
    const res = await fetch(`${interactionUrl}/login`, { ...form({ email: ANNA, password: 'wrong-password' }), headers: { ...form({}).headers, cookie: jar.header() } });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('E-Mail oder Passwort ist nicht korrekt.');
    expect(html).toContain(`value="${ANNA}"`);
  });

  it('sign-in answers an address without an account exactly like a wrong password (what the pages reveal: README)', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar });
    const attempt = async (email: string) => {
      const res = await fetch(`${interactionUrl}/login`, { ...form({ email, password: 'wrong-password' }), headers: { ...form({}).headers, cookie: jar.header() } });
      // The page repeats the address typed; without it, the two answers must be the same.
      return { status: res.status, html: (await res.text()).replaceAll(email, 'EMAIL') };
    };
    const [known, unknown] = [await attempt(ANNA), await attempt('nobody-here@example.test')];
    expect(unknown.status).toBe(401);
    expect(unknown).toEqual(known);
  });

  it('names each bad field of the sign-in form', async () => {
    const jar = new CookieJar();
    const { interactionUrl } = await startAuthorization({ baseUrl: server.url, jar });
    const res = await fetch(`${interactionUrl}/login`, { ...form({ email: 'not-an-email', password: '' }), headers: { ...form({}).headers, cookie: jar.header() } });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="field-email-error">Enter a valid email address/);
    expect(html).toMatch(/id="field-password-error">Enter your password/);
  });

  it('an expired or unknown sign-in page says so instead of failing', async () => {
    const res = await fetch(`${server.url}/auth/interaction/does-not-exist`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This sign-in page has expired');
  });

  it('registers a new host who lands in the portal with their names and the way they chose to work with guests', async () => {
    const jar = new CookieJar();
    const { interactionUrl, verifier, redirectUri } = await startAuthorization({ baseUrl: server.url, jar });
    const post = (fields: Record<string, string>) =>
      fetch(`${interactionUrl}/register`, { ...form(fields), headers: { ...form({}).headers, cookie: jar.header() } });
    const fields = { givenName: 'Nora', familyName: 'Berg', email: 'Nora.Berg@example.test', accountType: 'company', password: 'long-enough-pw', passwordConfirmation: 'different-pw-1' };
    const mismatch = await post(fields);
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(mismatchHtml).toContain('The two passwords are not the same.');
    // How guests reach the host is a choice the host makes: nothing is picked for them.
    expect(mismatchHtml).toContain('Choose how guests reach you.');
    expect(mismatchHtml).toContain('id="field-commercialModel-error"');
    expect(mismatchHtml).toContain('value="Nora"'); // nothing typed is lost

    const chosen = { ...fields, commercialModel: 'commission' };
    const kept = await (await post(chosen)).text();
    expect(kept).toMatch(/value="commission"[^>]*checked/); // the choice survives another field's error

    const taken = await post({ ...chosen, email: ANNA, passwordConfirmation: fields.password });
    expect(taken.status).toBe(409);

    const ok = await post({ ...chosen, passwordConfirmation: fields.password });
    expect(ok.status).toBe(303);
    jar.store(ok);
    const callback = await followToCallback(server.url, jar, ok.headers.get('location')!, redirectUri);
    const tokens = await exchangeCode(server.url, { code: callback.searchParams.get('code')!, verifier, redirectUri });
    // The ID token says this sign-in was the registration, so the portal greets the new host.
    expect(idTokenClaims(tokens.id_token!).amr).toEqual(['pwd', 'registered']);
    const info = await userInfo(tokens.access_token);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ email: 'nora.berg@example.test', firstName: 'Nora', lastName: 'Berg', type: 'company', commercialModel: 'commission' });
    // and the new password signs in again, as a sign-in, not a registration
    const again = await signInWithPassword({ baseUrl: server.url, email: 'nora.berg@example.test', password: 'long-enough-pw' });
    expect(idTokenClaims(again.id_token!).amr ?? []).not.toContain('registered');
  });

  /** A form post to the password page with the cookies of `jar` (the identity server's session). */
  const passwordPost = (jar: CookieJar | null, fields: Record<string, string>, query = '') =>
    fetch(`${server.url}/auth/account/password${query}`, { ...form(fields), headers: { ...form({}).headers, ...(jar && { cookie: jar.header() }) } });

  it('changes the password of the signed-in account on the password-account page; every session ends, this one too', async () => {
    const email = 'marie@demo.host-portal.test';
    // Signed in before the change: an access and a refresh token that work, and the session cookie.
    const jar = new CookieJar();
    const before = await signInWithPassword({ baseUrl: server.url, email, password: DEMO_PASSWORD, jar });
    expect((await userInfo(before.access_token)).status).toBe(200);
    const pageRes = await fetch(`${server.url}/auth/account/password`, { headers: { cookie: jar.header() }, redirect: 'manual' });
    expect(pageRes.status).toBe(200);
    const pageHtml = await pageRes.text();
    expect(pageHtml).toContain(`Signed in as ${email}.`);
    expect(pageHtml).not.toContain('name="email"');
    const bad = await passwordPost(jar, { currentPassword: DEMO_PASSWORD, newPassword: 'short', passwordConfirmation: 'short' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Use at least 10 characters.');
    const wrong = await passwordPost(jar, { currentPassword: 'not-the-password', newPassword: 'a-new-password', passwordConfirmation: 'a-new-password' }, '?hl=de-DE');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Das aktuelle Passwort ist nicht korrekt.');
    // An e-mail in the form is not read: the account is the session's, whatever the form says.
    const ok = await passwordPost(jar, { email: ANNA, currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password', passwordConfirmation: 'a-new-password' }, '?hl=it-IT');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('La password è stata cambiata.');
    await expect(signInWithPassword({ baseUrl: server.url, email, password: DEMO_PASSWORD })).rejects.toBeInstanceOf(LoginError);
    await expect(signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD })).resolves.toHaveProperty('access_token');
    // Tokens of the second the password changed in are refused too (a token's time is in seconds).
    const [{ validFrom }] = await server.database.db.select({ validFrom: hosts.tokensValidFrom }).from(hosts).where(eq(hosts.email, email));
    await expect.poll(() => Date.now(), { interval: 100 }).toBeGreaterThanOrEqual(Math.ceil(validFrom!.getTime() / 1000) * 1000);
    const after = await signInWithPassword({ baseUrl: server.url, email, password: 'a-new-password' });
    expect((await userInfo(after.access_token)).status).toBe(200);
    // Every session from before the change has ended: the old access token, the old refresh token,
    // and the identity server's session the change was made in (its page asks to sign in again).
    expect((await userInfo(before.access_token)).status).toBe(401);
    await expect(refreshTokens(server.url, before.refresh_token!)).rejects.toBeInstanceOf(LoginError);
    const again = await fetch(`${server.url}/auth/account/password`, { headers: { cookie: jar.header() }, redirect: 'manual' });
    expect(again.status).toBe(303);
    expect((await passwordPost(jar, { currentPassword: 'a-new-password', newPassword: 'another-password', passwordConfirmation: 'another-password' })).status).toBe(401);
  });

  it('without a session the password page sends a visit to sign in and refuses a form post, whatever e-mail and password it names', async () => {
    const visit = await fetch(`${server.url}/auth/account/password?hl=fr-FR`, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe('/redirect/login');
    const post = await passwordPost(null, { email: ANNA, currentPassword: DEMO_PASSWORD, newPassword: 'a-new-password', passwordConfirmation: 'a-new-password' }, '?hl=fr-FR');
    expect(post.status).toBe(401);
    expect(await post.text()).toContain('Votre session a pris fin.');
    await expect(signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD })).resolves.toHaveProperty('access_token');
  });

  it('the password page counts a wrong current password against the sign-in limits, per visitor address too', async () => {
    const jar = new CookieJar();
    await signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD, jar });
    // This address has used up its sign-in attempts (as after 50 wrong ones, with any e-mails).
    const key = 'sign-in:address:127.0.0.1';
    await server.database.db.insert(rateLimits).values({ key, count: SIGN_IN_LIMIT.perAddress, resetAt: new Date(Date.now() + 600_000) }).onConflictDoUpdate({ target: rateLimits.key, set: { count: SIGN_IN_LIMIT.perAddress, resetAt: new Date(Date.now() + 600_000) } });
    try {
      const res = await passwordPost(jar, { currentPassword: 'a-guess-1234', newPassword: 'a-new-password', passwordConfirmation: 'a-new-password' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.database.db.delete(rateLimits).where(eq(rateLimits.key, key));
    }
  });

  // The account's growing wait (no lock) has its own file: sign-in-wait.test.ts.

  it('counts failed sign-ins only: a host signing in more often than the limit is never locked out', async () => {
    for (let i = 0; i < SIGN_IN_WAIT.freeFailures + 2; i++) {
      await expect(signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD })).resolves.toHaveProperty('access_token');
    }
  });

  it('the API refuses a token signed by anyone else', async () => {
    const tokens = await signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD });
    const [h, p] = tokens.access_token.split('.');
    const forged = `${h}.${p}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect((await userInfo(forged)).status).toBe(401);
  });

  it('signs out through the end-session page', async () => {
    const jar = new CookieJar();
    const tokens = await signInWithPassword({ baseUrl: server.url, email: ANNA, password: DEMO_PASSWORD, jar });
    const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${server.url}/`, client_id: 'host-portal' });
    const page = await fetch(`${server.url}/auth/session/end?${params}`, { headers: { cookie: jar.header() } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-auto-submit');
    const action = new RegExp('action="([^"]+)"').exec(html)?.[1];
    expect(action, html).toBeTruthy();
    const xsrf = new RegExp('name="xsrf" value="([^"]+)"').exec(html)![1];
    const res = await fetch(new URL(action!, server.url), { ...form({ xsrf, logout: 'yes' }), headers: { ...form({}).headers, cookie: jar.header() } });
    expect(res.status).toBe(303);
    jar.store(res);
    expect(res.headers.get('location')).toBe(`${server.url}/`); // back to the portal's post-logout URI
    // the session is gone: a new authorization asks for the password again
    const again = await startAuthorization({ baseUrl: server.url, jar });
    expect(again.interactionUrl).toContain('/auth/interaction/');
  });
});
