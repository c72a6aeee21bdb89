// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { User, type UserManager } from 'oidc-client-ts';
import {
  landingAfterSignIn,
  completeSignInIfReturning,
  createUserManager,
  defaultOidcConfig,
  isSignInCallback,
  oidcConfigFrom,
  readOnlyStoredUser,
  readStoredUser,
  safeReturnTo,
  signInRedirect,
} from '../../src/client/auth/oidc';

const origin = 'https://portal.example';

describe('oidc configuration', () => {
  it('defaults to the embedded provider under /auth', () => {
    expect(defaultOidcConfig(origin)).toEqual({ issuer: `${origin}/auth`, clientId: 'host-portal', scope: 'openid profile email offline_access' });
  });

  it('uses the identity provider of the app settings', () => {
    const cfg = oidcConfigFrom({ identityProvider: { issuer: 'https://id.example/realms/hosts', clientId: 'portal', scope: 'openid email profile offline_access' } }, origin);
    expect(cfg).toEqual({ issuer: 'https://id.example/realms/hosts', clientId: 'portal', scope: 'openid email profile offline_access' });
  });

  it('fills gaps of the settings with the defaults', () => {
    expect(oidcConfigFrom({ identityProvider: { issuer: ' ', clientId: '', scope: 'email' } }, origin)).toEqual(defaultOidcConfig(origin));
    expect(oidcConfigFrom(null, origin)).toEqual(defaultOidcConfig(origin));
  });

  it('builds a public PKCE client that keeps the user per tab and never renews on its own', async () => {
    const um = await createUserManager(defaultOidcConfig(origin), origin);
    expect(um.settings.authority).toBe(`${origin}/auth`);
    expect(um.settings.client_id).toBe('host-portal');
    expect(um.settings.redirect_uri).toBe(`${origin}/`);
    expect(um.settings.post_logout_redirect_uri).toBe(`${origin}/`);
    expect(um.settings.response_type).toBe('code');
    expect(um.settings.automaticSilentRenew).toBe(false);
    expect(um.settings.client_secret).toBeUndefined();
    expect((um.settings.userStore as unknown as { _store: Storage })._store).toBe(window.sessionStorage);
  });
});

describe('readStoredUser (the first page reads the tokens without the library)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads exactly what oidc-client-ts stored for this tab', async () => {
    const config = defaultOidcConfig(origin);
    const um = await createUserManager(config, origin);
    const expiresAt = Math.floor(Date.now() / 1000) + 600;
    await um.storeUser(
      new User({ access_token: 'at-1', refresh_token: 'rt-1', id_token: 'id-1', token_type: 'Bearer', expires_at: expiresAt, profile: { sub: 's-1', email: 'a@b.test', iss: config.issuer, aud: 'host-portal', exp: expiresAt, iat: expiresAt - 900 } }),
    );
    const stored = readStoredUser(config);
    expect(stored).toMatchObject({ access_token: 'at-1', refresh_token: 'rt-1', id_token: 'id-1', expires_at: expiresAt, expired: false });
    expect(stored?.profile.email).toBe('a@b.test');
    // another issuer's session is not this one
    expect(readStoredUser({ ...config, issuer: 'https://other.example/auth' })).toBeNull();
  });

  it('treats garbage and expired entries sensibly', async () => {
    const config = defaultOidcConfig(origin);
    window.sessionStorage.setItem(`oidc.user:${config.issuer}:${config.clientId}`, '{not json');
    expect(readStoredUser(config)).toBeNull();
    window.sessionStorage.setItem(`oidc.user:${config.issuer}:${config.clientId}`, JSON.stringify({ access_token: 'x', profile: { sub: 's' }, expires_at: 1 }));
    expect(readStoredUser(config)?.expired).toBe(true);
  });
});

describe('readOnlyStoredUser (read before the settings name the provider)', () => {
  beforeEach(() => window.sessionStorage.clear());
  const entry = (token: string) => JSON.stringify({ access_token: token, profile: { sub: 's' }, expires_at: Math.floor(Date.now() / 1000) + 600 });

  it("answers the tab's one stored user with its key, whatever the provider", () => {
    expect(readOnlyStoredUser()).toBeNull();
    window.sessionStorage.setItem('unrelated', 'x');
    window.sessionStorage.setItem('oidc.user:https://idp.example/realm:portal', entry('at-1'));
    expect(readOnlyStoredUser()).toMatchObject({ key: 'oidc.user:https://idp.example/realm:portal', user: { access_token: 'at-1', expired: false } });
  });

  it('answers none for two stored users (which one is meant is known only from the settings) or a broken one', () => {
    window.sessionStorage.setItem('oidc.user:https://a.example/auth:portal', entry('at-a'));
    window.sessionStorage.setItem('oidc.user:https://b.example/auth:portal', entry('at-b'));
    expect(readOnlyStoredUser()).toBeNull();
    window.sessionStorage.clear();
    window.sessionStorage.setItem('oidc.user:https://a.example/auth:portal', '{not json');
    expect(readOnlyStoredUser()).toBeNull();
  });
});

