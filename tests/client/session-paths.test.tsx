// @vitest-environment happy-dom
import { useEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../src/client/router';
import { User, type UserManager } from 'oidc-client-ts';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../machines/index';
import type { MachinePath } from '../../machines/paths';
import type { SessionEvent, sessionMachine } from '../../machines/session/session.machine';
import { TOKEN_CHECK_INTERVAL_MS } from '../../src/shared/domain/session-timing';
import { SessionProvider, useSession, type SessionValue } from '../../src/client/auth/session-context';
import { api } from '../../src/client/api/http';
import { AppDataContext, type AppData } from '../../src/client/app/app-data';
import { appRoutes } from '../../src/client/app/router';
import { loadMessages } from '../../src/client/i18n/messages';
import { appSettings, publicSettings, userInfo } from '../shared/user-info-fixture';
import { button, click, replayPaths, type Drivers } from './support/path-replay';
import { scaledMs } from '../support/time-scale';

// The session machine's paths replayed against the real session provider (session-context.tsx,
// with the real machine, its ticker, the token bridge and the HTTP client) under the real route
// table and shell, on a public page (/legal) so the shell alone tells signed in from signed out.
// The fakes are at the edges only: the identity provider (oidc-client-ts's UserManager, as in
// session-context.test.tsx), fetch (user info, and a call the server refuses with 401), and the
// clock: Date and setInterval are fake, so the machine's own ticker sends token.check when the
// replay moves the clock by one check interval, at the time the path names, and the tab coming
// back to the foreground asks for a fresh token at the time the path names.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dropSessionWaits();
});

/**
 * The provider waits at most 30 s for a sign-out (signOut's waitFor). A path that ends while the
 * sign-out is held unmounts the provider, whose stopped machine never settles that wait: its
 * timer would reject long after, in another path. Those timers are dropped when the path is over.
 */
const SESSION_WAIT_MS = 30_000;
let sessionWaits: Parameters<typeof clearTimeout>[0][] = [];
function dropSessionWaits() {
  sessionWaits.forEach((id) => clearTimeout(id));
  sessionWaits = [];
}
function keepSessionWaits() {
  const realSetTimeout = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', (handler: () => void, ms?: number, ...args: unknown[]) => {
    const id = realSetTimeout(handler, ms, ...args);
    if (ms === SESSION_WAIT_MS) sessionWaits.push(id);
    return id;
  });
}

type Snapshot = SnapshotFrom<typeof sessionMachine>;

const HOST = userInfo();
const ACCOUNT_MENU = `Account menu of ${HOST.firstName} ${HOST.lastName}`;
/** Before the first path step: ten minutes before the fixtures' token expires (10:00), so the boot's check keeps it. */
const START = new Date('2026-01-01T09:50:00.000Z');

/** A token named by its expiry, so the view can be held against the machine's expiresAt. */
const tokenFor = (expiresAt: string) => `token@${expiresAt}`;
function userFor(expiresAt: string) {
  const token = tokenFor(expiresAt);
  return new User({
    access_token: token,
    token_type: 'Bearer',
    id_token: `id-${token}`,
    refresh_token: `r-${token}`,
    profile: { sub: 'host-1', email: HOST.email, iss: 'http://localhost/auth', aud: 'host-portal', exp: Date.parse(expiresAt) / 1000, iat: START.getTime() / 1000 },
    expires_at: Date.parse(expiresAt) / 1000,
  });
}

/**
 * The identity provider's side: the tab's stored user, the refresh (signinSilent) and the
 * removal of the user at sign-out, each held until the path says the call answers.
 */
