// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from '../../src/client/router';
import { User, type UserManager } from 'oidc-client-ts';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../machines/index';
import type { AppStartEvent, appStartMachine } from '../../machines/app-start/app-start.machine';
import { retryBackoff } from '../../src/client/api/http';
import { clearImpersonatedHostId, getImpersonatedHostId, setImpersonatedHostId } from '../../src/client/api/impersonation';
import { SessionProvider } from '../../src/client/auth/session-context';
import { AppStartGate } from '../../src/client/app/app-start';
import { createQueryClient } from '../../src/client/app/providers';
import { appRoutes } from '../../src/client/app/router';
import { loadMessages } from '../../src/client/i18n/messages';
import { appSettings, commissionHost, publicSettings, userInfo } from '../shared/user-info-fixture';
import type { MachinePath } from '../../machines/paths';
import { button, click, replayPaths, type Drivers, type HeldServer } from './support/path-replay';
import { scaledMs } from '../support/time-scale';

// The app-start machine's paths replayed on the real app root: the providers of main.tsx
// (app/providers.tsx: the query client, the session provider, the app-start gate with its
// machine, its loading of settings, texts and user, its online/offline listeners and its error
// page) and the real route table and shell on a public page (/legal), signed out. The fakes are at
// the edges only: fetch (the two settings calls, held until the path says the server answers),
// the identity provider (no stored user: signed out), and the browser's online/offline events.
// The router is a memory router over the real routes rather than app-root.tsx's, which is made
// once per tab and would outlive this file in the client project's shared module graph.
// The address asks for German (?hl=de), the language the fixtures' start settles on.
// A path that starts the app over (app.reload, which only staff starting or stopping acting for a
// host send, from inside the started app) plays in a tab where a staff member, signed in, acts for
// a host: the shell's impersonation banner offers Stop, which starts the app over as the staff
// member themselves.

const LOCALE = 'de-DE';
const FAILED = { title: 'Unerwarteter Fehler', retry: 'Erneut versuchen' };

// The HTTP client retries a failed GET after 0.3 s and 0.6 s; a failure here is the server's answer, at once.
const backoff = retryBackoff.baseMs;
retryBackoff.baseMs = 0;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearImpersonatedHostId();
  // The gate's offline event also took react-query's online manager offline: the next file's
  // queries must not wait for a network that never comes back.
  onlineManager.setOnline(true);
});
afterAll(() => {
  retryBackoff.baseMs = backoff;
  window.history.replaceState(null, '', '/');
});

/** The identity provider with no user in the tab: the session boots signed out. */
const signedOutIdentityProvider = {
  getUser: vi.fn(async () => null),
  signinRedirect: vi.fn(async () => undefined),
  signoutRedirect: vi.fn(async () => undefined),
  signinRedirectCallback: vi.fn(async () => {
    throw new Error('no callback expected');
  }),
  signinSilent: vi.fn(async () => null),
  removeUser: vi.fn(async () => undefined),
  metadataService: { getMetadata: vi.fn(async () => ({ issuer: 'http://localhost/auth' })) },
} as unknown as UserManager;

const STAFF = { sub: '0190f1a2-0000-7000-8000-0000000000f1', email: 'staff@example.com' };
const HOST_ID = '0190f1a2-0000-7000-8000-0000000000b1';
/** A staff member signed in in this tab (an hour left on the token). */
const staffIdentityProvider = {
  ...signedOutIdentityProvider,
  getUser: vi.fn(async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    return new User({
      access_token: 'staff-token',
      token_type: 'Bearer',
      refresh_token: 'staff-refresh',
      profile: { ...STAFF, iss: 'http://localhost/auth', aud: 'host-portal', exp, iat: exp - 3600 },
      expires_at: exp,
    });
  }),
} as unknown as UserManager;
/** The user info the start reads: the host as the staff member sees them while acting, else the staff member. */
const staffUserInfo = () =>
  getImpersonatedHostId()
    ? commissionHost({ companyName: 'Lago Rentals', email: 'lago@example.com', isImpersonating: true, staffEmail: STAFF.email, locale: LOCALE })
    : userInfo({ isStaff: true, email: STAFF.email, locale: LOCALE });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/**
 * The server of the start's calls (the app settings, the public settings and, signed in, the user
 * info). Each call waits until the path says the server answers; a failing answer is a 503 for
 * every call (retries too) until the next start begins. The pages' own calls are answered at once
 * (empty, or not found).
 */
