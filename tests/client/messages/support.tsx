import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from '../../../src/client/router';
import { vi } from 'vitest';
import { AppDataContext, type AppData } from '../../../src/client/app/app-data';
import { queryKeys } from '../../../src/client/api/queries';
import { LiveEventsProvider } from '../../../src/client/api/live-events';
import InboxPage from '../../../src/client/features/messages/inbox-page';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { messagePreview } from '../../../src/shared/domain/messaging/message-rules';
import { messagingStarts } from '../../../src/shared/domain/messaging/inbox';
import type { ChannelDetails, Message } from '../../../src/shared/schemas/messaging';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import { appSettings, publicSettings, userInfo } from '../../shared/user-info-fixture';
import { fakeServer, json, pageOf, problem, type FakeServer } from '../bookings/support';
import { scopeTexts } from '../support/step-form';

// The inbox page as the router shows it: the real page, react-query hooks, HTTP client and live
// provider; only fetch and EventSource (the network) are fakes. The fake inbox server keeps its
// conversations in memory and filters, pages, stores and archives like the real one.

export const en = scopeTexts(['app', 'messages', 'chat']);
export const t = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), en[id] ?? `<missing ${id}>`);

export const ids = {
  sophie: '0193a3c4-0000-7000-8000-0000000c0001',
  marco: '0193a3c4-0000-7000-8000-0000000c0002',
  claire: '0193a3c4-0000-7000-8000-0000000c0003',
};

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function channel(over: Partial<ChannelDetails> = {}): ChannelDetails {
  return {
    id: ids.sophie,
    bookingCode: 'HP-4TW8XR',
    conversationType: 'booking',
    stayStatus: 'CONFIRMED',
    unitTitle: 'Mountain studio',
    checkIn: '2026-12-03',
    checkOut: '2026-12-07',
    members: [
      { role: 'host', name: 'Anna Berger' },
      { role: 'guest', name: 'Sophie Martin' },
    ],
    archived: false,
    last_message_at: minutesAgo(5),
    lastMessage: { preview: 'Can we arrive early?', senderRole: 'guest' },
    unreadCount: 2,
    guests: 2,
    unitId: '0193a3c4-0000-7000-8000-00000000c001',
    stayPath: '/booking-details/HP-4TW8XR',
    ...over,
  };
}

export const defaultChannels = () => [
  channel(),
  channel({
    id: ids.marco,
    bookingCode: 'HP-8RD4KU',
    conversationType: 'request',
    stayStatus: 'REQUESTED',
    unitTitle: 'Family apartment',
    members: [
      { role: 'host', name: 'Anna Berger' },
      { role: 'guest', name: 'Marco Bianchi' },
    ],
    last_message_at: minutesAgo(60 * 26),
    lastMessage: { preview: 'Thanks!', senderRole: 'host' },
    unreadCount: 0,
    stayPath: '/booking-request-details/HP-8RD4KU',
  }),
  channel({
    id: ids.claire,
    bookingCode: 'HP-5YB9GN',
    conversationType: 'inquiry',
    stayStatus: 'requested',
    members: [
      { role: 'host', name: 'Anna Berger' },
      { role: 'guest', name: 'Claire Dubois' },
    ],
    archived: true,
    last_message_at: minutesAgo(60 * 24 * 3),
    lastMessage: { preview: 'Is the sauna open in winter?', senderRole: 'guest' },
    unreadCount: 0,
    stayPath: '/inquiries/HP-5YB9GN',
  }),
];

