import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, hosts, properties, units } from '../../db/schema';
import { newId } from '../../db/ids';
import { conflict, invalid, notFound } from '../../domain-errors';
import { recordAudit } from '../audit';
import { isUuid } from '../properties';
import { publicStayQuote } from '../stay-quote';
import { sqlStateOf, withFreshStayCode } from './stay-code';
import { scheduleRequestExpiry } from './lifecycle-job';
import { postStayMessage } from '../messaging/stay-messages';
import { enqueueMail } from '../mail/outbox';
import { scheduleGuestStayMail } from './guest-stay-mail-job';
import { bookingRequestMail, BOOKING_REQUEST_MAIL_KIND } from '../mail/booking-request-mail';
import { newStayMail } from '../mail/new-stay-mail';
import type { StayFacts } from '../mail/stay-facts';
import { scheduleRequestReminder } from './request-reminder-job';
import { unsubscribeSigner } from '../mail/unsubscribe';
import { phoneOrNull } from '../../../shared/domain/bookings/decision-payload';
import { stayKindFor } from '../../../shared/domain/bookings/stay-kind';
import { REQUEST_ANSWER_HOURS } from '../../../shared/domain/bookings/stay-lifecycle';
import { nightsOf } from '../../../shared/domain/availability/nights';
import type { StayProblem } from '../../../shared/domain/pricing/stay-rules';
import type { InvalidParam } from '../../../shared/schemas/problem';
import type { GuestStayAnswer, GuestStayRequest } from '../../../shared/schemas/bookings';

// Where stays come from (HC §1): a guest asks for a stay on a published unit.
// The stay is priced and checked by the very code of the public quote (stay rules: availability,
// notice, min/max stay, check-in/out days, guests). What it becomes depends on the host:
//   subscription host                -> an inquiry (status 'requested'), answered by the host;
//   commission host, unit onLine     -> a booking (CONFIRMED, booking_type onLine) at once;
//   commission host, unit onRequest  -> a request (REQUESTED) the host answers within
//   (or no type chosen yet)             REQUEST_ANSWER_HOURS, else it expires (lifecycle-job.ts).
// An inquiry on nights already taken is refused like the others (409) rather than stored as
// 'action_needed': the guest is told at once that the nights are gone, instead of the host getting
// an inquiry they can only reject; 'action_needed' stays for inquiries whose nights were taken
// after they came in (another booking, closed dates, an import).
//
// No double booking: one transaction first locks the unit row (SELECT ... FOR UPDATE), so two
// guests asking for the same unit queue up; the second one's quote, computed inside the lock,
// sees the first one's nights taken. Bookings also meet the exclusion constraint
// bookings_no_double_booking (23P01 -> 409) as the last line of defence.

export type GuestStayKind = GuestStayAnswer['kind'];

/** Problems that are about other stays holding the nights (409), not about what the guest typed (400). */
const TAKEN_CODES = new Set<StayProblem['code']>(['unavailable', 'preparationBefore', 'preparationAfter']);

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdays = (days: number[]) => days.map((d) => WEEKDAYS[d]).join(', ');

/** The sentence of a broken rule, for invalidParams[].reason (the browser may translate by code). */
export function stayProblemReason(p: StayProblem): string {
  switch (p.code) {
    case 'inPast':
      return 'must not be in the past';
    case 'tooSoon':
      return `must be on or after ${p.earliest} (the host needs ${p.minDaysOfNotice} days' notice)`;
    case 'checkInDay':
      return `must be on one of: ${weekdays(p.allowed)}`;
    case 'checkOutDay':
      return `must be on one of: ${weekdays(p.allowed)}`;
    case 'minStay':
      return `the stay must be at least ${p.minStay} nights (is ${p.nights})`;
    case 'maxStay':
      return `the stay must be at most ${p.maxStay} nights (is ${p.nights})`;
    case 'overCapacity':
      return `must be at most ${p.capacity} (the unit sleeps ${p.capacity})`;
    case 'unavailable':
      return `nights no longer available: ${p.dates.join(', ')}`;
    case 'preparationBefore':
      return `the host needs ${p.preparationTime} free nights before check-in`;
    case 'preparationAfter':
      return `the host needs ${p.preparationTime} free nights after check-out`;
  }
}

/** One entry per field the guest has to change; several broken rules of one field are joined. */
export function invalidParamsOf(problems: readonly StayProblem[]): InvalidParam[] {
  const byField = new Map<string, string[]>();
  for (const p of problems) byField.set(p.field, [...(byField.get(p.field) ?? []), stayProblemReason(p)]);
  return [...byField].map(([name, reasons]) => ({ name, reason: reasons.join('; ') }));
}

/** 409 naming the nights other holds have (problem member `nights`), as the host's confirms do. */
const takenConflict = (problems: readonly StayProblem[]) =>
  conflict(`The stay cannot be booked: ${problems.map(stayProblemReason).join('; ')}. Please choose other dates.`, {
    nights: [...new Set(problems.flatMap((p) => (p.code === 'unavailable' ? p.dates : [])))].sort(),
  });

const FIRST_STATUS: Record<GuestStayKind, string> = { booking: 'CONFIRMED', request: 'REQUESTED', inquiry: 'requested' };

/**
 * POST /api/public/property-units/{id}/stays. `now` is the server's clock (tests pass their own);
 * its day in the property's time zone is "today" for the stay rules, as in the public quote. Every
 * stay also writes the host's mail (a new request, booking or inquiry) to the outbox
 * (services/mail/), in the same transaction; `publicUrl` is where its link points.
 */
