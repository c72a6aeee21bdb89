import type { User, UserManager } from 'oidc-client-ts';
import { NEW_HOST_LANDING, REGISTERED_AMR } from '../../shared/domain/tour';
import type { AppSettings } from '../../shared/schemas/app-settings';

// Sign-in through OpenID Connect (code + PKCE, refresh tokens). The identity provider is the one
// GET /api/public/app-settings names, so pointing OIDC_ISSUER at another provider needs no
// client change; the embedded one under /auth is the fallback.

export interface OidcConfig {
  issuer: string;
  clientId: string;
  scope: string;
}

export const DEFAULT_CLIENT_ID = 'host-portal';
export const DEFAULT_SCOPE = 'openid profile email offline_access';

export function defaultOidcConfig(origin: string = window.location.origin): OidcConfig {
  return { issuer: `${origin}/auth`, clientId: DEFAULT_CLIENT_ID, scope: DEFAULT_SCOPE };
}

/** The identity provider of the app settings, with the embedded defaults filling any gap. */
export function oidcConfigFrom(settings: Pick<AppSettings, 'identityProvider'> | null | undefined, origin: string = window.location.origin): OidcConfig {
  const fallback = defaultOidcConfig(origin);
  const idp = settings?.identityProvider;
  return {
    issuer: idp?.issuer?.trim() || fallback.issuer,
    clientId: idp?.clientId?.trim() || fallback.clientId,
    // Refresh tokens are what lets the session machine renew without a redirect.
    scope: idp?.scope?.includes('openid') ? idp.scope : fallback.scope,
  };
}

/**
 * The oidc-client-ts UserManager, loaded on demand: a signed-in host's first page needs only the
 * stored tokens (readStoredUser), so the library (~18 KB gzip) is not part of the first route.
 */
export async function createUserManager(config: OidcConfig, origin: string = window.location.origin): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.scope,
    // The user (with its tokens) lives as long as the tab: a closed tab is a signed-out tab,
    // and another site's script cannot read a tab's sessionStorage of this origin later on.
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // The session machine decides when to refresh (AS §4: < 5 s left, or 120 s when asked).
    automaticSilentRenew: false,
    // The ID token already carries sub, email and name; no extra round trip.
    loadUserInfo: false,
    monitorSession: false,
    // The library's default list of protocol claims to drop, less amr: it says whether this
    // sign-in was the registration (landingAfterSignIn).
    filterProtocolClaims: ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'azp', 'at_hash'],
  });
}

/** What the session needs of a signed-in user; a real oidc-client-ts User has all of it. */
export type SessionTokens = Pick<User, 'access_token' | 'refresh_token' | 'id_token' | 'expires_at' | 'expired' | 'profile'>;

/** oidc-client-ts's storage key of the signed-in user (see its UserManager._userStoreKey). */
export const userStorageKey = (config: OidcConfig) => `user:${config.issuer}:${config.clientId}`;
/** WebStorageStateStore prefixes every key with 'oidc.'. */
const STORE_PREFIX = 'oidc.';
/** The start of every stored user's key, whatever the provider. */
export const STORED_USER_KEY_START = `${STORE_PREFIX}user:`;

/** Where oidc-client-ts keeps this provider's signed-in user in the tab's storage. */
export const storedUserKey = (config: OidcConfig) => STORE_PREFIX + userStorageKey(config);

/**
 * The user oidc-client-ts stored for this tab, read without loading the library. The format is
 * User.toStorageString() (JSON); a round-trip test keeps the two in step.
 */
export function readStoredUser(config: OidcConfig, storage: Storage = window.sessionStorage): SessionTokens | null {
  return parseStoredUser(storage.getItem(storedUserKey(config)));
}

/**
 * The tab's signed-in user when it holds exactly one, whatever the provider, with its storage key.
 * The start reads it before the settings have named the provider, so the host's first calls go
 * out alongside the settings call instead of after it; the key is checked against the provider
 * once the settings arrive. None when the tab holds none or several.
 */
export function readOnlyStoredUser(storage: Storage = window.sessionStorage): { key: string; user: SessionTokens } | null {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_USER_KEY_START)) keys.push(key);
  }
  if (keys.length !== 1) return null;
  const user = parseStoredUser(storage.getItem(keys[0]!));
  return user ? { key: keys[0]!, user } : null;
}

