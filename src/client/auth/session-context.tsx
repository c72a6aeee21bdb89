import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useWorkflowActor } from '../app/use-workflow';
import { whenIdle } from '../app/when-idle';
import { fromPromise, waitFor } from 'xstate';
import type { UserManager } from 'oidc-client-ts';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectSessionStatus } from '../../../machines/session/session.select';
import { splitLoginHint } from '../../shared/domain/login-hint';
import { routeAccess } from '../../shared/domain/route-access';
import { fetchAppSettingsShared } from '../api/public';
import { guessLocale } from '../i18n/locale-guess';
import { clearImpersonatedHostId } from '../api/impersonation';
import { completeSignInIfReturning, createUserManager, defaultOidcConfig, isSignInCallback, oidcConfigFrom, readOnlyStoredUser, readStoredUser, signInRedirect, storedUserKey, type OidcConfig, type SessionTokens } from './oidc';
import { connectTokenBridge } from './token-bridge';

// The session: oidc-client-ts holds the tokens, the session machine decides when to refresh and
// when the session is over (AS §4 "Token"), React only shows the result. The token bridge hands
// the same session to the HTTP client, which lives outside React.

export type SessionStatus = 'loading' | 'signedOut' | 'active' | 'busy';
export interface SessionUser {
  sub: string;
  email: string;
  name?: string;
}
export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * Sends the browser to the identity provider; after sign-in it comes back to returnTo. The
   * login hint (an e-mail address) is filled into its sign-in form; without one, the id
   * parameter of a login path in returnTo is read (AS §2.3).
   */
  signIn(returnTo: string, loginHint?: string, extra?: Record<string, string>): Promise<void>;
  signOut(): Promise<void>;
  accessToken(): string | null;
}

/**
 * What useSession reads. SessionProvider fills it from the identity provider; tests of the shell
 * and pages provide a session value of their own (tests/client/support/fake-session.tsx).
 */
export const SessionContext = createContext<SessionValue | null>(null);

/** A refresh or a sign-out that hangs must not freeze every call waiting for it. */
const SESSION_WAIT_MS = 30_000;

const expiresAtOf = (user: SessionTokens): string =>
  // expires_at is in seconds; a provider that omits expires_in gets the access-token default
  // of the embedded provider (15 min) so the machine still refreshes in time.
  new Date(user.expires_at !== undefined ? user.expires_at * 1000 : Date.now() + 15 * 60_000).toISOString();

function toSessionUser(user: SessionTokens | null): SessionUser | null {
  if (!user) return null;
  const p = user.profile;
  const name = p.name ?? ([p.given_name, p.family_name].filter(Boolean).join(' ') || undefined);
  return { sub: p.sub, email: p.email ?? '', ...(name && { name }) };
}

async function resolveOidcConfig(): Promise<OidcConfig> {
  try {
    // Any language's settings name the provider: the app start's own request is shared.
    return oidcConfigFrom(await fetchAppSettingsShared(guessLocale()));
  } catch {
    // The settings call failing must not lock hosts out: the embedded provider is the default.
    return defaultOidcConfig();
  }
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Tests pass a UserManager; the app resolves one from GET /api/public/app-settings. */
  userManager?: UserManager;
}

