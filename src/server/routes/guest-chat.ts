import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { ProblemError, ProblemType, unauthorized } from '../http/problem';
import { validate } from '../http/validate';
import { rateLimited } from '../http/rate-limited';
import { forgiveRateLimitHit, hitRateLimit } from '../services/rate-limit';
import { recordAudit } from '../services/audit';
import type { Db } from '../db/client';
import { describeGuestSession, endGuestSession, findGuestSession, startGuestSession, type GuestContext } from '../services/messaging/guest-sessions';
import { listMessages, markRead, postMessage } from '../services/messaging/messages';
import { openLiveStream, type LiveStreamOptions } from './messaging-live';
import { GUEST_CANCEL_LIMIT, GUEST_LOGIN_LIMIT, GUEST_LOGOUT_LIMIT, GUEST_MESSAGE_LIMIT, GUEST_READ_LIMIT, GUEST_TOKEN_COOKIE, GUEST_TOKEN_TTL_SECONDS } from '../../shared/domain/messaging/guest-access';
import { GuestLoginSchema, GuestStayCancelSchema, MessagePageQuerySchema, MessagePostSchema } from '../../shared/schemas/messaging';
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

export function guestChatRoutes(deps: AppDeps, options: LiveStreamOptions = {}) {
  const db = deps.database.db;
  const r = new Hono<GuestEnv>();
  const session = guestSession(db);

  r.post('/login', validate('json', GuestLoginSchema), async (c) => {
    // Every attempt counts against the address; a success takes its hit back, so only wrong pairs add up.
    const key = `guest-login:address:${clientAddress(c, deps.env.trustProxy)}`;
    const hit = await hitRateLimit(db, key, GUEST_LOGIN_LIMIT.perAddress, GUEST_LOGIN_LIMIT.windowSeconds);
    if (!hit.allowed) {
      c.header('retry-after', String(hit.retryAfter));
      throw new ProblemError(429, ProblemType.tooMany, 'Too many requests', 'Too many sign-in attempts from this address; please try again later.');
    }
    const started = await startGuestSession(db, c.req.valid('json'));
    if (!started) throw wrongCredentials();
    await forgiveRateLimitHit(db, key);
    setCookie(c, GUEST_TOKEN_COOKIE, started.token, { ...cookieOptions, maxAge: GUEST_TOKEN_TTL_SECONDS });
    return c.json(started.session);
  });

  const logoutLimit = rateLimited(db, { key: (c) => `guest-logout:address:${clientAddress(c, deps.env.trustProxy)}`, limit: GUEST_LOGOUT_LIMIT.perAddress, windowSeconds: GUEST_LOGOUT_LIMIT.windowSeconds, detail: 'Too many sign-outs from this address; please try again later.' });
  // After the session (a stay's counter) and the validation (a malformed call costs no hit).
  const messageLimit = rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-messages:stay:${c.get('guest').stay.id}`, limit: GUEST_MESSAGE_LIMIT.perStay, windowSeconds: GUEST_MESSAGE_LIMIT.windowSeconds, detail: 'You have sent many messages in the last minute; please wait a moment.' });
  const readLimit = rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-read:stay:${c.get('guest').stay.id}`, limit: GUEST_READ_LIMIT.perStay, windowSeconds: GUEST_READ_LIMIT.windowSeconds, detail: 'Too many calls in the last minute; please wait a moment.' });

  const cancelLimit = rateLimited<Context<GuestEnv>>(db, { key: (c) => `guest-cancel:stay:${c.get('guest').stay.id}`, limit: GUEST_CANCEL_LIMIT.perStay, windowSeconds: GUEST_CANCEL_LIMIT.windowSeconds, detail: 'Too many cancellation attempts for this stay; please wait a while or write to your host.' });

  r.post('/logout', logoutLimit, async (c) => {
    await endGuestSession(db, getCookie(c, GUEST_TOKEN_COOKIE));
    deleteCookie(c, GUEST_TOKEN_COOKIE, cookieOptions);
    return c.body(null, 204);
  });

  r.get('/session', session, async (c) => c.json(await describeGuestSession(db, c.get('guest'))));
  // The sign-in page asks whether a session exists: no session is an answer, not a 401 (a
  // browser logs every 401 as an error in the console).
  r.get('/current-session', async (c) => {
    const guest = await findGuestSession(db, getCookie(c, GUEST_TOKEN_COOKIE));
    return c.json({ session: guest ? await describeGuestSession(db, guest) : null });
  });

  r.get('/messages', session, validate('query', MessagePageQuerySchema), async (c) =>
    c.json(await listMessages(db, c.get('guest').conversationId, c.req.valid('query'))),
  );

  r.post('/messages', session, validate('json', MessagePostSchema), messageLimit, async (c) => {
    const { stay, conversationId } = c.get('guest');
    // Read before the transaction (it may create the secret on first use).
    const sign = await unsubscribeSigner(db);
    const result = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const posted = await postMessage(tx, { conversationId, hostId: stay.hostId, senderRole: 'guest', ...c.req.valid('json') }, { inTransaction: true });
      if (posted.created) {
        await recordAudit(tx, { host: { id: stay.hostId }, staff: null, action: 'messaging.guest-message-posted', target: conversationId, detail: { messageId: posted.message.id, bookingCode: stay.code } });
        // The host hears of it by mail (throttled per conversation), in the message's transaction.
        await mailHostOfGuestMessage(tx, { conversationId, stayId: stay.id, body: posted.message.body, at: new Date(posted.message.createdAt), publicUrl: deps.env.publicUrl, sign });
      }
      return posted;
    });
    // A repeated clientMessageId answers the stored message (200), not a second one.
    return c.json(result.message, result.created ? 201 : 200);
  });

  r.post('/read', session, readLimit, async (c) => {
    const { stay, conversationId } = c.get('guest');
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await markRead(tx, conversationId, stay.hostId, 'guest');
      await recordAudit(tx, { host: { id: stay.hostId }, staff: null, action: 'messaging.guest-read', target: conversationId });
    });
    return c.body(null, 204);
  });

  // The guest cancels the session's stay (services/bookings/guest-cancel.ts): the stay as it is now,
  // so the chat page shows it cancelled; 409 when the shared rule says no.
  r.post('/stay/cancel', session, validate('json', GuestStayCancelSchema), cancelLimit, async (c) =>
    c.json(await cancelStayAsGuest(db, c.get('guest'), c.req.valid('json'), { publicUrl: deps.env.publicUrl })),
  );

  r.get('/events', session, (c) => openLiveStream(c as unknown as Context<AppEnv>, deps, { kind: 'guest', conversationId: c.get('guest').conversationId }, options));

  return r as unknown as Hono<AppEnv>;
}