class FakeStartServer implements HeldServer {
  /**
   * Held from the first call on (the start asks while mounting); release answers every call
   * waiting, and the start's later ones (signed in, the user info follows the session), until
   * the next start begins.
   */
  private held = true;
  private waiting: (() => void)[] = [];
  private failing = false;
  constructor() {
    vi.stubGlobal('fetch', async (req: Request) => {
      const url = new URL(req.url);
      const startCall = ['/api/public/app-settings', '/api/public/settings', '/api/app/user/info'].includes(url.pathname);
      if (!startCall) return req.method === 'GET' && url.pathname.startsWith('/api/app/staff/') ? json({ items: [] }) : json({ title: 'Not found', status: 404 }, 404);
      // A failing server answers at once, the HTTP client's retries too.
      if (this.held && !this.failing) await new Promise<void>((r) => this.waiting.push(r));
      if (this.failing) return json({ title: 'Service unavailable', status: 503 }, 503);
      if (url.pathname === '/api/public/app-settings') return json(appSettings());
      if (url.pathname === '/api/public/settings') return json(publicSettings());
      return json(staffUserInfo());
    });
  }
  holdWrites() {
    return () => {
      this.held = false;
      this.waiting.splice(0).forEach((answer) => answer());
    };
  }
  failNextWrite() {
    this.failing = true;
  }
  /** A new start asks again: the server answers as the path says from now on. */
  startsAgain() {
    this.held = true;
    this.failing = false;
  }
}

let server: FakeStartServer;
let messages: Record<string, string>;
/** The tab the path plays in: signed out, or a staff member acting for a host (a path with app.reload). */
let acting = false;
const mountKey = (path: MachinePath) => (path.steps.some((step) => step.event.type === 'app.reload') ? 'acting' : 'signedOut');

/** The real routes and shell on /legal, as the root module of the start. */
function Root() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/legal'] });
  return <RouterProvider router={router} />;
}

async function mount(path: MachinePath): Promise<HeldServer> {
  window.history.replaceState(null, '', '/legal?hl=de');
  messages = (await loadMessages(LOCALE)) as Record<string, string>;
  // A new tab is online: an earlier path may have left react-query's online manager offline,
  // which would hold the signed-in start's user info.
  onlineManager.setOnline(true);
  acting = mountKey(path) === 'acting';
  if (acting) setImpersonatedHostId(HOST_ID);
  else clearImpersonatedHostId();
  server = new FakeStartServer();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider userManager={acting ? staffIdentityProvider : signedOutIdentityProvider}>
        <AppStartGate loadRoot={async () => ({ default: Root })} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('Loading your portal…');
  return server;
}

const network = (online: boolean) =>
  act(async () => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
const failedPage = () => screen.queryByRole('heading', { level: 1, name: FAILED.title });
const STOP = 'Beenden';
const impersonationBanner = () => screen.queryByRole('region', { name: 'MITARBEITERANSICHT' });

const drivers: Drivers<AppStartEvent> = {
  // The host clicks Try again on the error page.
  'app.retry': async (_e, ui) => {
    if (!failedPage()) return false;
    server.startsAgain();
    return click(ui, button(FAILED.retry));
  },
  // The staff member stops acting for the host (the banner's Stop): the app starts over as them.
  'app.reload': async (_e, ui) => {
    const banner = impersonationBanner();
    if (!banner) return false;
    server.startsAgain();
    return click(ui, within(banner).queryByRole('button', { name: STOP }));
  },
  // The browser says the network went away, or came back (coming back retries a failed start).
  'network.offline': async () => {
    await network(false);
    return true;
  },
  'network.online': async () => {
    server.startsAgain();
    await network(true);
    return true;
  },
};

type Snapshot = SnapshotFrom<typeof appStartMachine>;
const offlineNote = () => screen.getByTestId('network-status').textContent;

const viewChecks: Record<string, (s: Snapshot) => void> = {
  // The boot screen's spinner (English: the texts are not there yet), nothing of the app.
  loading: () => {
    expect(screen.getByRole('status').textContent).toContain('Loading your portal…');
    expect(failedPage()).toBeNull();
    expect(button('Anmelden')).toBeNull();
  },
  // The 'Unexpected error' page in the address's language, with Try again.
  failed: () => {
    expect(failedPage()).toBeTruthy();
    expect(button(FAILED.retry)).toBeTruthy();
  },
  // The app in the language the start settled on, signed out on /legal, or for the staff member:
  // acting for the host (the banner), or as themselves; the offline note while the network is away.
  ready: (s) => {
    expect(document.documentElement.lang).toBe(s.context.locale);
    expect(Boolean(button('Anmelden'))).toBe(!acting);
    if (acting) expect(Boolean(impersonationBanner())).toBe(getImpersonatedHostId() !== null);
    expect(failedPage()).toBeNull();
    // (Back online, a short "back online" note shows instead.)
    expect(offlineNote()!.includes(messages['network.offline']!)).toBe(!s.context.online);
  },
};

it('every path of the app-start machine plays on the real app root, which shows each state', async () => {
  await replayPaths({
    name: 'app-start',
    entry: machines['app-start'],
    mount,
    mountKey,
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
