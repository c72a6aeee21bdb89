// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// The staff desk's browser health section with the real HTTP client; only fetch is faked.

const health = {
  since: '2026-11-20T08:00:00.000Z',
  vitals: [
    { route: '/calendar/:unit?', name: 'LCP', p75: 2412.4, count: 12 },
    { route: '/calendar/:unit?', name: 'CLS', p75: 0.0831, count: 1 },
    { route: '(other)', name: 'TTFB', p75: 95, count: 3 },
  ],
  errors: [
    { id: 'e1', at: '2026-11-27T08:30:00.000Z', status: 500, method: 'GET', path: '/api/app/properties', correlationId: 'corr-1234-abcd', page: '/properties', messageKey: 'internal', hostEmail: 'anna@example.com' },
    { id: 'e2', at: '2026-11-27T08:00:00.000Z', status: 409, method: 'PATCH', path: '/api/app/property-unit/u1', correlationId: null, page: '/calendar', messageKey: 'conflict', hostEmail: null },
  ],
};

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url, 'http://localhost').pathname;
      if (path === '/api/app/staff/browser-health') return new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
      if (path === '/api/app/staff/support-messages') return Response.json({ items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } });
      if (path.startsWith('/api/app/staff/')) return Response.json({ items: [] });
      return new Response(null, { status: 204 });
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff desk: browser health', () => {
  it('shows p75 per route and metric, and the latest failed calls with their correlation ids', async () => {
    answer(health);
    const { missing } = await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    const vitals = await screen.findByTestId('browser-health-vitals', {}, { timeout: 10_000 });
    const rows = within(vitals).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['/calendar/:unit?', 'Pages outside the route table']);
    const calendarCells = within(rows[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(calendarCells).toEqual(['2,412 ms12 readings', 'no readings', '0.0831 reading', 'no readings', 'no readings']);
    expect(within(rows[1]!).getAllByRole('cell').at(-1)!.textContent).toBe('95 ms3 readings');
    const errors = screen.getAllByTestId('browser-health-error');
    expect(errors.map((e) => within(e).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
      ['500', 'GET /api/app/propertiesinternal', '/properties', 'anna@example.com', 'corr-1234-abcd'],
      ['409', 'PATCH /api/app/property-unit/u1conflict', '/calendar', 'signed out', 'none'],
    ]);
    expect(missing).toEqual([]);
  });

  it('says when nothing was reported, and when the summary cannot be loaded', async () => {
    answer({ since: health.since, vitals: [], errors: [] });
    await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    expect(await screen.findByText('No measurements in the last 7 days.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No failed calls reported.')).toBeTruthy();
    cleanup();
    answer({ type: 'urn:host-portal:problem:forbidden', title: 'Forbidden', status: 403 }, 403);
    await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    expect(await screen.findByText('Browser health could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
