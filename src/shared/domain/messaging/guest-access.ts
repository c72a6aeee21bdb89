// The guest's side of the chat (AS §2.1 /guest/login, /guest/chat; AS §3 cookie
// settings; AS §7: 20 s client timeout, on 401 the token and cached data are cleared).

export const GUEST_TOKEN_COOKIE = 'guest_token';
/** One day (AS §3, AS §9). */
export const GUEST_TOKEN_TTL_SECONDS = 86_400;
export const GUEST_CHAT_TIMEOUT_MS = 20_000;
/** Wrong code/e-mail pairs one address may try per window before it must wait. */
export const GUEST_LOGIN_LIMIT = { perAddress: 10, windowSeconds: 900 } as const;
/** A signed-in guest's writes per stay and window: far above a conversation's pace, far below a flood. */
export const GUEST_MESSAGE_LIMIT = { perStay: 30, windowSeconds: 60 } as const;
export const GUEST_READ_LIMIT = { perStay: 60, windowSeconds: 60 } as const;
export const GUEST_REVIEW_LIMIT = { perStay: 10, windowSeconds: 3600 } as const;
/** Cancellation attempts of one stay (one succeeds at most; the rest are 409s). */
export const GUEST_CANCEL_LIMIT = { perStay: 10, windowSeconds: 3600 } as const;
/** Sign-outs per address and window (each one looks a session up). */
export const GUEST_LOGOUT_LIMIT = { perAddress: 30, windowSeconds: 60 } as const;

/** Booking codes look like HP-7K2Q9M; guests may type them in lower case or with blanks. */
export function normaliseBookingCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The live channel's token lives this long; the browser asks for a new one when it reconnects. */
export const MESSAGING_TOKEN_TTL_SECONDS = 3600;
/** A comment line on every open stream this often, so proxies keep it open and dead peers are found. */
export const LIVE_HEARTBEAT_MS = 25_000;
