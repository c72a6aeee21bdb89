import { GUEST_CANCEL_LIMIT, GUEST_LOGOUT_LIMIT, GUEST_MESSAGE_LIMIT, GUEST_READ_LIMIT } from '../../shared/domain/messaging/guest-access';
import { GUEST_CANCEL_REASON_MAX } from '../../shared/domain/bookings/guest-cancel';
import * as v from 'valibot';
import type { Operation } from './operation';
import { CurrentGuestSessionSchema, GuestLoginSchema, GuestSessionSchema, GuestStayCancelSchema, MessagePageQuerySchema, MessagePageSchema, MessagePostSchema, MessageSchema, MessagingTokenSchema } from '../../shared/schemas/messaging';

// OpenAPI entries of the live channel and the guest's chat (routes/messaging-live.ts,
// routes/guest-chat.ts). The guest routes take the guest_token cookie (set by POST
// /api/guest/login), not a bearer token; they answer 401 without a valid one.
const streams = 'Server-Sent Events (text/event-stream): `ready` when listening (and again after a lost connection to the database came back: refetch), `message` {conversationId, message}';

export const messagingLiveOperations: Operation[] = [
  { method: 'get', path: '/api/app/messaging/token', summary: 'A short-lived token for the live channel (one hour) speaking for the host (the impersonated one when staff acts); 409 while onboarding is in progress', tag: 'messaging', auth: true, response: MessagingTokenSchema },
  { method: 'get', path: '/api/messaging/events', summary: `The host's live channel: ${streams} of every conversation of the host, \`channel\` {conversationId} when one was read, archived or unarchived; a heartbeat comment every 25 s. 401 (before the stream) for a missing, unknown or expired token`, tag: 'messaging', auth: false, credential: 'messaging-token', query: v.object({ token: v.string() }) },
  { method: 'post', path: '/api/guest/login', summary: 'A guest signs in with the booking code and the e-mail of the stay: sets the guest_token cookie (HttpOnly, Secure, SameSite=Lax, one day). 401 with one message for any wrong pair; 429 after 10 wrong tries from one address in 15 minutes', tag: 'guest', auth: false, body: GuestLoginSchema, response: GuestSessionSchema },
  { method: 'post', path: '/api/guest/logout', summary: `Ends the guest session and clears the cookie (204, also without one); 429 after ${GUEST_LOGOUT_LIMIT.perAddress} from one address in ${GUEST_LOGOUT_LIMIT.windowSeconds} s`, tag: 'guest', auth: false, success: [204] },
  { method: 'get', path: '/api/guest/session', summary: 'The signed-in guest\'s stay, host and conversation (cookie)', tag: 'guest', auth: false, credential: 'guest', response: GuestSessionSchema },
  { method: 'get', path: '/api/guest/current-session', summary: 'Whether the guest_token cookie holds a session: the session, or null (200 either way; the sign-in page asks it)', tag: 'guest', auth: false, credential: 'optional-guest', response: CurrentGuestSessionSchema },
  { method: 'get', path: '/api/guest/messages', summary: 'A page of the guest\'s conversation, oldest first, ending before `before` (cookie)', tag: 'guest', auth: false, credential: 'guest', query: MessagePageQuerySchema, response: MessagePageSchema },
  { method: 'post', path: '/api/guest/messages', summary: `Send a message as the guest (201 once stored; the same clientMessageId again answers the stored message with 200) (cookie); 429 after ${GUEST_MESSAGE_LIMIT.perStay} of one stay in ${GUEST_MESSAGE_LIMIT.windowSeconds} s`, tag: 'guest', auth: false, credential: 'guest', success: [201, 200], body: MessagePostSchema, response: MessageSchema },
  { method: 'post', path: '/api/guest/read', summary: `The guest has read the conversation (204) (cookie); 429 after ${GUEST_READ_LIMIT.perStay} of one stay in ${GUEST_READ_LIMIT.windowSeconds} s`, tag: 'guest', auth: false, credential: 'guest', success: [204] },
  { method: 'post', path: '/api/guest/stay/cancel', summary: `The guest cancels the session's stay (cookie): a confirmed booking or inquiry before its check-in day in the property's time zone; optional reason (at most ${GUEST_CANCEL_REASON_MAX} characters, quoted in the host's mail). Answers the session with the stay cancelled; 409 when the stay cannot be cancelled; 429 after ${GUEST_CANCEL_LIMIT.perStay} attempts of one stay in ${GUEST_CANCEL_LIMIT.windowSeconds / 3600} h`, tag: 'guest', auth: false, credential: 'guest', body: GuestStayCancelSchema, response: GuestSessionSchema },
  { method: 'get', path: '/api/guest/events', summary: `The guest's live channel (cookie): ${streams} of the guest's conversation only; a heartbeat comment every 25 s. 401 before the stream without a valid session`, tag: 'guest', auth: false, credential: 'guest' },
];
