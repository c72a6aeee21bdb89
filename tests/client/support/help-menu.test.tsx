// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from './render-app';
import { startHelpCenterStatistics } from '../../../src/client/features/cookie-consent/help-center-statistics';
import { fakeUserApi } from './fake-user-api';

fakeUserApi();

// The header's help dropdown (AS §2.9) in the real shell: the articles of the area
// of the page (asked by category), each a new-tab link to the help centre, the help-centre link
// from app settings, and Contact support opening the contact form.

const HELP = 'https://help.example.test/centre';
let articleQueries: string[];
let interactions: unknown[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const article = (id: string, category: string, title: string) => ({ id, category, title, summary: `${title} in short.`, url: `${HELP}/articles/${id}` });

beforeEach(() => {
  articleQueries = [];
  interactions = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/app/user/knowledge-articles') {
        const area = url.searchParams.get('categories') ?? '';
        articleQueries.push(area);
        return json(200, [article(`${area}-one`, area, `First ${area} guide`), article(`${area}-two`, area, `Second ${area} guide`)]);
      }
      if (url.pathname === '/api/app/user/interaction' && req.method === 'PUT') {
        interactions.push(await req.clone().json());
        return json(200, []);
      }
      if (url.pathname === '/api/app/user/contact-form/topics') return json(200, [{ name: 'General feedback', value: 'general-feedback' }]);
      return new Response(JSON.stringify({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openHelp(path: string) {
  const user = setupUser();
  const view = await renderApp({ user: userInfo(), path, appSettings: { helpCenterUrls: { helpCenter: HELP } } });
  // The shell's header comes first; a page's own <header> (its heading) counts as a banner too here.
  const [header] = await screen.findAllByRole('banner');
  await user.click(within(header).getByRole('button', { name: 'Help' }));
  const menu = await screen.findByRole('menu', { name: 'Help' }, { timeout: 10_000 });
  expect(within(menu).getByText('Help for this page')).toBeTruthy();
  return { user, menu, ...view };
}

describe('help dropdown', () => {
  it("lists the calendar's articles on /calendar, each opening the help centre in a new tab", async () => {
    const { menu, missing } = await openHelp('/calendar');
    const first = await within(menu).findByRole('menuitem', { name: 'First calendar guide (opens in a new tab)' });
    expect(first.getAttribute('href')).toBe(`${HELP}/articles/calendar-one`);
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(within(menu).getByRole('menuitem', { name: 'Second calendar guide (opens in a new tab)' })).toBeTruthy();
    expect(articleQueries).toEqual(['calendar']);
    const centre = within(menu).getByRole('menuitem', { name: 'Help centre (opens in a new tab)' });
    expect(centre.getAttribute('href')).toBe(HELP);
    expect(missing).toEqual([]);
  });

  it('asks for the area of the page it is opened on', async () => {
    const { menu } = await openHelp('/account/localization');
    expect(await within(menu).findByRole('menuitem', { name: 'First account guide (opens in a new tab)' })).toBeTruthy();
    expect(articleQueries).toEqual(['account']);
  });

  it('Contact support opens the contact form', async () => {
    const { user, menu } = await openHelp('/calendar');
    await user.click(within(menu).getByRole('menuitem', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(within(dialog).getByRole('combobox', { name: 'Topic' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('the account localization tab links the help centre from app settings too', async () => {
    await renderApp({ user: userInfo(), path: '/account/localization', appSettings: { helpCenterUrls: { helpCenter: HELP } } });
    const link = await screen.findByRole('link', { name: /Open the help centre/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(HELP);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('help-centre links are counted by the statistics tracker (data-nav="help")', async () => {
    const stop = startHelpCenterStatistics();
    try {
      const { menu } = await openHelp('/calendar');
      const article = await within(menu).findByRole('menuitem', { name: 'First calendar guide (opens in a new tab)' });
      expect(within(menu).getByRole('menuitem', { name: 'Help centre (opens in a new tab)' }).getAttribute('data-nav')).toBe('help');
      article.addEventListener('click', (e) => e.preventDefault()); // no navigation in the test DOM
      article.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await vi.waitFor(() => expect(interactions).toEqual([[{ interactionType: 'help_center_opened', interacted: true }]]));
    } finally {
      stop();
    }
  });
});
