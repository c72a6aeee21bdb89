// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createGuestChatClient, guestChatKeys } from '../../../src/client/api/guest-chat';
import { ApiError } from '../../../src/client/api/http';
import { GUEST_CHAT_TIMEOUT_MS } from '../../../src/shared/domain/messaging/guest-access';
import { guestSession } from './fake-guest-chat-server';

// The guest chat client over a fetch stub: its own prefix and cookie mode, no bearer token, and
// the 401 rule of AS §7 (logout, guest cache cleared, back to the sign-in page).

type Answer = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const problem = (status: number, type: string, invalidParams?: { name: string; reason: string }[]) =>
  json({ type: `urn:host-portal:problem:${type}`, title: type, status, detail: `${type} detail`, ...(invalidParams && { invalidParams }) }, status);

function setup(routes: Record<string, Answer>) {
  const calls: { method: string; path: string; request: Request; body: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname + url.search, request, body: await request.clone().text() });
    const answer = routes[`${request.method} ${url.pathname}`];
    return answer ? answer(request) : problem(404, 'not-found');
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(guestChatKeys.session, { bookingCode: 'HP-1' });
  queryClient.setQueryData(guestChatKeys.messages, { pages: [] });
  queryClient.setQueryData(['user', 'info'], { id: 'host' });
  const navigate = vi.fn();
  const api = createGuestChatClient({ queryClient, navigate, fetch: fetch as typeof globalThis.fetch });
  return { api, calls, queryClient, navigate };
}

afterEach(() => vi.restoreAllMocks());

describe('guest chat client', () => {
  it('a 401 from a chat call: POST /api/guest/logout, the guest cache cleared (nothing else), to /guest/login?expired=1', async () => {
    const { api, calls, queryClient, navigate } = setup({
      'GET /api/guest/messages': () => problem(401, 'unauthorized'),
      'POST /api/guest/logout': () => new Response(null, { status: 204 }),
    });
    const error = await api.messages(null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/guest/messages', 'POST /api/guest/logout']);
    expect(calls[0]!.request.credentials).toBe('include');
    expect(calls[0]!.request.headers.has('authorization')).toBe(false);
    expect(queryClient.getQueryData(guestChatKeys.session)).toBeUndefined();
    expect(queryClient.getQueryData(guestChatKeys.messages)).toBeUndefined();
    expect(queryClient.getQueryData(['user', 'info'])).toEqual({ id: 'host' });
    expect(navigate).toHaveBeenCalledWith('/guest/login?expired=1', { replace: true });
  });

  it('several calls failing with 401 together log out and navigate once', async () => {
    const { api, calls, navigate } = setup({
      'GET /api/guest/messages': () => problem(401, 'unauthorized'),
      'GET /api/guest/session': () => problem(401, 'unauthorized'),
      'POST /api/guest/read': () => problem(401, 'unauthorized'),
      'POST /api/guest/logout': () => new Response(null, { status: 204 }),
    });
    await Promise.allSettled([api.messages(null), api.session(), api.read()]);
    expect(calls.filter((c) => c.path === '/api/guest/logout')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('a 401 of the sign-in itself (wrong code or e-mail) is only an error: no logout, no redirect', async () => {
    const { api, calls, navigate, queryClient } = setup({ 'POST /api/guest/login': () => problem(401, 'unauthorized') });
    const error = (await api.login({ bookingCode: 'HP-X', email: 'a@b.c' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/api/guest/login']);
    expect(navigate).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(guestChatKeys.session)).toBeDefined();
  });

  it('the sign-in page asks whether a session exists: "none" is an answer (no 401, no navigation), a session is kept for the chat', async () => {
    const none = setup({ 'GET /api/guest/current-session': () => new Response(JSON.stringify({ session: null }), { headers: { 'content-type': 'application/json' } }) });
    await expect(none.api.currentSession()).resolves.toBeNull();
    expect(none.calls.map((c) => c.path)).toEqual(['/api/guest/current-session']);
    expect(none.navigate).not.toHaveBeenCalled();
    const session = guestSession();
    const some = setup({ 'GET /api/guest/current-session': () => new Response(JSON.stringify({ session }), { headers: { 'content-type': 'application/json' } }) });
    await expect(some.api.currentSession()).resolves.toEqual(session);
  });

  it("a 400 names the server's fields (invalidParams), the body is sent as given", async () => {
    const { api, calls } = setup({ 'POST /api/guest/login': () => problem(400, 'validation', [{ name: 'email', reason: 'must be an e-mail address' }]) });
    const error = (await api.login({ bookingCode: 'HP-X', email: 'nope' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: ['must be an e-mail address'] });
    expect(JSON.parse(calls[0]!.body)).toEqual({ bookingCode: 'HP-X', email: 'nope' });
  });

  it('messages ask for older pages with before; send posts the message; answers are checked against the schemas', async () => {
    const message = { id: 'm-1', conversationId: 'c-1', senderRole: 'guest', senderName: 'Greta', body: 'Hi', clientMessageId: 'client-0001', createdAt: '2026-11-23T10:00:00.000Z' };
    const { api, calls } = setup({
      'GET /api/guest/messages': () => json({ items: [message], nextBefore: null }),
      'POST /api/guest/messages': () => json(message, 201),
      'POST /api/guest/read': () => new Response(null, { status: 204 }),
    });
    expect(await api.messages('0190c0de-0000-7000-8000-000000000001')).toEqual({ items: [message], nextBefore: null });
    expect(calls[0]!.path).toBe('/api/guest/messages?before=0190c0de-0000-7000-8000-000000000001');
    expect(await api.send({ clientMessageId: 'client-0001', body: 'Hi' })).toEqual(message);
    await api.read();
    expect(calls.map((c) => `${c.method} ${c.path}`).slice(1)).toEqual(['POST /api/guest/messages', 'POST /api/guest/read']);
    expect(GUEST_CHAT_TIMEOUT_MS).toBe(20_000);
  });

  it('logout clears the guest cache even when the server cannot be reached', async () => {
    const { api, queryClient } = setup({ 'POST /api/guest/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(api.logout()).rejects.toMatchObject({ status: 0 });
    expect(queryClient.getQueryData(guestChatKeys.session)).toBeUndefined();
  });
});