export function SessionProvider({ children, userManager }: SessionProviderProps) {
  const configRef = useRef<Promise<OidcConfig> | null>(null);
  // Tests hand in a UserManager; the app asks GET /api/public/app-settings which provider to use.
  if (!configRef.current && !userManager) configRef.current = resolveOidcConfig();
  // The UserManager (and oidc-client-ts with it) is loaded when first needed: signing in,
  // refreshing, signing out, or right after the first page is shown (see the boot effect).
  const managerRef = useRef<{ current: Promise<UserManager> | null }>({ current: userManager ? Promise.resolve(userManager) : null });
  const getManager = useCallback((): Promise<UserManager> => {
    const box = managerRef.current;
    // A load that failed (offline as the page warmed it) is tried again on the next need, not
    // kept for the tab's life: a refresh or sign-out later would otherwise fail every time.
    box.current ??= configRef.current!.then((config) => createUserManager(config)).catch((error: unknown) => {
      box.current = null;
      throw error;
    });
    return box.current;
  }, []);
  const userRef = useRef<SessionTokens | null>(null);
  const [user, setUser] = useState<SessionTokens | null>(null);
  const [booted, setBooted] = useState(false);

  const remember = useCallback((next: SessionTokens | null) => {
    userRef.current = next;
    setUser(next);
  }, []);

  // Its actors reach the UserManager and the user through refs.
  const actor = useWorkflowActor(() =>
    sessionMachine.provide({
      actors: {
        refreshToken: fromPromise<{ expiresAt: string }, void>(async () => {
          const manager = await getManager();
          // With a refresh token (scope offline_access) this is a refresh-token grant, no redirect.
          const next = await manager.signinSilent();
          if (!next || next.expired) throw new Error('refresh gave no usable token');
          remember(next);
          return { expiresAt: expiresAtOf(next) };
        }),
        signOut: fromPromise<void, void>(async () => {
          const manager = await getManager();
          const idToken = userRef.current?.id_token;
          remember(null);
          clearImpersonatedHostId();
          await manager.removeUser();
          // Ends the session at the identity provider too; it sends the browser back to '/'.
          await manager.signoutRedirect(idToken ? { id_token_hint: idToken } : undefined).catch(() => undefined);
        }),
      },
    }),
  );
  const machineState = useSelector(actor, selectSessionStatus);
  // Read once, when the session boots: a UserManager handed in (tests) is used from the start.
  const managerGiven = useEffectEvent(() => Boolean(userManager));

  // Boot: finish a sign-in that is coming back from the provider, or pick up the tab's session.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      // Only a sign-in coming back from the provider needs the library at boot; a signed-in tab
      // reads its stored tokens directly, so the first page does not wait for oidc-client-ts.
      let current: SessionTokens | null;
      if (isSignInCallback(new URL(window.location.href)) || managerGiven()) {
        const manager = await getManager();
        const returned = await completeSignInIfReturning(manager);
        current = returned.kind === 'signedIn' ? returned.user : await manager.getUser().catch(() => null);
      } else {
        // The tab's one stored user needs no settings to be read: the session starts now and the
        // host's first calls go out beside the settings call. The settings' provider is checked
        // when they come; a user stored for another provider (it was changed) ends the session.
        const early = readOnlyStoredUser();
        if (early) {
          current = early.user;
          void configRef.current!.then((config) => {
            if (cancelled || storedUserKey(config) === early.key) return;
            window.sessionStorage.removeItem(early.key);
            actor.send({ type: 'session.end' });
          });
        } else {
          current = readStoredUser(await configRef.current!);
        }
      }
      if (cancelled) return;
      // An expired access token is still worth starting with when a refresh token can renew it.
      if (current && (!current.expired || current.refresh_token)) {
        remember(current);
        if (actor.getSnapshot().matches('signedOut')) {
          actor.send({ type: 'session.start', expiresAt: expiresAtOf(current) });
          // The ticker's first check is a minute away; a token that is (nearly) expired on arrival
          // is refreshed now, before the first calls go out with it.
          actor.send({ type: 'token.check', now: new Date().toISOString() });
        }
      } else if (current) {
        await (await getManager()).removeUser();
      }
      setBooted(true);
      if (!userRef.current) {
        // Signed out on a protected page: the browser goes to sign in as soon as the app has
        // started, so the library and the provider's discovery document load now, alongside the
        // app's texts, instead of one after the other when the redirect is asked for. A public
        // page (legal, help, the guest chat) leads to no sign-in and loads neither.
        if (routeAccess(window.location.pathname, null).kind === 'signIn') {
          void getManager()
            .then((manager) => manager.metadataService.getMetadata())
            .catch(() => undefined);
        }
        return;
      }
      // Warm the library for the first refresh or sign-out once the page is up.
      whenIdle(() => void getManager().catch(() => undefined));
    })();
    return () => {
      cancelled = true;
    };
  }, [actor, remember, getManager]);

  // Whenever the machine ends the session (refresh failed, signed out), the stored user goes too.
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.matches('signedOut') && userRef.current) {
        remember(null);
        void getManager().then((m) => m.removeUser()).catch(() => undefined);
      }
    });
    return () => sub.unsubscribe();
  }, [actor, remember, getManager]);

  // AS §4: back in the foreground (a background tab's minute check is throttled) or back online,
  // the portal asks for a fresh token; the machine refreshes only with under 120 s left.
  useEffect(() => {
    const ask = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'token.refreshRequested', now: new Date().toISOString() });
    };
    document.addEventListener('visibilitychange', ask);
    window.addEventListener('online', ask);
    return () => {
      document.removeEventListener('visibilitychange', ask);
      window.removeEventListener('online', ask);
    };
  }, [actor]);

  const accessToken = useCallback((): string | null => {
    if (actor.getSnapshot().matches('signedOut')) return null;
    return userRef.current?.access_token ?? null;
  }, [actor]);

  useEffect(
    () =>
      connectTokenBridge({
        accessToken,
        refreshAfterUnauthorized: async () => {
          if (actor.getSnapshot().matches('signedOut')) return false;
          actor.send({ type: 'request.unauthorized' });
          const settled = await waitFor(actor, (s) => !s.hasTag('busy') && (s.matches('active') || s.matches('signedOut')), { timeout: SESSION_WAIT_MS });
          return settled.matches('active');
        },
        endAfterUnauthorized: () => actor.send({ type: 'session.end' }),
      }),
    [actor, accessToken],
  );

  const signIn = useCallback(async (returnTo: string, loginHint?: string, extra?: Record<string, string>) => {
    const target = splitLoginHint(returnTo);
    await signInRedirect(await getManager(), target.returnTo, loginHint ?? target.loginHint, extra);
  }, [getManager]);

  const signOut = useCallback(async () => {
    if (actor.getSnapshot().matches('signedOut')) return;
    actor.send({ type: 'session.end' });
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: SESSION_WAIT_MS });
  }, [actor]);

  const value = useMemo<SessionValue>(
    () => ({ status: booted ? machineState : 'loading', user: toSessionUser(user), signIn, signOut, accessToken }),
    [booted, machineState, user, signIn, signOut, accessToken],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