class FakeIdentityProvider {
  stored: User | null = null;
  private hold: Promise<void> | null = null;
  private failures = 0;
  constructor(private refreshedUntil: string[]) {}
  private async answer() {
    if (this.hold) await this.hold;
    if (this.failures > 0) {
      this.failures -= 1;
      return false;
    }
    return true;
  }
  signinRedirect = vi.fn(async () => undefined);
  signoutRedirect = vi.fn(async () => undefined);
  signinRedirectCallback = vi.fn(async (): Promise<User> => {
    throw new Error('no callback expected');
  });
  getUser = vi.fn(async () => this.stored);
  metadataService = { getMetadata: vi.fn(async () => ({ issuer: 'http://localhost/auth' })) };
  signinSilent = vi.fn(async () => {
    if (!(await this.answer())) throw new Error('invalid_grant');
    this.stored = userFor(this.refreshedUntil.shift()!);
    return this.stored;
  });
  removeUser = vi.fn(async () => {
    if (!(await this.answer())) throw new Error('provider unreachable');
    this.stored = null;
  });
  holdWrites() {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    this.hold = held;
    return () => {
      if (this.hold === held) this.hold = null;
      release();
    };
  }
  failNextWrite() {
    this.failures += 1;
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/** The server: user info for any signed-in call; a call carrying the token it refuses gets 401. */
function fakeServer() {
  const server = { refused: null as string | null };
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const sent = req.headers.get('authorization')?.slice('Bearer '.length) ?? null;
    if (url.pathname.startsWith('/api/app/') && (sent === null || sent === server.refused)) return json({ title: 'Unauthorized', status: 401 }, 401);
    if (url.pathname === '/api/app/user/info') return json(HOST);
    if (url.pathname === '/api/app/probe') return json({ ok: true });
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return server;
}

let session: SessionValue | null = null;
/** The provider's value as views read it: the status and the token the HTTP client sends. */
function SessionProbe() {
  const value = useSession();
  useEffect(() => {
    session = value;
  });
  return (
    <output data-testid="session">
      {value.status}|{value.accessToken() ?? 'none'}
    </output>
  );
}

let page: { idp: FakeIdentityProvider; server: ReturnType<typeof fakeServer>; messages: Awaited<ReturnType<typeof loadMessages>> };

/** One page load of the app on /legal: the provider boots and picks up the tab's stored user, if any. */
function load() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const data: AppData = { locale: 'en-US', appSettings: appSettings(), publicSettings: publicSettings(), offline: false, reload: () => undefined };
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/legal'] });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider userManager={page.idp as unknown as UserManager}>
        <AppDataContext.Provider value={data}>
          <IntlProvider locale="en-US" messages={page.messages}>
            <SessionProbe />
            <RouterProvider router={router} />
          </IntlProvider>
        </AppDataContext.Provider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const probe = () => screen.getByTestId('session').textContent!.split('|') as [string, string];

async function mount(path: MachinePath) {
  dropSessionWaits();
  keepSessionWaits();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: START });
  const refreshedUntil = path.steps
    .filter((s) => s.event.type === 'xstate.done.actor.refreshToken')
    .map((s) => (s.event as unknown as { output: { expiresAt: string } }).output.expiresAt);
  page = { idp: new FakeIdentityProvider(refreshedUntil), server: fakeServer(), messages: await loadMessages('en-US') };
  load();
  // Booted with no stored user: the shell offers Sign in.
  await screen.findByRole('button', { name: 'Sign in' });
  return page.idp;
}

const status = () => probe()[0];

const drivers: Drivers<SessionEvent> = {
  // The host comes back signed in: the next page load finds the tab's user, and the provider
  // starts the session with its expiry (it starts one only while signed out, at boot).
  'session.start': async (e) => {
    if (status() !== 'signedOut') return false;
    page.idp.stored = userFor(e.expiresAt);
    cleanup();
    load();
    return true;
  },
  // The machine's own ticker: the clock is set one interval before the path's time and moved on
  // by one interval, so the check runs at exactly that time (the clock stands still otherwise).
  'token.check': async (e) => {
    if (status() !== 'active') return false;
    vi.setSystemTime(Date.parse(e.now) - TOKEN_CHECK_INTERVAL_MS);
    await act(async () => {
      vi.advanceTimersByTime(TOKEN_CHECK_INTERVAL_MS);
    });
    return true;
  },
  // The host comes back to the tab (visibilitychange to visible) at the time the path names: the
  // portal asks for a fresh token, the machine's 120 s rule decides.
  'token.refreshRequested': async (e) => {
    if (status() !== 'active') return false;
    vi.setSystemTime(Date.parse(e.now));
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    return true;
  },
  // A call of the page comes back 401: the server refuses the token it carries.
  'request.unauthorized': async () => {
    if (status() !== 'active') return false;
    page.server.refused = session!.accessToken();
    void api.get('app/probe').json().catch(() => undefined);
    return true;
  },
  // The host clicks Sign out in the account menu.
  'session.end': async (_e, ui) => {
    if (!(await click(ui, button(ACCOUNT_MENU)))) return false;
    const menu = await screen.findByRole('menu');
    return click(ui, within(menu).getByRole('menuitem', { name: 'Sign out' }));
  },
};

/** The shell on /legal: the account menu while signed in (its user info loaded), else Sign in. */
function shellShows(signedIn: boolean) {
  expect(button(ACCOUNT_MENU) !== null).toBe(signedIn);
  expect(button('Sign in') !== null).toBe(!signedIn && status() === 'signedOut');
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  signedOut: () => {
    expect(probe()).toEqual(['signedOut', 'none']);
    shellShows(false);
  },
  active: (s) => {
    expect(probe()).toEqual(['active', tokenFor(s.context.expiresAt!)]);
    shellShows(true);
  },
  // Still signed in: the calls go on with the token being renewed (they wait on a 401).
  refreshing: (s) => {
    expect(probe()).toEqual(['busy', tokenFor(s.context.expiresAt!)]);
    shellShows(true);
  },
  // The token is gone at once; the shell keeps the account menu (user info cached, status busy)
  // and offers no Sign in until the provider has ended the session.
  signingOut: () => {
    expect(probe()).toEqual(['busy', 'none']);
    expect(button('Sign in')).toBeNull();
  },
};

it('every path of the session machine plays on the real session provider and shell, which show each state', async () => {
  await replayPaths({
    name: 'session',
    entry: machines.session,
    mount,
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
