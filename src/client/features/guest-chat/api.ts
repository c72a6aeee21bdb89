import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../router';
import { GuestReviewStateSchema, type GuestReviewInput, type GuestReviewState } from '../../../shared/schemas/reviews';
import { callGuest, createGuestHttp, guestChatKeys, type GuestChatClientOptions } from '../../api/guest-chat';
import { parseAnswer } from '../../api/http';

// The guest's review of the stay (AS §2.7; server: routes/guest-review.ts), in the
// guest chat's HTTP client (createGuestHttp): /api/guest with the guest_token cookie (no bearer), the 20 s
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

export function createGuestReviewClient(options: GuestChatClientOptions): GuestReviewApi {
  const http = createGuestHttp(options);
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
