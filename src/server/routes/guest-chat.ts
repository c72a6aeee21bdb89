import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/context';
import { ProblemError, ProblemType, unauthorized } from '../http/problem';
import { defineRoutes, perApp } from '../http/route-table';
import { rateLimited } from '../http/rate-limited';
import { forgiveRateLimitHit, hitRateLimit } from '../services/rate-limit';
import { recordAudit } from '../services/audit';
import type { Db } from '../db/client';
import { describeGuestSession, endGuestSession, findGuestSession, startGuestSession, type GuestContext } from '../services/messaging/guest-sessions';
import { listMessages, markRead, postMessage } from '../services/messaging/messages';
import { liveStreamEvents, openLiveStream } from './messaging-live';
import { GUEST_CANCEL_LIMIT, GUEST_LOGIN_LIMIT, GUEST_LOGOUT_LIMIT, GUEST_MESSAGE_LIMIT, GUEST_READ_LIMIT, GUEST_TOKEN_COOKIE, GUEST_TOKEN_TTL_SECONDS } from '../../shared/domain/messaging/guest-access';
import { CurrentGuestSessionSchema, GuestLoginSchema, GuestSessionSchema, GuestStayCancelSchema, MessagePageQuerySchema, MessagePageSchema, MessagePostSchema, MessageSchema } from '../../shared/schemas/messaging';
import { GUEST_CANCEL_REASON_MAX } from '../../shared/domain/bookings/guest-cancel';
import { clientAddress } from '../http/client-address';
import { mailHostOfGuestMessage } from '../services/messaging/guest-message-mail-notice';
import { unsubscribeSigner } from '../services/mail/unsubscribe';
import { cancelStayAsGuest } from '../services/bookings/guest-cancel';

// The guest's sign-in and chat under /api/guest (AS §2.1, AS §3 cookie settings).
// The guest_token cookie decides the stay and so the one conversation a guest reaches: no path
// carries an id, so there is nothing to change to see another guest's messages.

export type GuestEnv = { Variables: AppEnv['Variables'] & { guest: GuestContext } };

/** The cookie is sent only to these routes (never to the host's API), over HTTPS, not to scripts. */
const cookieOptions = { path: '/api/guest', secure: true, httpOnly: true, sameSite: 'Lax' } as const;

/** One answer for a wrong code, a wrong e-mail or both: the caller learns nothing about which stays exist. */
const wrongCredentials = () => unauthorized('The booking code and e-mail address do not match a stay.');
const noSession = () => unauthorized('Sign in with your booking code and e-mail address.');

/** The guest_token session every guest route but sign-in and sign-out needs (also routes/guest-review.ts): 401 without one. */
export const guestSession =
  (db: Db): MiddlewareHandler<GuestEnv> =>
  async (c, next) => {
    const guest = await findGuestSession(db, getCookie(c, GUEST_TOKEN_COOKIE));
    if (!guest) throw noSession();
    c.set('guest', guest);
    await next();
  };

/** The guest of a request that went through guestSession. */
export const guestOf = (c: Context<AppEnv>) => (c as unknown as Context<GuestEnv>).get('guest');

