// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import type { CookieConsentEvent, cookieConsentMachine } from '../../../machines/cookie-consent/cookie-consent.machine';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION, parseConsent, serializeConsent } from '../../../src/shared/domain/cookie-consent';
import { resetConsentStore } from '../../../src/client/features/cookie-consent/consent-store';
import { button, click, dialog, replayPaths, type Drivers } from '../support/path-replay';
import { renderApp } from '../support/render-app';
import { scaledMs } from '../../support/time-scale';

// The cookie-consent machine's paths replayed against the real portal as a visitor meets it
// (AS §2.10, AS §3 "Cookie settings"): the help centre signed out, with the root layout's banner
// and the page's "Cookie settings" footer, the real machine, react-query and HTTP client. Only the edges
// are fakes: local storage holds the record the path loads, and fetch answers the list of cookies
// (GET /api/public/cookie-consent-settings) and the help centre's articles.

// The consent store is module state: a banner mounted by the next file in this worker would
// otherwise see this file's settings requests and open the settings dialog by itself.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetConsentStore();
  localStorage.clear();
});

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });

const SETTINGS = {
  items: [
    { name: 'cookie_consent', storageType: 'local storage', category: 'necessary', title: 'Cookie consent', description: 'Remembers which cookies you allowed.', ttl: null },
    { name: 'host_portal.helpTooltipDismissed', storageType: 'local storage', category: 'preferences', title: 'Help hint', description: 'Keeps the help hint closed.', ttl: null },
    { name: '_sp_', storageType: 'cookie', category: 'statistics', title: 'Usage statistics', description: 'Measures how the portal is used.', ttl: 63072000 },
  ],
};

function fakePublicApi() {
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (url.pathname === '/api/public/cookie-consent-settings') return json(SETTINGS);
    if (url.pathname === '/api/public/knowledge-articles') return json([]);
    // Anything else the page sends (statistics once allowed, error reports) is taken and forgotten.
    if (req.method !== 'GET') return new Response(null, { status: 204 });
    return json({ title: 'Not found', status: 404 }, 404);
  });
}

let loaded = false;

const stored = () => parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
const region = () => screen.queryByRole('region', { name: 'Cookies and local storage' });
const settingsDialog = () => screen.queryByRole('dialog', { name: 'Cookie settings' });
/** The banner's or the dialog's button, whichever is on screen. */
const shownButton = (name: string) => {
  const where = settingsDialog() ?? region();
  return where ? within(where).queryByRole('button', { name }) : null;
};
const toggle = (name: string) => (settingsDialog() ? (within(settingsDialog()!).queryByRole('switch', { name: `Allow ${name}` }) as HTMLInputElement | null) : null);
const CATEGORY_NAMES = { preferences: 'Preferences', statistics: 'Statistics' } as const;

const drivers: Drivers<CookieConsentEvent> = {
  // The visitor opens a page: the root layout reads the record this browser holds (the path's).
  'consent.load': async (e) => {
    if (loaded) return false;
    if (e.record) localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(e.record));
    else localStorage.removeItem(CONSENT_STORAGE_KEY);
    resetConsentStore();
    await renderApp({ user: null, path: '/help' });
    loaded = true;
    await screen.findByRole('contentinfo');
    // The banner is a lazy chunk: the first import in a run takes a while.
    if (!e.record) await screen.findByRole('region', { name: 'Cookies and local storage' }, { timeout: 10_000 });
    return true;
  },
  'consent.acceptAll': (_e, ui) => click(ui, shownButton('Accept all')),
  // The banner and the Cookie settings dialog both offer it.
  'consent.rejectOptional': (_e, ui) => click(ui, shownButton('Reject optional')),
  'consent.customise': (_e, ui) => click(ui, region() && within(region()!).queryByRole('button', { name: 'Customise' })),
  // A switch already showing the payload's choice is not one the visitor can turn to it.
  'category.toggle': async (e, ui) => {
    const input = toggle(CATEGORY_NAMES[e.category]);
    if (!input || input.disabled || input.checked === e.allowed) return false;
    await ui.user.click(input);
    return true;
  },
  'consent.save': (_e, ui) => click(ui, shownButton('Save my choices')),
  'customise.cancel': (_e, ui) => click(ui, shownButton('Cancel')),
  // The help centre's footer (a signed-in host has the same item in the user menu).
  'consent.reopen': async (_e, ui) => {
    if (settingsDialog()) return false;
    const footer = screen.queryByRole('contentinfo');
    const found = await click(ui, footer && within(footer).queryByRole('button', { name: 'Cookie settings' }));
    if (found) await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 10_000 });
    return found;
  },
};

/** The record the browser keeps is the machine's decision in force (its instant is the view's clock, not the fixture's). */
function recordKept(s: Snapshot) {
  const record = stored();
  if (s.context.record === null) expect(record).toBeNull();
  else {
    expect(record?.version).toBe(CONSENT_VERSION);
    expect(record?.choices).toEqual(s.context.record.choices);
  }
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  // The page has not read the record yet: nothing about cookies shows.
  undecided: (s) => {
    expect(region()).toBeNull();
    expect(dialog()).toBeNull();
    expect(s.context.record).toBeNull();
  },
  banner: (s) => {
    const banner = region()!;
    expect(banner).toBeTruthy();
    expect(within(banner).getAllByRole('button').map((b) => b.textContent)).toEqual(['Customise', 'Reject optional', 'Accept all']);
    expect(dialog()).toBeNull();
    recordKept(s);
  },
  customising: (s) => {
    const d = settingsDialog()!;
    expect(d).toBeTruthy();
    expect(region()).toBeNull();
    // Necessary is locked on; the others show the draft (nothing pre-ticked on a first visit).
    const necessary = within(d).getByRole('switch', { name: 'Allow Necessary' }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    for (const category of ['preferences', 'statistics'] as const) {
      const input = within(d).getByRole('switch', { name: `Allow ${CATEGORY_NAMES[category]}` }) as HTMLInputElement;
      expect(input.checked, category).toBe(s.context.draft[category]);
      expect(input.disabled).toBe(false);
    }
    // The categories list the server's cookies.
    expect(within(d).getByText('_sp_')).toBeTruthy();
    expect(within(d).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Reject optional', 'Save my choices', 'Accept all']);
    recordKept(s);
  },
  decided: (s) => {
    expect(region()).toBeNull();
    expect(dialog()).toBeNull();
    expect(s.context.record).not.toBeNull();
    recordKept(s);
    expect(button('Cookie settings')).toBeTruthy();
  },
};

it('every path of the machine plays on the real help centre with its cookie banner, which shows each state', async () => {
  await replayPaths({
    name: 'cookie-consent',
    entry: machines['cookie-consent'],
    mount: () => {
      localStorage.clear();
      resetConsentStore();
      fakePublicApi();
      loaded = false;
      return { holdWrites: () => () => undefined, failNextWrite: () => undefined };
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
