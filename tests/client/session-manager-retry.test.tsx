// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { User, type UserManager } from 'oidc-client-ts';
import { SessionProvider, useSession, type SessionValue } from '../../src/client/auth/session-context';
import { createUserManager } from '../../src/client/auth/oidc';

// The identity library (oidc-client-ts, loaded when first needed) can fail to load, for instance
// offline as the page warms it. That failure must not stay for the tab's life: the next need (a
// refresh, a sign-out) loads it again, so signing out still removes the stored tokens.

vi.mock('../../src/client/auth/oidc', async (original) => ({ ...(await original<typeof import('../../src/client/auth/oidc')>()), createUserManager: vi.fn() }));

const nowS = () => Math.floor(Date.now() / 1000);
const storedUser = new User({
  access_token: 'stored-1',
  token_type: 'Bearer',
  id_token: 'id-stored-1',
  refresh_token: 'r-stored-1',
  profile: { sub: 'host-1', iss: 'http://localhost/auth', aud: 'host-portal', exp: nowS() + 900, iat: nowS() },
  expires_at: nowS() + 900,
});

let session: SessionValue;
function Probe() {
  session = useSession();
  return <span data-testid="status">{session.status}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the identity library failing to load', () => {
  it('is loaded again on the next need, and signing out then removes the stored user', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 503 })));
    window.sessionStorage.setItem(`oidc.user:${window.location.origin}/auth:host-portal`, storedUser.toStorageString());
    const manager = { removeUser: vi.fn(async () => undefined), signoutRedirect: vi.fn(async () => undefined), getUser: vi.fn(async () => storedUser) };
    const load = vi.mocked(createUserManager);
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.mockResolvedValue(manager as unknown as UserManager);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(session.status).toBe('active'));
    // The page warms the library after the first render: that first load fails.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => session.signOut());
    expect(load).toHaveBeenCalledTimes(2);
    expect(manager.removeUser).toHaveBeenCalled();
    await waitFor(() => expect(session.status).toBe('signedOut'));
  });
});
