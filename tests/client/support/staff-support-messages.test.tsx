// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from './render-app';
import { fakeUserApi } from './fake-user-api';

fakeUserApi();

// The staff desk's support messages on /staff with the real HTTP client; only fetch is faked:
// each message with topic, host, page, unit, time and text; Mark handled, and a 409 said so.

const OPEN = '0190f1a2-0000-7000-8000-0000000000a1';
const OTHER = '0190f1a2-0000-7000-8000-0000000000a2';
const message = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  topic: 'property-information-issue',
  body: 'The sea view photo\nshows the wrong unit.',
  pageId: 'properties',
  propertyUnitId: '0190f1a2-0000-7000-8000-0000000000e1',
  unitTitle: 'Villa Aurora',
  hostId: '0190f1a2-0000-7000-8000-0000000000c1',
  hostName: 'Anna Berger',
  hostEmail: 'anna@example.com',
  sentByStaff: false,
  createdAt: '2026-11-26T09:30:00.000Z',
  handledAt: null,
  handledBy: null,
  ...over,
});
let handled: Set<string>;
let posts: string[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

beforeEach(() => {
  handled = new Set();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (path === '/api/app/staff/support-messages') {
        const items = [message(OPEN), message(OTHER, { topic: 'new-feature', hostName: 'Lago Rentals', propertyUnitId: null, unitTitle: null, pageId: 'calendar' })].map((m) =>
          handled.has(m.id) ? { ...m, handledAt: '2026-11-27T08:00:00.000Z', handledBy: 'staff' } : m,
        );
        return json(200, { items, pagination: { current: 1, next: null, pages: 1, total: 2 } });
      }
      const done = /^\/api\/app\/staff\/support-messages\/([^/]+)\/handled$/.exec(path);
      if (done && req.method === 'POST') {
        posts.push(done[1]!);
        if (done[1] === OTHER) return json(409, { type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'already handled' });
        handled.add(done[1]!);
        return json(200, { ...message(done[1]!), handledAt: '2026-11-27T08:00:00.000Z', handledBy: 'staff' });
      }
      if (path === '/api/app/staff/hosts' || path === '/api/app/staff/verifications' || path === '/api/app/staff/listings') return json(200, { items: [] });
      return json(404, { type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/staff support messages', () => {
  it('lists each message with topic, host, page, unit and text, and marks one handled', async () => {
    const user = setupUser();
    const { missing } = await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Support messages' }, { timeout: 10_000 });
    const section = heading.closest('section')!;
    const items = await within(section).findAllByTestId('support-message');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('heading', { name: 'Wrong or missing property information' })).toBeTruthy();
    expect(first.textContent).toContain('Anna Berger · anna@example.com');
    expect(first.textContent).toContain('Page: properties');
    expect(first.textContent).toContain('Unit: Villa Aurora');
    expect(first.textContent).toContain('The sea view photo\nshows the wrong unit.');
    expect(within(first).getByText('Open')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Mark the message of Anna Berger handled' }));
    expect(await within(first).findByText('Marked handled.')).toBeTruthy();
    expect(await within(first).findByText(/^Handled /)).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Mark the message/ })).toBeNull();
    expect(posts).toEqual([OPEN]);
    expect(missing).toEqual([]);
  });

  it('says so when someone else handled it first', async () => {
    const user = setupUser();
    await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Support messages' }, { timeout: 10_000 });
    const second = (await within(heading.closest('section')!).findAllByTestId('support-message'))[1]!;
    expect(within(second).getByRole('heading', { name: 'New feature' })).toBeTruthy();
    await user.click(within(second).getByRole('button', { name: 'Mark the message of Lago Rentals handled' }));
    expect(await within(second).findByText('Someone else already handled this message.')).toBeTruthy();
  });
});