/** The session and the rate limits, made once per app and shared by its routes. */
const perAppChecks = perApp(({ database, env }) => {
  const db = database.db;
  return {
    session: guestSession(db) as unknown as MiddlewareHandler<AppEnv>,
    logoutLimit: rateLimited(db, { key: (c) => `guest-logout:address:${clientAddress(c, env.trustProxy)}`, limit: GUEST_LOGOUT_LIMIT.perAddress, windowSeconds: GUEST_LOGOUT_LIMIT.windowSeconds, detail: 'Too many sign-outs from this address; please try again later.' }),
    // After the session (a stay's counter) and the validation (a malformed call costs no hit).
    messageLimit: rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-messages:stay:${c.get('guest').stay.id}`, limit: GUEST_MESSAGE_LIMIT.perStay, windowSeconds: GUEST_MESSAGE_LIMIT.windowSeconds, detail: 'You have sent many messages in the last minute; please wait a moment.' }),
    readLimit: rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-read:stay:${c.get('guest').stay.id}`, limit: GUEST_READ_LIMIT.perStay, windowSeconds: GUEST_READ_LIMIT.windowSeconds, detail: 'Too many calls in the last minute; please wait a moment.' }),
    cancelLimit: rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-cancel:stay:${c.get('guest').stay.id}`, limit: GUEST_CANCEL_LIMIT.perStay, windowSeconds: GUEST_CANCEL_LIMIT.windowSeconds, detail: 'Too many cancellation attempts for this stay; please wait a while or write to your host.' }),
  };
});

export const guestChatRoutes = defineRoutes('/api/guest', 'guest', (route) => {
  route.post(
    '/login',
    {
      summary: 'A guest signs in with the booking code and the e-mail of the stay: sets the guest_token cookie (HttpOnly, Secure, SameSite=Lax, one day). 401 with one message for any wrong pair; 429 after 10 wrong tries from one address in 15 minutes',
      auth: false,
      body: GuestLoginSchema,
      response: GuestSessionSchema,
    },
    async (c, { body }, { database, env }) => {
      const db = database.db;
      // Every attempt counts against the address; a success takes its hit back, so only wrong pairs add up.
      const key = `guest-login:address:${clientAddress(c, env.trustProxy)}`;
      const hit = await hitRateLimit(db, key, GUEST_LOGIN_LIMIT.perAddress, GUEST_LOGIN_LIMIT.windowSeconds);
      if (!hit.allowed) {
        c.header('retry-after', String(hit.retryAfter));
        throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many sign-in attempts from this address; please try again later.');
      }
      const started = await startGuestSession(db, body);
      if (!started) throw wrongCredentials();
      await forgiveRateLimitHit(db, key);
      setCookie(c, GUEST_TOKEN_COOKIE, started.token, { ...cookieOptions, maxAge: GUEST_TOKEN_TTL_SECONDS });
      return c.json(started.session);
    },
  );

  route.post(
    '/logout',
    {
      summary: `Ends the guest session and clears the cookie (204, also without one); 429 after ${GUEST_LOGOUT_LIMIT.perAddress} from one address in ${GUEST_LOGOUT_LIMIT.windowSeconds} s`,
      auth: false,
      success: [204],
      use: (deps) => [perAppChecks(deps).logoutLimit],
    },
    async (c, _, { database }) => {
      await endGuestSession(database.db, getCookie(c, GUEST_TOKEN_COOKIE));
      deleteCookie(c, GUEST_TOKEN_COOKIE, cookieOptions);
      return c.body(null, 204);
    },
  );

  route.get(
    '/session',
    { summary: "The signed-in guest's stay, host and conversation (cookie)", auth: false, credential: 'guest', response: GuestSessionSchema, use: (deps) => [perAppChecks(deps).session] },
    async (c, _, { database }) => c.json(await describeGuestSession(database.db, guestOf(c))),
  );
  // The sign-in page asks whether a session exists: no session is an answer, not a 401 (a
  // browser logs every 401 as an error in the console).
  route.get(
    '/current-session',
    { summary: 'Whether the guest_token cookie holds a session: the session, or null (200 either way; the sign-in page asks it)', auth: false, credential: 'optional-guest', response: CurrentGuestSessionSchema },
    async (c, _, { database }) => {
      const db = database.db;
      const guest = await findGuestSession(db, getCookie(c, GUEST_TOKEN_COOKIE));
      return c.json({ session: guest ? await describeGuestSession(db, guest) : null });
    },
  );

  route.get(
    '/messages',
    {
      summary: "A page of the guest's conversation, oldest first, ending before `before` (cookie)",
      auth: false,
      credential: 'guest',
      query: MessagePageQuerySchema,
      response: MessagePageSchema,
      use: (deps) => [perAppChecks(deps).session],
    },
    async (c, { query }, { database }) => c.json(await listMessages(database.db, guestOf(c).conversationId, query)),
  );

  route.post(
    '/messages',
    {
      summary: `Send a message as the guest (201 once stored; the same clientMessageId again answers the stored message with 200) (cookie); 429 after ${GUEST_MESSAGE_LIMIT.perStay} of one stay in ${GUEST_MESSAGE_LIMIT.windowSeconds} s`,
      auth: false,
      credential: 'guest',
      success: [201, 200],
      body: MessagePostSchema,
      response: MessageSchema,
      use: (deps) => [perAppChecks(deps).session],
      useAfterValidation: (deps) => [perAppChecks(deps).messageLimit],
    },
    async (c, { body }, { database, env }) => {
      const db = database.db;
      const { stay, conversationId } = guestOf(c);
      // Read before the transaction (it may create the secret on first use).
      const sign = await unsubscribeSigner(db);
      const result = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const posted = await postMessage(tx, { conversationId, hostId: stay.hostId, senderRole: 'guest', ...body }, { inTransaction: true });
        if (posted.created) {
          await recordAudit(tx, { host: { id: stay.hostId }, staff: null, action: 'messaging.guest-message-posted', target: conversationId, detail: { messageId: posted.message.id, bookingCode: stay.code } });
          // The host hears of it by mail (throttled per conversation), in the message's transaction.
          await mailHostOfGuestMessage(tx, { conversationId, stayId: stay.id, body: posted.message.body, at: new Date(posted.message.createdAt), publicUrl: env.publicUrl, sign });
        }
        return posted;
      });
      // A repeated clientMessageId answers the stored message (200), not a second one.
      return c.json(result.message, result.created ? 201 : 200);
    },
  );

  route.post(
    '/read',
    {
      summary: `The guest has read the conversation (204) (cookie); 429 after ${GUEST_READ_LIMIT.perStay} of one stay in ${GUEST_READ_LIMIT.windowSeconds} s`,
      auth: false,
      credential: 'guest',
      success: [204],
      use: (deps) => [perAppChecks(deps).session, perAppChecks(deps).readLimit],
    },
    async (c, _, { database }) => {
      const { stay, conversationId } = guestOf(c);
      await database.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await markRead(tx, conversationId, stay.hostId, 'guest');
        await recordAudit(tx, { host: { id: stay.hostId }, staff: null, action: 'messaging.guest-read', target: conversationId });
      });
      return c.body(null, 204);
    },
  );

  // The guest cancels the session's stay (services/bookings/guest-cancel.ts): the stay as it is now,
  // so the chat page shows it cancelled; 409 when the shared rule says no.
  route.post(
    '/stay/cancel',
    {
      summary: `The guest cancels the session's stay (cookie): a confirmed booking or inquiry before its check-in day in the property's time zone; optional reason (at most ${GUEST_CANCEL_REASON_MAX} characters, quoted in the host's mail). Answers the session with the stay cancelled; 409 when the stay cannot be cancelled; 429 after ${GUEST_CANCEL_LIMIT.perStay} attempts of one stay in ${GUEST_CANCEL_LIMIT.windowSeconds / 3600} h`,
      auth: false,
      credential: 'guest',
      body: GuestStayCancelSchema,
      response: GuestSessionSchema,
      use: (deps) => [perAppChecks(deps).session],
      useAfterValidation: (deps) => [perAppChecks(deps).cancelLimit],
    },
    async (c, { body }, { database, env }) => c.json(await cancelStayAsGuest(database.db, guestOf(c), body, { publicUrl: env.publicUrl })),
  );

  route.get(
    '/events',
    {
      summary: `The guest's live channel (cookie): ${liveStreamEvents} of the guest's conversation only; a heartbeat comment every 25 s. 401 before the stream without a valid session`,
      auth: false,
      credential: 'guest',
      use: (deps) => [perAppChecks(deps).session],
    },
    (c, _, deps) => openLiveStream(c, deps, { kind: 'guest', conversationId: guestOf(c).conversationId }),
  );
});
