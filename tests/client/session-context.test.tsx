// @vitest-environment happy-dom
import { StrictMode, useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { User, type UserManager } from 'oidc-client-ts';
import { SessionProvider, useSession, type SessionValue } from '../../src/client/auth/session-context';
import { currentAccessToken, refreshAfterUnauthorized } from '../../src/client/auth/token-bridge';
import { api } from '../../src/client/api/http';
import { appSettings } from '../shared/user-info-fixture';

// The real provider with the real session machine and the real HTTP client. The identity
// provider boundary (oidc-client-ts's UserManager) and fetch are the only fakes.

const nowS = () => Math.floor(Date.now() / 1000);

function makeUser(token: string, opts: { expiresIn?: number; refresh?: boolean; returnTo?: string } = {}) {
  return new User({
    access_token: token,
    token_type: 'Bearer',
    id_token: `id-${token}`,
    refresh_token: opts.refresh === false ? undefined : `r-${token}`,
    profile: { sub: 'host-1', email: 'ada@example.com', name: 'Ada Lovelace', iss: 'http://localhost/auth', aud: 'host-portal', exp: nowS() + 900, iat: nowS() },
    expires_at: nowS() + (opts.expiresIn ?? 900),
    userState: opts.returnTo ? { returnTo: opts.returnTo } : undefined,
  });
}

class FakeUserManager {
  stored: User | null = null;
  refreshes: (() => Promise<User | null>)[] = [];
  signinRedirect = vi.fn(async (_args?: unknown) => undefined);
  signoutRedirect = vi.fn(async (_args?: unknown) => undefined);
  signinRedirectCallback = vi.fn(async (_url?: string): Promise<User> => {
    throw new Error('no callback expected');
  });
  removeUser = vi.fn(async () => {
    this.stored = null;
  });
  getUser = vi.fn(async () => this.stored);
  metadataService = { getMetadata: vi.fn(async () => ({ issuer: 'http://localhost/auth' })) };
  signinSilent = vi.fn(async () => {
    const next = this.refreshes.shift();
    if (!next) throw new Error('invalid_grant');
    const user = await next();
    this.stored = user;
    return user;
  });
}

let session: SessionValue;
function Probe() {
  const value = useSession();
  // Handed to the test after each commit (the tests read it once the render has settled).
  useEffect(() => {
    session = value;
  });
  return (
    <p>
      <span data-testid="status">{value.status}</span>
      <span data-testid="user">{value.user ? `${value.user.sub}|${value.user.email}|${value.user.name}` : 'none'}</span>
    </p>
  );
}

function renderWith(manager: FakeUserManager) {
  return render(
    <SessionProvider userManager={manager as unknown as UserManager}>
      <Probe />
    </SessionProvider>,
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('without a stored user is signed out, and signIn keeps the target path in the state', async () => {
    const manager = new FakeUserManager();
    renderWith(manager);
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(session.accessToken()).toBeNull();
    await act(() => session.signIn('/calendar?unit=3'));
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/calendar?unit=3' } });
  });

  it('signed out, a protected page loads the discovery document at start for the coming sign-in; a public page does not', async () => {
    window.history.replaceState(null, '', '/properties');
    const onProtected = new FakeUserManager();
    renderWith(onProtected);
    await waitFor(() => expect(status()).toBe('signedOut'));
    await waitFor(() => expect(onProtected.metadataService.getMetadata).toHaveBeenCalledTimes(1));
    cleanup();

    window.history.replaceState(null, '', '/legal');
    const onPublic = new FakeUserManager();
    renderWith(onPublic);
    await waitFor(() => expect(status()).toBe('signedOut'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onPublic.metadataService.getMetadata).not.toHaveBeenCalled();
  });

  it('AS §2.3: the id parameter of the login path becomes the login hint and leaves the target', async () => {
    const manager = new FakeUserManager();
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('signedOut'));
    // base64url of anna@demo.host-portal.test
    await act(() => session.signIn('/?id=YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q&hl=de'));
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/?hl=de' }, login_hint: 'anna@demo.host-portal.test' });
    // Not an encoded e-mail: no hint, the sign-in goes on as usual.
    await act(() => session.signIn('/?id=not*base64'));
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' } });
    // Another page's id is that page's business.
    await act(() => session.signIn('/calendar?id=YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q'));
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/calendar?id=YW5uYUBkZW1vLmhvc3QtcG9ydGFsLnRlc3Q' } });
    // A hint given by the caller (the redirect page) wins.
    await act(() => session.signIn('/', 'ada@example.com'));
    expect(manager.signinRedirect).toHaveBeenLastCalledWith({ state: { returnTo: '/' }, login_hint: 'ada@example.com' });
  });

  it('never lets the sign-in state send the host to another site', async () => {
    const manager = new FakeUserManager();
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('signedOut'));
    await act(() => session.signIn('//evil.example/x'));
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
  });

  it('picks up the session of this tab and exposes the token to the HTTP client', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1');
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    expect(screen.getByTestId('user').textContent).toBe('host-1|ada@example.com|Ada Lovelace');
    expect(session.accessToken()).toBe('a1');
    expect(currentAccessToken()).toBe('a1');
  });

  it('completes a sign-in coming back from the provider, restores the path and cleans the URL', async () => {
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const manager = new FakeUserManager();
    manager.signinRedirectCallback.mockImplementation(async () => {
      manager.stored = makeUser('a1', { returnTo: '/messages/all' });
      return manager.stored;
    });
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe('/messages/all');
  });

  it('a failed callback leaves the host signed out with a clean URL', async () => {
    window.history.replaceState(null, '', '/?error=access_denied&state=xyz&hl=de');
    const manager = new FakeUserManager();
    manager.signinRedirectCallback.mockRejectedValue(new Error('access_denied'));
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(window.location.search).toBe('?hl=de');
  });

  it('without a UserManager (the app), a signed-in tab starts from its stored tokens alone', async () => {
    // app settings unreachable: the embedded provider is assumed, as in production
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    const stored = makeUser('stored-1');
    window.sessionStorage.setItem(`oidc.user:${window.location.origin}/auth:host-portal`, stored.toStorageString());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(status()).toBe('active'));
    expect(session.accessToken()).toBe('stored-1');
    expect(screen.getByTestId('user').textContent).toBe('host-1|ada@example.com|Ada Lovelace');
    window.sessionStorage.clear();
  });

  it('a signed-in tab starts before the settings have answered, so the first calls need not wait for them', async () => {
    let settingsAsked = 0;
    let answer!: (r: Response) => void;
    const held = new Promise<Response>((resolve) => (answer = resolve));
    // The settings call does not answer until the end: the session must not wait for it.
    vi.stubGlobal('fetch', vi.fn(() => ((settingsAsked += 1), held)));
    window.sessionStorage.setItem(`oidc.user:${window.location.origin}/auth:host-portal`, makeUser('early-1').toStorageString());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(status()).toBe('active'));
    expect(session.accessToken()).toBe('early-1');
    await waitFor(() => expect(settingsAsked).toBeGreaterThan(0));
    expect(status()).toBe('active');
    // Answered now (a failure, so the shared settings request is not kept for the next test).
    answer(new Response('{}', { status: 503 }));
    await act(async () => {
      await held;
    });
    window.sessionStorage.clear();
  });

  it('a user stored for another provider than the settings name is signed out once they answer', async () => {
    const settings = appSettings({ identityProvider: { issuer: 'https://other.example/auth', clientId: 'host-portal', scope: 'openid profile email offline_access' } });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes('/api/public/app-settings')) {
          await answered;
          return new Response(JSON.stringify(settings), { status: 200, headers: { 'content-type': 'application/json' } });
        }
        return new Response('{}', { status: 503 });
      }),
    );
    const key = `oidc.user:${window.location.origin}/auth:host-portal`;
    window.sessionStorage.setItem(key, makeUser('stale-1').toStorageString());
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(status()).toBe('active'));
    answer();
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it('a 401 refreshes through the machine and the call is retried with the new token', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1');
    manager.refreshes.push(async () => makeUser('a2'));
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (req: Request) => {
        const auth = req.headers.get('authorization');
        seen.push(auth);
        return auth === 'Bearer a2'
          ? new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response('{}', { status: 401, headers: { 'content-type': 'application/problem+json' } });
      }),
    );
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    const answer = await act(() => api.get('app/anything').json<{ ok: boolean }>());
    expect(answer).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer a1', 'Bearer a2']);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(status()).toBe('active');
    expect(session.accessToken()).toBe('a2');
  });

  it('shows busy while refreshing', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1');
    let release!: (u: User) => void;
    manager.refreshes.push(() => new Promise<User>((r) => (release = r)));
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    let outcome: Promise<boolean>;
    act(() => {
      outcome = refreshAfterUnauthorized();
    });
    await waitFor(() => expect(status()).toBe('busy'));
    await act(async () => release(makeUser('a2')));
    await expect(outcome!).resolves.toBe(true);
    await waitFor(() => expect(status()).toBe('active'));
  });

  it('when the refresh fails the host is signed out and the stored user removed', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1');
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await refreshAfterUnauthorized();
    });
    expect(ok).toBe(false);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(currentAccessToken()).toBeNull();
    expect(screen.getByTestId('user').textContent).toBe('none');
  });

  it('signOut ends the session at the provider too', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1');
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    await act(() => session.signOut());
    expect(status()).toBe('signedOut');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-a1' });
    expect(session.accessToken()).toBeNull();
  });

  it('AS §4: back in the foreground the portal asks for a fresh token, renewed only with under 120 s left', async () => {
    const manager = new FakeUserManager();
    // 90 s left: within the ask's 120 s, not yet the minute check's 5 s.
    manager.stored = makeUser('a1', { expiresIn: 90 });
    manager.refreshes.push(async () => makeUser('a2'));
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    expect(manager.signinSilent).not.toHaveBeenCalled();
    expect(document.visibilityState).toBe('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(session.accessToken()).toBe('a2'));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    // The fresh token (15 min) is kept when the tab comes back again.
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => undefined);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(status()).toBe('active');
  });

  it('AS §4: back online the portal asks for a fresh token', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('a1', { expiresIn: 100 });
    manager.refreshes.push(async () => makeUser('a2'));
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('active'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(session.accessToken()).toBe('a2'));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('an expired stored token without a refresh token is not a session', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('old', { expiresIn: -60, refresh: false });
    renderWith(manager);
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(manager.removeUser).toHaveBeenCalled();
  });

  it('an expired stored token with a refresh token is renewed at once', async () => {
    const manager = new FakeUserManager();
    manager.stored = makeUser('old', { expiresIn: -60 });
    manager.refreshes.push(async () => makeUser('new'));
    renderWith(manager);
    await waitFor(() => expect(session.accessToken()).toBe('new'));
    expect(status()).toBe('active');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('under StrictMode the code is exchanged once and the session starts once', async () => {
    window.history.replaceState(null, '', '/?code=strict&state=s');
    const manager = new FakeUserManager();
    manager.signinRedirectCallback.mockImplementation(async () => {
      manager.stored = makeUser('a1', { returnTo: '/home' });
      return manager.stored;
    });
    render(
      <StrictMode>
        <SessionProvider userManager={manager as unknown as UserManager}>
          <Probe />
        </SessionProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(status()).toBe('active'));
    expect(manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/home');
    expect(currentAccessToken()).toBe('a1');
  });
});
