import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from '../router';
import * as v from 'valibot';
import { normaliseApiError } from '../../shared/domain/api-errors';
import { GUEST_CHAT_TIMEOUT_MS } from '../../shared/domain/messaging/guest-access';
import {
  CurrentGuestSessionSchema,
  GuestSessionSchema,
  MessagePageSchema,
  MessageSchema,
  type GuestLogin,
  type GuestSession,
  type GuestStayCancel,
  type Message,
  type MessagePage,
  type MessagePost,
} from '../../shared/schemas/messaging';
import { createFetchClient, isHttpError, type HttpClient } from './fetch-client';
import { ApiError, CORRELATION_HEADER, parseAnswer, toApiError } from './http';

// The guest's chat calls (AS §7: "A guest chat client uses a 20 s timeout ... on
// 401 clears it and cached data"). A client of its own: no bearer token (the guest_token cookie
// is HttpOnly, sent by the browser to /api/guest only), no host refresh. A 401 from any call but
// the sign-in itself means the guest's session is over: the cookie is cleared server-side
// (POST /logout; scripts cannot touch it), the guest's cached data is dropped and the guest goes
// back to the sign-in page, told why (?expired=1).

export const GUEST_LOGIN_PATH = '/guest/login';
export const GUEST_CHAT_PATH = '/guest/chat';
export const GUEST_EXPIRED_PATH = `${GUEST_LOGIN_PATH}?expired=1`;

/** What another page may hand the sign-in page (router state, never the URL: the pair signs in). */
export interface GuestLoginPrefill {
  bookingCode?: string;
  email?: string;
}

/** Every guest query lives under ['guest', ...]: one removeQueries clears them all. */
export const guestChatKeys = {
  all: ['guest'] as const,
  session: ['guest', 'session'] as const,
  currentSession: ['guest', 'current-session'] as const,
  messages: ['guest', 'messages'] as const,
};

export interface GuestChatClientOptions {
  queryClient: QueryClient;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  fetch?: typeof globalThis.fetch;
}

export interface GuestChatApi {
  login(body: GuestLogin): Promise<GuestSession | null>;
  logout(): Promise<void>;
  /** The signed-in guest's session; a 401 is an expired session (the chat goes to the sign-in page). */
  session(options?: { signal?: AbortSignal }): Promise<GuestSession>;
  /** The session if the cookie holds one, else null: asking costs no 401 (the sign-in page). */
  currentSession(signal?: AbortSignal): Promise<GuestSession | null>;
  messages(before: string | null, signal?: AbortSignal): Promise<MessagePage>;
  /** Answers once the message is stored; the same clientMessageId again is safe. */
  send(body: MessagePost): Promise<Message>;
  read(): Promise<void>;
  /** Cancels the session's stay (409 when the shared rule says no); answers the session with the stay as it is now. */
  cancelStay(body: GuestStayCancel): Promise<GuestSession>;
}

/** A 401 of these is not an expired session: a wrong code/e-mail, or the sign-out itself. */
const NO_EXPIRY = 'guestNoExpiry';

/** Like callApi, but the server's problem body is read here (invalidParams reach the fields). */
export async function callGuest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (isHttpError(error)) {
      const body = await error.response.text().catch(() => undefined);
      throw new ApiError(normaliseApiError(error.response.status, body), {
        correlationId: error.response.headers.get(CORRELATION_HEADER) ?? undefined,
        cause: error,
      });
    }
    throw toApiError(error);
  }
}

/**
 * The guest's HTTP client for /api/guest (the chat's and the review's calls alike): cookie, 20 s
 * timeout, GETs retried on passing failures, and one sign-out for a burst of 401s.
 */
export function createGuestHttp(options: GuestChatClientOptions): HttpClient {
  let expiring: Promise<void> | null = null;

  const http = createFetchClient({
    prefixUrl: '/api/guest',
    credentials: 'include',
    timeout: GUEST_CHAT_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
    // Waits 0.3 s, then 0.6 s; its own, not the host client's retryBackoff (http.ts), which client tests set to 0.
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504], delay: (attempt) => Math.min(3_000, 300 * 2 ** (attempt - 1)) },
    afterResponse: async (_request, response, callOptions) => {
      if (response.status !== 401 || callOptions.context?.[NO_EXPIRY]) return;
      // Before the caller hears of the 401, so the page is already on its way out.
      await expire();
    },
  });

  /** Once for a burst of 401s (the chat's calls fail together). */
  function expire(): Promise<void> {
    expiring ??= (async () => {
      try {
        await http.post('logout', { context: { [NO_EXPIRY]: true }, retry: 0, throwHttpErrors: false });
      } catch {
        /* offline: the cookie has expired anyway, the server refuses it */
      }
      options.queryClient.removeQueries({ queryKey: guestChatKeys.all });
      options.navigate(GUEST_EXPIRED_PATH, { replace: true });
    })().finally(() => {
      expiring = null;
    });
    return expiring;
  }

  return http;
}

export function createGuestChatClient(options: GuestChatClientOptions): GuestChatApi {
  const http = createGuestHttp(options);

  return {
    login: (body) =>
      callGuest(async () => {
        const answer: unknown = await http.post('login', { json: body, context: { [NO_EXPIRY]: true } }).json();
        // The server answers the session: the chat can show it at once (a mismatch only costs a load).
        const parsed = v.safeParse(GuestSessionSchema, answer);
        return parsed.success ? parsed.output : null;
      }),
    logout: () =>
      callGuest(async () => {
        try {
          await http.post('logout', { context: { [NO_EXPIRY]: true }, retry: 0 });
        } finally {
          options.queryClient.removeQueries({ queryKey: guestChatKeys.all });
        }
      }),
    session: ({ signal } = {}) => callGuest(async () => parseAnswer(GuestSessionSchema, await http.get('session', { signal }).json())),
    currentSession: (signal) =>
      callGuest(async () => parseAnswer(CurrentGuestSessionSchema, await http.get('current-session', { signal, context: { [NO_EXPIRY]: true } }).json()).session),
    messages: (before, signal) =>
      callGuest(async () => parseAnswer(MessagePageSchema, await http.get('messages', { searchParams: before ? { before } : {}, signal }).json())),
    send: (body) => callGuest(async () => parseAnswer(MessageSchema, await http.post('messages', { json: body }).json())),
    read: () => callGuest(async () => void (await http.post('read'))),
    cancelStay: (body) => callGuest(async () => parseAnswer(GuestSessionSchema, await http.post('stay/cancel', { json: body }).json())),
  };
}

/** The guest chat client of this page: its 401 clears this app's guest cache and navigates in this router. */
export function useGuestChatApi(): GuestChatApi {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(() => createGuestChatClient({ queryClient, navigate }), [queryClient, navigate]);
}