let seq = 0;
export function message(over: Partial<Message> = {}): Message {
  seq += 1;
  return {
    id: `0193a3c4-0000-7000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: ids.sophie,
    senderRole: 'guest',
    senderName: 'Sophie Martin',
    body: `Message ${seq}`,
    clientMessageId: `client-${seq}-xxxx`,
    createdAt: minutesAgo(10),
    ...over,
  };
}

export interface InboxServer extends FakeServer {
  channels: ChannelDetails[];
  messages: Map<string, Message[]>;
  /** Conversations opened from a stay code (POST /messaging/conversation). */
  stays: Map<string, string>;
  read: string[];
  posted: { clientMessageId: string; body: string }[];
}

const API = '/api/app/messaging';

export function inboxServer(options: { channels?: ChannelDetails[]; messages?: Record<string, Message[]>; pageSize?: number; messagePage?: number } = {}): InboxServer {
  const server = fakeServer() as InboxServer;
  server.channels = options.channels ?? defaultChannels();
  server.messages = new Map(Object.entries(options.messages ?? { [ids.sophie]: [message({ body: 'Can we arrive early?' })] }));
  server.stays = new Map();
  server.read = [];
  server.posted = [];
  const messagePage = options.messagePage ?? 50;
  const guest = (c: ChannelDetails) => c.members.find((m) => m.role === 'guest')!.name;
  const summary = ({ guests: _g, unitId: _u, stayPath: _s, ...rest }: ChannelDetails) => rest;
  const find = (id: string) => server.channels.find((c) => c.id === id);

  server.on('GET', `${API}/token`, () => json({ token: 'tok-1', userId: 'host-1', userName: 'Anna Berger', expiresAt: '2030-01-01T00:00:00.000Z' }));
  server.on('GET', `${API}/channels`, (_req, url) => {
    const q = url.searchParams;
    const status = q.get('status') ?? 'inbox';
    const search = (q.get('criteria[search]') ?? '').toLowerCase();
    const page = Number(q.get('page') ?? 1);
    // A test's page size wins over the page's (20), so paging shows with a few conversations.
    const limit = options.pageSize ?? Number(q.get('limit') ?? 20);
    const found = server.channels
      .filter((c) => (status === 'all' ? true : status === 'archived' ? c.archived : !c.archived))
      .filter((c) => !search || `${guest(c)} ${c.bookingCode}`.toLowerCase().includes(search))
      .filter((c) => !q.get('type') || c.conversationType === q.get('type'))
      .filter((c) => q.get('recent') !== '1' || (c.last_message_at !== null && Date.now() - Date.parse(c.last_message_at) < 86_400_000))
      .sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''));
    const pages = Math.max(1, Math.ceil(found.length / limit));
    return json(pageOf(found.slice((page - 1) * limit, page * limit).map(summary), page, pages, found.length));
  });
  server.on('GET', `${API}/channels/search`, (_req, url) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const items = server.channels
      .filter((c) => `${guest(c)} ${c.bookingCode}`.toLowerCase().includes(q))
      .map((c) => ({ id: c.id, bookingCode: c.bookingCode, guestName: guest(c), unitTitle: c.unitTitle, archived: c.archived }));
    return json({ items });
  });
  server.on('POST', `${API}/conversation`, async (req) => {
    const body = (await req.json()) as Record<string, string>;
    const code = Object.values(body)[0]!;
    const known = server.channels.find((c) => c.bookingCode === code);
    if (!known) return problem(404, 'Not found');
    server.stays.set(code, known.id);
    return json({ conversationId: known.id });
  });

  // Paths with the conversation id: one handler per id and call.
  const perChannel = (id: string) => {
    server.on('GET', `${API}/channels/${id}`, () => (find(id) ? json(find(id)) : problem(404, 'Not found')));
    server.on('GET', `${API}/channels/${id}/messages`, (_req, url) => {
      const all = server.messages.get(id) ?? [];
      const before = url.searchParams.get('before');
      const end = before ? all.findIndex((m) => m.id === before) : all.length;
      const start = Math.max(0, end - messagePage);
      return json({ items: all.slice(start, end), nextBefore: start > 0 ? all[start]!.id : null });
    });
    server.on('POST', `${API}/channels/${id}/messages`, async (req) => {
      const body = (await req.json()) as { clientMessageId: string; body: string };
      server.posted.push(body);
      const stored = message({ conversationId: id, senderRole: 'host', senderName: 'Anna Berger', body: body.body, clientMessageId: body.clientMessageId, createdAt: new Date().toISOString() });
      server.messages.set(id, [...(server.messages.get(id) ?? []), stored]);
      const c = find(id)!;
      c.last_message_at = stored.createdAt;
      c.lastMessage = { preview: messagePreview(stored.body), senderRole: 'host' };
      return json(stored, 201);
    });
    server.on('POST', `${API}/channels/${id}/read`, () => {
      server.read.push(id);
      find(id)!.unreadCount = 0;
      return new Response(null, { status: 204 });
    });
    for (const action of ['archive', 'unarchive'] as const)
      server.on('POST', `${API}/channels/${id}/${action}`, () => {
        const c = find(id)!;
        c.archived = action === 'archive';
        return json(summary(c));
      });
  };
  server.channels.forEach((c) => perChannel(c.id));
  return server;
}

import { FakeEventSource } from '../../support/fake-event-source';
export { FakeEventSource };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export const inboxRoutes = ['/messages', '/messages/all', '/messages/archived', '/messages/:channelStatus/:channelId?'];

export function renderInbox(path: string, options: { user?: UserInfo; live?: boolean; locale?: 'en-US' | 'de-DE' | 'fr-FR' | 'it-IT' } = {}) {
  const locale = options.locale ?? 'en-US';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = options.user ?? userInfo();
  client.setQueryData(queryKeys.userInfo, user);
  const router = createMemoryRouter([...inboxRoutes.map((p) => ({ path: p, element: <InboxPage /> })), { path: '*', element: <Where /> }] as RouteObject[], {
    initialEntries: [path],
  });
  const data: AppData = { locale, appSettings: appSettings(), publicSettings: publicSettings(), offline: false, reload: vi.fn() };
  const view = render(
    <QueryClientProvider client={client}>
      <AppDataContext.Provider value={data}>
        <IntlProvider
          locale={locale}
          messages={locale === 'en-US' ? en : scopeTexts(['app', 'messages', 'chat'], locale)}
          onError={(e) => {
            throw e;
          }}
        >
          <SnackbarProvider>
            {/* As the shell mounts it: only for hosts whose messaging has started. */}
            <LiveEventsProvider kind="host" enabled={(options.live ?? false) && messagingStarts(user)}>
              <RouterProvider router={router} />
            </LiveEventsProvider>
          </SnackbarProvider>
        </IntlProvider>
      </AppDataContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
