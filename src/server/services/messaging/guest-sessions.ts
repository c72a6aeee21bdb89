import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, guestSessions, hosts } from '../../db/schema';
import { recordAudit } from '../audit';
import { selectStays, type StayRow } from '../bookings/stay-rows';
import { guestDisplayName, hostDisplayName, openConversation } from './conversations';
import { hashSecret, newSecret } from './tokens';
import { todayOfUnit } from '../property-time';
import { isGuestCancellableStay } from '../../../shared/domain/bookings/guest-cancel';
import { GUEST_TOKEN_TTL_SECONDS, normaliseBookingCode } from '../../../shared/domain/messaging/guest-access';
import type { GuestSession } from '../../../shared/schemas/messaging';

// A guest signed in with the booking code and the e-mail of the stay (/guest/login). The
// guest_token cookie holds a random token, the database only its hash, the stay it opens and
// when it ends. Everything a guest may reach follows from that row: there is no id to guess.

/** What the guest routes need of a session: the stay and its conversation. */
export interface GuestContext {
  tokenHash: string;
  stay: StayRow['stay'];
  unitTitle: string;
  conversationId: string;
  expiresAt: Date;
}

const CLEANUP_BATCH = 100;

async function findStayForGuest(db: Db, bookingCode: string, email: string): Promise<StayRow | null> {
  const code = normaliseBookingCode(bookingCode);
  if (!/^[A-Z0-9-]{1,40}$/.test(code)) return null;
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.code, code), sql`lower(${bookings.customerEmail}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row ? sessionStay(db, row.id) : null;
}

/**
 * One stay, one status: the stay a session opens. A request the host confirmed became a booking
 * (with its own code), and from then on the guest's session is the booking's, whichever code
 * they signed in with, so a cancellation of the booking reaches a guest who only ever had the
 * request's code. One query (it runs on every guest call): the stay signed in with and the
 * booking made of it, the booking first (its `id = stayId` is false, which sorts before true).
 */
async function sessionStay(db: Db, stayId: string): Promise<StayRow | null> {
  const [row] = await selectStays(db)
    .where(or(eq(bookings.id, stayId), eq(bookings.sourceRequestId, stayId)))
    .orderBy(sql`${bookings.id} = ${stayId}`)
    .limit(1);
  return row ?? null;
}

/**
 * Signs a guest in: null when no stay has that code with that e-mail (the caller says so
 * without telling which part was wrong). Opens the stay's conversation when it has none.
 */
export async function startGuestSession(db: Db, input: { bookingCode: string; email: string }): Promise<{ token: string; session: GuestSession } | null> {
  const found = await findStayForGuest(db, input.bookingCode, input.email);
  if (!found) {
    await recordAudit(db, { host: null, staff: null, action: 'guest.sign-in-failed', detail: { bookingCode: normaliseBookingCode(input.bookingCode).slice(0, 40) } });
    return null;
  }
  const token = newSecret();
  const expiresAt = new Date(Date.now() + GUEST_TOKEN_TTL_SECONDS * 1000);
  const context = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Lock the stay so two first sign-ins do not both open a conversation for it.
    const [stay] = await tx.select().from(bookings).where(eq(bookings.id, found.stay.id)).for('update');
    const conversationId = await openConversation(tx, stay);
    const tokenHash = hashSecret(token);
    await tx.insert(guestSessions).values({ tokenHash, stayId: stay.id, expiresAt });
    await recordAudit(tx, { host: { id: stay.hostId }, staff: null, action: 'guest.signed-in', target: stay.code, detail: { conversationId } });
    return { tokenHash, stay: { ...stay, conversationId }, unitTitle: found.unit.title ?? '', conversationId, expiresAt };
  });
  await deleteExpiredGuestSessions(db);
  return { token, session: await describeGuestSession(db, context) };
}

/** The session behind a guest_token cookie, or null when it is missing, unknown or expired. */
export async function findGuestSession(db: Db, token: string | undefined): Promise<GuestContext | null> {
  if (!token || token.length > 128) return null;
  const tokenHash = hashSecret(token);
  const [row] = await db
    .select({ expiresAt: guestSessions.expiresAt, stayId: guestSessions.stayId })
    .from(guestSessions)
    .where(and(eq(guestSessions.tokenHash, tokenHash), gt(guestSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const found = await sessionStay(db, row.stayId);
  if (!found) return null;
  // Sign-in opened the conversation; a stay whose link was lost since gets it again.
  const conversationId = found.stay.conversationId ?? (await db.transaction((tx) => openConversation(tx as unknown as Db, found.stay)));
  return { tokenHash, stay: found.stay, unitTitle: found.unit.title ?? '', conversationId, expiresAt: row.expiresAt };
}

/** `now`: the clock; whether the guest may still cancel is decided on the property's day (shared rule). */
export async function describeGuestSession(db: Db, g: GuestContext, now = new Date()): Promise<GuestSession> {
  const [host] = await db.select().from(hosts).where(eq(hosts.id, g.stay.hostId)).limit(1);
  const today = await todayOfUnit(db, g.stay.unitId, now);
  return {
    bookingCode: g.stay.code,
    kind: g.stay.kind,
    stayStatus: g.stay.status,
    guestName: guestDisplayName(g.stay),
    hostName: hostDisplayName(host),
    unitTitle: g.unitTitle,
    checkIn: g.stay.checkIn,
    checkOut: g.stay.checkOut,
    guests: g.stay.guests,
    conversationId: g.conversationId,
    expiresAt: g.expiresAt.toISOString(),
    canCancel: isGuestCancellableStay(g.stay, today),
  };
}

/** Sign-out: the row goes, so the cookie opens nothing even if a copy of it survives. */
export async function endGuestSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || token.length > 128) return;
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [ended] = await tx.delete(guestSessions).where(eq(guestSessions.tokenHash, hashSecret(token))).returning({ stayId: guestSessions.stayId });
    if (!ended) return;
    const [stay] = await tx.select({ hostId: bookings.hostId, code: bookings.code }).from(bookings).where(eq(bookings.id, ended.stayId)).limit(1);
    await recordAudit(tx, { host: stay ? { id: stay.hostId } : null, staff: null, action: 'guest.signed-out', target: stay?.code });
  });
}

export async function deleteExpiredGuestSessions(db: Db): Promise<void> {
  const expired = db.select({ tokenHash: guestSessions.tokenHash }).from(guestSessions).where(lte(guestSessions.expiresAt, new Date())).limit(CLEANUP_BATCH);
  await db.delete(guestSessions).where(inArray(guestSessions.tokenHash, expired));
}
