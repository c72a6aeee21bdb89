import { vi } from 'vitest';
import type { GuestSession, Message } from '../../../src/shared/schemas/messaging';

// The guest's /api/guest routes over a fetch stub, with a session the test switches on and off,
// and a fake EventSource (one instance per opened stream) for the live channel.

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
export const problem = (status: number, type: string, invalidParams?: { name: string; reason: string }[]) =>
  json({ type: `urn:host-portal:problem:${type}`, title: type, status, detail: `${type} detail`, ...(invalidParams && { invalidParams }) }, status);

export const guestSession = (over: Partial<GuestSession> = {}): GuestSession => ({
  bookingCode: 'HP-7K2Q9M',
  kind: 'booking',
  stayStatus: 'CONFIRMED',
  guestName: 'Greta Lind',
  hostName: 'Anna Berger',
  unitTitle: 'Studio Nordkette',
  checkIn: '2026-12-20',
  checkOut: '2026-12-27',
  guests: 2,
  conversationId: 'conv-1',
  expiresAt: '2026-11-24T10:00:00.000Z',
  canCancel: false,
  ...over,
});

export const guestMessage = (id: string, over: Partial<Message> = {}): Message => ({
  id,
  conversationId: 'conv-1',
  senderRole: 'host',
  senderName: 'Anna Berger',
  body: `Message ${id}`,
  clientMessageId: `client-${id}`,
  createdAt: '2026-11-23T10:00:00.000Z',
  ...over,
});

import { FakeEventSource } from '../../support/fake-event-source';
export { FakeEventSource };

type Handler = (request: Request, body: unknown) => Response | Promise<Response>;

export function fakeGuestChatServer(init: { session?: GuestSession | null; messages?: Message[] } = {}) {
  const state = {
    session: init.session === undefined ? guestSession() : init.session,
    messages: [...(init.messages ?? [])],
    calls: [] as string[],
    posted: [] as unknown[],
    cancels: [] as unknown[],
    overrides: {} as Record<string, Handler>,
  };
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, options?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, options);
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      const text = await request.clone().text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      state.calls.push(`${key}${url.search}`);
      const override = state.overrides[key];
      if (override) return override(request, body);
      switch (key) {
        case 'GET /api/guest/session':
          return state.session ? json(state.session) : problem(401, 'unauthorized');
        case 'GET /api/guest/current-session':
          return json({ session: state.session });
        case 'POST /api/guest/logout':
          state.session = null;
          return new Response(null, { status: 204 });
        case 'GET /api/guest/messages':
          return state.session ? json({ items: state.messages, nextBefore: null }) : problem(401, 'unauthorized');
        case 'POST /api/guest/messages': {
          if (!state.session) return problem(401, 'unauthorized');
          state.posted.push(body);
          const b = body as { clientMessageId: string; body: string };
          const stored = guestMessage(`sent-${state.posted.length}`, { senderRole: 'guest', senderName: 'Greta Lind', body: b.body, clientMessageId: b.clientMessageId });
          state.messages.push(stored);
          return json(stored, 201);
        }
        case 'POST /api/guest/stay/cancel': {
          if (!state.session) return problem(401, 'unauthorized');
          state.cancels.push(body);
          if (!state.session.canCancel) return problem(409, 'conflict');
          state.session = { ...state.session, stayStatus: state.session.kind === 'inquiry' ? 'cancelled' : 'CANCELLED', canCancel: false };
          return json(state.session);
        }
        case 'POST /api/guest/read':
          return state.session ? new Response(null, { status: 204 }) : problem(401, 'unauthorized');
        default:
          return problem(404, 'not-found');
      }
    }),
  );
  return {
    state,
    answer: (key: string, handler: Handler) => void (state.overrides[key] = handler),
  };
}
