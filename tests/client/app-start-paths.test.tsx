// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserManager } from 'oidc-client-ts';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../machines/index';
import type { AppStartEvent, appStartMachine } from '../../machines/app-start/app-start.machine';
import { retryBackoff } from '../../src/client/api/http';
import { SessionProvider } from '../../src/client/auth/session-context';
import { AppStartGate } from '../../src/client/app/app-start';
import { createQueryClient } from '../../src/client/app/providers';
import { appRoutes } from '../../src/client/app/router';
import { loadMessages } from '../../src/client/i18n/messages';
import { appSettings, publicSettings } from '../shared/user-info-fixture';
import { button, click, replayPaths, type Drivers, type HeldServer } from './support/path-replay';

// The app-start machine's paths replayed on the real app root: the providers of main.tsx
// (app/providers.tsx: the query client, the session provider, the app-start gate with its
// machine, its loading of settings, texts and user, its online/offline listeners and its error
// page) and the real route table and shell on a public page (/legal), signed out. The fakes are at
// the edges only: fetch (the two settings calls, held until the path says the server answers),
// the identity provider (no stored user: signed out), and the browser's online/offline events.
// The router is a memory router over the real routes rather than app-root.tsx's, which is made
// once per tab and would outlive this file in the client project's shared module graph.
// The address asks for German (?hl=de), the language the fixtures' start settles on.

const LOCALE = 'de-DE';
const FAILED = { title: 'Unerwarteter Fehler', retry: 'Erneut versuchen' };

// ky retries a failed GET after 0.3 s and 0.6 s; a failure here is the server's answer, at once.
const backoff = retryBackoff.baseMs;
retryBackoff.baseMs = 0;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

/**
 * The server of the start's calls (the app settings and the public settings). Each call waits
 * until the path says the server answers; a failing answer is a 503 for every call (retries
 * too) until the next start begins.
 */
class FakeStartServer implements HeldServer {
  /** Held from the first call on (the start asks while mounting); release answers every call waiting. */
  private held = true;
  private waiting: (() => void)[] = [];
  private failing = false;
  constructor() {
    vi.stubGlobal('fetch', async (req: Request) => {
      const url = new URL(req.url);
      // A failing server answers at once, ky's retries too.
      if (this.held && !this.failing) await new Promise<void>((r) => this.waiting.push(r));
      if (this.failing) return json({ title: 'Service unavailable', status: 503 }, 503);
      if (url.pathname === '/api/public/app-settings') return json(appSettings());
      if (url.pathname === '/api/public/settings') return json(publicSettings());
      return json({ title: 'Not found', status: 404 }, 404);
    });
  }
  holdWrites() {
    this.held = true;
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
    this.failing = false;
  }
}

let server: FakeStartServer;
let messages: Record<string, string>;

/** The real routes and shell on /legal, as the root module of the start. */
function Root() {
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/legal'] });
  return <RouterProvider router={router} />;
}

async function mount(): Promise<HeldServer> {
  window.history.replaceState(null, '', '/legal?hl=de');
  messages = (await loadMessages(LOCALE)) as Record<string, string>;
  server = new FakeStartServer();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider userManager={signedOutIdentityProvider}>
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

const drivers: Drivers<AppStartEvent> = {
  // The host clicks Try again on the error page.
  'app.retry': async (_e, ui) => {
    if (!failedPage()) return false;
    server.startsAgain();
    return click(ui, button(FAILED.retry));
  },
  'app.reload': async () => false,
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
  // The app in the language the start settled on, signed out on /legal; the offline note while
  // the network is away.
  ready: (s) => {
    expect(document.documentElement.lang).toBe(s.context.locale);
    expect(button('Anmelden')).toBeTruthy();
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
    drivers,
    viewChecks,
    notDrivable: {
      'app.reload':
        'the machine starts over only when staff start or stop acting for a host (Act for on /staff, Stop in the impersonation banner), from inside the started app and signed in; this replay starts signed out, and the spinner and the error page offer no reload; a change of language and the 12-hour reload reload the page instead (page-reload.ts, change-language.ts)',
    },
  });
}, 120_000);
