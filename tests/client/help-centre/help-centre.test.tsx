// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeSession } from '../support/fake-session';
import { routeAccess } from '../../../src/shared/domain/route-access';
import { groupByArea, paragraphsOf, searchArticles } from '../../../src/client/features/help-centre/article-search';
import type { HelpArea } from '../../../src/shared/domain/help-areas';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// The help centre (/help, /help/articles/{id}) in the real route table and shell: the list grouped
// by area with its search, one article with its paragraphs and area, Contact support for signed-in
// hosts only, and an unknown id. The articles come from the public call, answered here.

const article = (id: string, category: HelpArea, title: string, summary: string) => ({
  id,
  category,
  title,
  summary,
  body: `${title}: the first paragraph.\n\n${title}: the second paragraph.`,
  url: `https://portal.example.test/help/articles/${id}`,
});
const ARTICLES = [
  article('calendar-block-dates', 'calendar', 'Block dates you cannot host', 'Close nights in the calendar.'),
  article('calendar-sync-ical', 'calendar', 'Sync your calendar with other sites', 'Import the iCal links of other platforms.'),
  article('bookings-cancel', 'bookings', 'Cancel a booking', 'What the guest is told.'),
  article('account-language', 'account', 'Change the portal’s language', 'Choose English, German, French or Italian.'),
];

let calls: URL[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/public/knowledge-articles') {
        calls.push(url);
        return json(200, ARTICLES);
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

const main = () => screen.getByRole('main');
const headingsOf = (level: number) => within(main()).queryAllByRole('heading', { level }).map((h) => h.textContent);

describe('help centre list', () => {
  it('is open to visitors: areas as headings, each with its own articles linking to the article page', async () => {
    const { missing } = await renderApp({ user: null, path: '/help' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Calendar' });
    expect(headingsOf(2)).toEqual(['Calendar', 'Bookings', 'Your account']);
    const calendar = screen.getByRole('region', { name: 'Calendar' });
    const links = within(calendar).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/help/articles/calendar-block-dates', '/help/articles/calendar-sync-ical']);
    expect(links[1].textContent).toContain('Import the iCal links of other platforms.');
    expect(within(screen.getByRole('region', { name: 'Bookings' })).getAllByRole('link')).toHaveLength(1);
    expect(calls[0].searchParams.get('hl')).toBe('en-US');
    expect(fakeSession.signIn).not.toHaveBeenCalled();
    expect(missing).toEqual([]);
  });

  it('the search narrows titles and summaries as one types, and says when nothing matches', async () => {
    const user = setupUser();
    await renderApp({ user: null, path: '/help' });
    const search = await screen.findByRole('searchbox', { name: 'Search the help centre' }, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 2, name: 'Calendar' });
    await user.type(search, 'ical');
    expect(headingsOf(2)).toEqual(['Calendar']);
    expect(within(main()).getAllByRole('link').map((l) => l.textContent)).toEqual([expect.stringContaining('Sync your calendar with other sites')]);
    expect(screen.getByRole('status').textContent).toBe('1 article found');
    await user.clear(search);
    await user.type(search, 'FRENCH');
    expect(headingsOf(2)).toEqual(['Your account']);
    await user.clear(search);
    await user.type(search, 'swimming pool');
    expect(headingsOf(2)).toEqual([]);
    expect(within(main()).getByText('No article matches “swimming pool”. Try other words.')).toBeTruthy();
    await user.clear(search);
    expect(headingsOf(2)).toEqual(['Calendar', 'Bookings', 'Your account']);
  });
});

describe('help article', () => {
  it('shows title, area and paragraphs, a way back, and Contact support opening the form for a signed-in host', async () => {
    const user = setupUser();
    const { router, missing } = await renderApp({ user: userInfo(), path: '/help/articles/calendar-sync-ical' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync your calendar with other sites' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(main()).getByText('Area: Calendar')).toBeTruthy();
    expect(within(main()).getByText('Sync your calendar with other sites: the first paragraph.').tagName).toBe('P');
    expect(within(main()).getByText('Sync your calendar with other sites: the second paragraph.').tagName).toBe('P');
    await user.click(within(main()).getByRole('button', { name: 'Contact support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    expect(await within(dialog).findByRole('combobox', { name: 'Topic' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await user.click(within(main()).getByRole('link', { name: 'Back to the help centre' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('offers no Contact support to a visitor', async () => {
    await renderApp({ user: null, path: '/help/articles/bookings-cancel' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel a booking' }, { timeout: 10_000 })).toBeTruthy();
    expect(within(main()).queryByRole('button', { name: 'Contact support' })).toBeNull();
    expect(within(main()).getByRole('link', { name: 'Back to the help centre' }).getAttribute('href')).toBe('/help');
  });

  it('an unknown id says the article is not found and links to the help centre', async () => {
    const user = setupUser();
    const { router } = await renderApp({ user: null, path: '/help/articles/no-such-article' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to the help centre' }));
    expect(router.state.location.pathname).toBe('/help');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bookings' })).toBeTruthy();
  });
});

describe('help centre rules', () => {
  it('both routes are public', () => {
    expect(routeAccess('/help', null)).toEqual({ kind: 'allow' });
    expect(routeAccess('/help/articles/calendar-sync-ical', null)).toEqual({ kind: 'allow' });
    expect(routeAccess('/help/elsewhere', null).kind).toBe('signIn');
  });

  it('search ignores case and accents; groups follow the areas; paragraphs split at blank lines', () => {
    const fr = [{ ...ARTICLES[2], title: 'Annuler une réservation' }];
    expect(searchArticles(fr, 'RESERVATION', 'fr-FR')).toHaveLength(1);
    expect(searchArticles(ARTICLES, 'calendar sync', 'en-US').map((a) => a.id)).toEqual(['calendar-sync-ical']);
    expect(groupByArea([ARTICLES[3], ARTICLES[0]]).map((g) => g.area)).toEqual(['calendar', 'account']);
    expect(paragraphsOf('One.\n\n  Two.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(paragraphsOf(undefined)).toEqual([]);
  });
});
