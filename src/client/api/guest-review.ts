import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import ky, { isHTTPError, type KyInstance } from 'ky';
import { useNavigate } from 'react-router';
import { normaliseApiError } from '../../shared/domain/api-errors';
import { GUEST_CHAT_TIMEOUT_MS } from '../../shared/domain/messaging/guest-access';
import { GuestReviewStateSchema, type GuestReviewInput, type GuestReviewState } from '../../shared/schemas/reviews';
import { createGuestChatClient, GUEST_EXPIRED_PATH, guestChatKeys, type GuestChatClientOptions } from './guest-chat';
import { ApiError, CORRELATION_HEADER, parseAnswer, toApiError } from './http';

// The guest's review of the stay (account-and-shell §2.7; server: routes/guest-review.ts), in the
// guest chat client's style: /api/guest with the guest_token cookie (no bearer), the 20 s
// timeout, GET retried on passing failures, the problem body read here so a 400's fields reach
// the form. A 401 means the guest's session is over: the chat client signs out (the cookie is
// cleared server-side, the guest's cache dropped) and the guest goes back to the sign-in page.

/** Under guestChatKeys.all: signing out forgets it with the rest of the guest's data. */
export const guestReviewKey = [...guestChatKeys.all, 'review'] as const;

export interface GuestReviewApi {
  state(signal?: AbortSignal): Promise<GuestReviewState>;
  /** Answers the stay's review state with the stored review; 409 when the window is closed or the stay already reviewed. */
  submit(body: GuestReviewInput): Promise<GuestReviewState>;
}

async function callGuest<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    if (isHTTPError(error)) {
      const body = await error.response.text().catch(() => undefined);
      throw new ApiError(normaliseApiError(error.response.status, body), { correlationId: error.response.headers.get(CORRELATION_HEADER) ?? undefined, cause: error });
    }
    throw toApiError(error);
  }
}

export function createGuestReviewClient(options: GuestChatClientOptions): GuestReviewApi {
  let expiring: Promise<void> | null = null;
  const expire = () => {
    expiring ??= createGuestChatClient(options)
      .logout()
      .catch(() => undefined)
      .then(() => options.navigate(GUEST_EXPIRED_PATH, { replace: true }))
      .finally(() => {
        expiring = null;
      });
    return expiring;
  };
  const http: KyInstance = ky.create({
    prefixUrl: '/api/guest',
    credentials: 'include',
    timeout: GUEST_CHAT_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504], backoffLimit: 3_000 },
    hooks: {
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) await expire();
        },
      ],
    },
  });
  return {
    state: (signal) => callGuest(async () => parseAnswer(GuestReviewStateSchema, await http.get('review', { signal }).json())),
    submit: (body) => callGuest(async () => parseAnswer(GuestReviewStateSchema, await http.post('review', { json: body }).json())),
  };
}

export function useGuestReviewApi(): GuestReviewApi {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(() => createGuestReviewClient({ queryClient, navigate }), [queryClient, navigate]);
}
