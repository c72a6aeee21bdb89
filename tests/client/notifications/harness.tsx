import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider, useLocation } from '../../../src/client/router';
import { vi } from 'vitest';
import { NotificationBell } from '../../../src/client/features/notifications/notification-bell';
import type { Notification } from '../../../src/shared/schemas/notifications';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { scopeTexts } from '../support/step-form';

// The bell as the header mounts it, over a fake network (fetch is the boundary): GET
// notifications answers the current list; PUT interaction records what was sent, and marks the
// names read unless told to fail.

export const notification = (n: number, over: Partial<Notification> = {}): Notification => ({
  interactionType: `notification_discountPromotion_0190a5b2-0000-7000-8000-00000000000${n}`,
  type: 'discountPromotion',
  unitId: `0190a5b2-0000-7000-8000-00000000000${n}`,
  unitTitle: `Unit ${n}`,
  interacted: false,
  createdAt: new Date(Date.now() - n * 3_600_000).toISOString(),
  deadline: null,
  nights: null,
  action: { path: `/properties/p${n}/units/u${n}/promotions` },
  ...over,
});

export function fakeNotificationsApi(initial: Notification[]) {
  let items = initial;
  const state = { puts: [] as unknown[], gets: 0, failPut: false };
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (req.method === 'GET' && url.pathname === '/api/app/user/notifications') {
      state.gets++;
      return json({ items, unread: items.filter((i) => !i.interacted).length });
    }
    if (req.method === 'PUT' && url.pathname === '/api/app/user/interaction') {
      const body = (await req.json()) as { interactionType: string; interacted: boolean }[];
      state.puts.push(body);
      if (state.failPut) return json({ type: 'about:blank', title: 'Server error', status: 500, detail: 'down' }, 500);
      const names = new Set(body.map((b) => b.interactionType));
      items = items.map((i) => (names.has(i.interactionType) ? { ...i, interacted: true } : i));
      return json(body.map((b) => ({ ...b, createdAt: new Date().toISOString() })));
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return state;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderBell(locale = 'en-US') {
  const missing: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = { userId: 'h1' } as UserInfo;
  const element = (
    <>
      <NotificationBell user={user} />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} messages={scopeTexts(['app'], locale)} onError={(e) => missing.push(e.message)}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...view, missing, queryClient };
}