function parseStoredUser(raw: string | null): SessionTokens | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<SessionTokens> & { access_token?: string; profile?: User['profile'] };
    if (typeof stored.access_token !== 'string' || !stored.profile) return null;
    const expiresAt = typeof stored.expires_at === 'number' ? stored.expires_at : undefined;
    return {
      access_token: stored.access_token,
      refresh_token: stored.refresh_token,
      id_token: stored.id_token,
      expires_at: expiresAt,
      expired: expiresAt !== undefined ? expiresAt <= Date.now() / 1000 : undefined,
      profile: stored.profile,
    };
  } catch {
    return null;
  }
}

/** Where to go after sign-in; only paths of this site, so the state cannot redirect elsewhere. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

const WELCOMED_KEY = 'host_portal.welcomed';

/**
 * Where a sign-in lands: the page asked for, except the first sign-in of a host who has just
 * registered (amr, shared/domain/tour.ts), who lands on the checklist with the tour. Once per
 * host and browser: the provider's session keeps the amr, so later sign-ins in other tabs
 * would otherwise be sent there again.
 */
export function landingAfterSignIn(user: Pick<User, 'profile'>, returnTo: string, storage: Storage = window.localStorage): string {
  const amr = (user.profile as { amr?: unknown }).amr;
  if (!Array.isArray(amr) || !amr.includes(REGISTERED_AMR)) return returnTo;
  const welcomed = (storage.getItem(WELCOMED_KEY) ?? '').split(' ');
  if (welcomed.includes(user.profile.sub)) return returnTo;
  storage.setItem(WELCOMED_KEY, [...welcomed.filter(Boolean), user.profile.sub].slice(-20).join(' '));
  return NEW_HOST_LANDING;
}

export interface SignInState {
  returnTo: string;
}

/** `extra`: further authorization parameters the identity server reads (see REGISTER_SCREEN). */
export function signInRedirect(userManager: UserManager, returnTo: string, loginHint?: string, extra?: Record<string, string>): Promise<void> {
  const state: SignInState = { returnTo: safeReturnTo(returnTo) };
  return userManager.signinRedirect({ state, ...(loginHint && { login_hint: loginHint }), ...(extra && { extraQueryParams: extra }) });
}

export type SignInReturn = { kind: 'signedIn'; user: User; returnTo: string } | { kind: 'failed'; error: unknown } | { kind: 'none' };

/** A URL is the identity provider's answer when it is '/' with code and state (or an error). */
export function isSignInCallback(url: URL): boolean {
  if (url.pathname !== '/') return false;
  const p = url.searchParams;
  return p.has('state') && (p.has('code') || p.has('error'));
}

// React StrictMode runs effects twice; a code can be exchanged only once, so both runs share it.
const inflight = new Map<string, Promise<SignInReturn>>();

/**
 * Completes a sign-in when the browser has just come back from the identity provider: exchanges
 * the code, restores the path kept in the state of signinRedirect and removes code and state
 * from the address bar (they must not be bookmarked or shared).
 */
export function completeSignInIfReturning(userManager: UserManager, location: Location = window.location, history: History = window.history): Promise<SignInReturn> {
  const url = new URL(location.href);
  if (!isSignInCallback(url)) return Promise.resolve({ kind: 'none' });
  const key = url.href;
  let entry = inflight.get(key);
  if (!entry) {
    entry = (async (): Promise<SignInReturn> => {
      try {
        const user = await userManager.signinRedirectCallback(url.href);
        const returnTo = landingAfterSignIn(user, safeReturnTo((user.state as Partial<SignInState> | undefined)?.returnTo));
        history.replaceState(history.state, '', returnTo);
        return { kind: 'signedIn', user, returnTo };
      } catch (error) {
        // A stale or replayed callback: clean the URL anyway so a reload does not fail again.
        const clean = new URL(url.href);
        for (const k of ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri']) clean.searchParams.delete(k);
        history.replaceState(history.state, '', `${clean.pathname}${clean.search}${clean.hash}`);
        return { kind: 'failed', error };
      }
    })();
    inflight.set(key, entry);
  }
  return entry;
}