export async function createGuestStay(db: Db, unitId: string, body: GuestStayRequest, options: { publicUrl: string; now?: Date }): Promise<GuestStayAnswer> {
  if (!isUuid(unitId)) throw notFound('unit');
  const now = options.now ?? new Date();
  // Read before the transaction (it may create the secret on first use).
  const signUnsubscribe = await unsubscribeSigner(db);
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // The lock every guest of this unit queues on (held until commit).
      const [unit] = await tx
        .select({
          id: units.id,
          hostId: units.hostId,
          bookingType: units.bookingType,
          commercialModel: hosts.commercialModel,
          // A single-unit property's unit is usually untitled: it goes by its property's title.
          name: sql<string | null>`coalesce(${units.title}, ${properties.title})`,
          timeZone: properties.timeZone,
          host: { email: hosts.email, locale: hosts.locale, firstName: hosts.firstName, companyName: hosts.companyName },
        })
        .from(units)
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .innerJoin(hosts, eq(hosts.id, units.hostId))
        .where(and(eq(units.id, unitId), eq(units.status, 'PUBLISHED'), isNull(units.deletedAt), isNull(properties.deletedAt)))
        .for('update', { of: units });
      if (!unit) throw notFound('unit');

      // The public quote's own code, inside the lock: nights taken are read after any earlier guest committed.
      const priced = await publicStayQuote(tx, unitId, { checkIn: body.checkIn, checkOut: body.checkOut, guests: body.guests }, now);
      const ruleProblems = priced.problems.filter((p) => !TAKEN_CODES.has(p.code));
      if (ruleProblems.length) throw invalid(invalidParamsOf(ruleProblems), 'The stay breaks the rules of this unit.');
      if (priced.problems.length) throw takenConflict(priced.problems);

      const kind = stayKindFor(unit.commercialModel, unit.bookingType);
      const status = FIRST_STATUS[kind];
      const expirationTime = kind === 'request' ? new Date(now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000) : null;
      const id = newId(now.getTime());
      const stay = await withFreshStayCode(tx, async (sp, code) => {
        const [row] = await sp.insert(bookings).values({
          id,
          code,
          hostId: unit.hostId,
          unitId,
          kind,
          status,
          checkIn: body.checkIn,
          checkOut: body.checkOut,
          guests: body.guests,
          customerFirstName: body.firstName,
          customerLastName: body.lastName,
          customerEmail: body.email,
          customerPhone: phoneOrNull(body.phone),
          customerLanguage: body.language ?? null,
          totalAmount: priced.quote.total,
          currency: priced.quote.currency,
          quote: priced.quote as unknown as Record<string, unknown>,
          expirationTime,
          bookingType: kind === 'booking' ? 'onLine' : kind === 'request' ? 'onRequest' : null,
          guestMessage: body.message ? body.message : null,
          createdAt: now,
          updatedAt: now,
        }).returning();
        return row;
      });
      const { code } = stay;
      if (expirationTime) {
        await scheduleRequestExpiry(tx, id, expirationTime);
        await scheduleRequestReminder(tx, id, expirationTime, now);
      }
      // The host hears of every new stay by mail, in this transaction (one mail per stay: its key).
      const facts: StayFacts = {
        stayId: id,
        code,
        unitName: unit.name ?? code,
        guestName: `${body.firstName} ${body.lastName}`.trim(),
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        guests: body.guests,
        totalAmount: priced.quote.total,
        currency: priced.quote.currency,
        guestMessage: body.message ? body.message : null,
        timeZone: unit.timeZone,
      };
      const mail =
        kind === 'request' && expirationTime
          ? await bookingRequestMail({ ...facts, host: unit.host, expiresAt: expirationTime, publicUrl: options.publicUrl, unsubscribeToken: signUnsubscribe(unit.host.email, BOOKING_REQUEST_MAIL_KIND) })
          : await newStayMail({ stayKind: kind === 'booking' ? 'booking' : 'inquiry', stay: facts, host: unit.host, publicUrl: options.publicUrl, sign: signUnsubscribe });
      await enqueueMail(tx, mail, now);
      // The guest hears too: their request or inquiry reached the host, or their booking is confirmed.
      await scheduleGuestStayMail(tx, { stayId: id, news: kind === 'booking' ? 'confirmed' : `${kind}-received` }, now);
      // The guest's words open the stay's conversation, so the host answers them in the inbox.
      await postStayMessage(tx, { stay, senderRole: 'guest', body: body.message, clientMessageId: `stay-${code}`, at: now });
      await recordAudit(tx, {
        host: { id: unit.hostId },
        staff: null,
        action: `${kind}.created-by-guest`,
        target: id,
        detail: { actor: 'guest', code, unitId, status, checkIn: body.checkIn, checkOut: body.checkOut, guests: body.guests, totalAmount: priced.quote.total },
      });
      return {
        kind,
        publicId: code,
        status,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        totalAmount: priced.quote.total,
        currency: priced.quote.currency,
        expirationTime: expirationTime ? expirationTime.toISOString() : null,
      };
    });
  } catch (error) {
    // The exclusion constraint caught an overlap the lock did not (e.g. a host-side confirm).
    if (sqlStateOf(error) === '23P01') {
      throw conflict('The stay cannot be booked: some of its nights were just taken. Please choose other dates.', {
        nights: nightsOf([{ from: body.checkIn, to: body.checkOut }]),
      });
    }
    throw error;
  }
}