describe('landingAfterSignIn (a newly registered host is greeted once)', () => {
  const user = (sub: string, amr?: string[]) => ({ profile: { sub, ...(amr && { amr }) } }) as never;

  it('sends a host who has just registered to the checklist with the tour, once per host and browser', () => {
    localStorage.clear();
    expect(landingAfterSignIn(user('h-1', ['pwd', 'registered']), '/properties')).toBe('/home?tour=open');
    // The provider's session keeps the amr: a second tab signs in to the page it asked for.
    expect(landingAfterSignIn(user('h-1', ['pwd', 'registered']), '/calendar')).toBe('/calendar');
    // Another host registering in the same browser is greeted too.
    expect(landingAfterSignIn(user('h-2', ['pwd', 'registered']), '/')).toBe('/home?tour=open');
  });

  it('a plain sign-in goes where it was asked to', () => {
    localStorage.clear();
    expect(landingAfterSignIn(user('h-3', ['pwd']), '/bookings')).toBe('/bookings');
    expect(landingAfterSignIn(user('h-3'), '/bookings')).toBe('/bookings');
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/calendar', '/calendar'],
    ['/account/profile?x=1#a', '/account/profile?x=1#a'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['calendar', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s -> %s', (input, out) => expect(safeReturnTo(input)).toBe(out));
});

describe('isSignInCallback', () => {
  it.each([
    ['https://p.example/?code=a&state=b', true],
    ['https://p.example/?error=access_denied&state=b', true],
    ['https://p.example/?code=a', false],
    ['https://p.example/calendar?code=a&state=b', false],
    ['https://p.example/', false],
  ])('%s -> %s', (url, expected) => expect(isSignInCallback(new URL(url))).toBe(expected));
});

describe('completeSignInIfReturning', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  const user = (returnTo?: unknown) =>
    new User({ access_token: 't', token_type: 'Bearer', profile: { sub: 's', iss: 'i', aud: 'a', exp: 0, iat: 0 }, userState: returnTo === undefined ? undefined : { returnTo } });

  it('does nothing on an ordinary visit', async () => {
    const um = { signinRedirectCallback: vi.fn() } as unknown as UserManager;
    expect(await completeSignInIfReturning(um)).toEqual({ kind: 'none' });
    expect(um.signinRedirectCallback).not.toHaveBeenCalled();
  });

  it('exchanges the code once even when asked twice (StrictMode), then goes to the stored path', async () => {
    window.history.replaceState(null, '', '/?code=c1&state=s1');
    const signinRedirectCallback = vi.fn(async () => user('/bookings?page=2'));
    const um = { signinRedirectCallback } as unknown as UserManager;
    const [a, b] = await Promise.all([completeSignInIfReturning(um), completeSignInIfReturning(um)]);
    expect(signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(a.kind).toBe('signedIn');
    expect(window.location.pathname + window.location.search).toBe('/bookings?page=2');
  });

  it('a foreign returnTo in the state goes to the home page', async () => {
    window.history.replaceState(null, '', '/?code=c2&state=s2');
    const um = { signinRedirectCallback: vi.fn(async () => user('https://evil.example')) } as unknown as UserManager;
    const r = await completeSignInIfReturning(um);
    expect(r.kind === 'signedIn' && r.returnTo).toBe('/');
    expect(window.location.href).toBe(`${window.location.origin}/`);
  });

  it('a failed exchange cleans the URL but keeps other parameters', async () => {
    window.history.replaceState(null, '', '/?code=c3&state=s3&hl=it');
    const um = { signinRedirectCallback: vi.fn(async () => Promise.reject(new Error('state mismatch'))) } as unknown as UserManager;
    const r = await completeSignInIfReturning(um);
    expect(r.kind).toBe('failed');
    expect(window.location.search).toBe('?hl=it');
  });

  it('signInRedirect puts the target path into the state', async () => {
    const signinRedirect = vi.fn(async () => undefined);
    await signInRedirect({ signinRedirect } as unknown as UserManager, '/insights/reviews', 'ada@example.com');
    expect(signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/insights/reviews' }, login_hint: 'ada@example.com' });
  });
});
