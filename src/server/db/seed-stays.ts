import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, unitBlocks, units } from './schema';
import { newId } from './ids';
import { addDays, todayUtc } from '../../shared/domain/availability/dates';
import { REQUEST_ANSWER_HOURS } from '../../shared/domain/bookings/stay-lifecycle';
import { scheduleRequestExpiry } from '../services/bookings/lifecycle-job';

// Demo stays on the demo hosts' published units (README), relative to the day the database is
// seeded, so a fresh demo always shows a live calendar and a bookings page with every tab filled.
// Every status is the one the stay-lifecycle job would give it today (tests/server/stay-lifecycle
// checks that a sweep right after seeding moves nothing).
//
// alpine@ (commission):
//   Studio Nordkette (onLine): bookings in every tab — review window over (-21), in review
//   collection (-12), completed today (-5..0), upcoming Sophie (+3, HP-4TW8XR), cancelled by the
//   guest (+9), Marco (+14, ends where closed days +18..+20 begin: one multi event), cancelled by
//   the owner (+26). Days +23..+25 hold nothing (calendar journeys mark them).
//   Family apartment Patscherkofel (onRequest, set in seed.ts): a current booking (-2..+2) made by
//   confirming a request, Claire (+30), TWO PENDING REQUESTS (+40 and +46, expiring within
//   REQUEST_ANSWER_HOURS), a rejected (+52) and an expired (+60) request. From +70 it is free:
//   the guest-booking journey asks for nights there.
// anna@ (subscription): inquiries only, no request (requests are for commission hosts): open on the
//   sea-view room (+20) and the villa (+70, HP-5YB9GN), confirmed (+100) and action needed (+102,
//   its nights since taken by the confirmed one) on the villa, rejected (+30) and in review
//   collection (-9) on the room; closed days on the villa (+90).
// marie@ (commission, hybrid): one open inquiry on her cottage (+40).
// The villa keeps clear of the days the price check's tests and journeys ask about (up to +60)
// and of +150 (closed dates journey).

type Kind = 'booking' | 'request' | 'inquiry';
interface DemoStay {
  code: string;
  kind: Kind;
  status: string;
  from: number;
  nights: number;
  guests: number;
  first: string;
  last: string;
  amount: number;
  bookingType?: 'onLine' | 'onRequest';
  /** A booking made by confirming this request (its code). */
  fromRequest?: string;
  cancelledBy?: 'guest' | 'owner';
  decision?: { reason?: string; subReason?: string; explanation?: string; message?: string; by: 'OWNER' | 'GUEST'; daysAgo: number };
  /** Requests: hours since the guest sent it (the deadline is REQUEST_ANSWER_HOURS later). */
  sentHoursAgo?: number;
  message?: string;
  phone?: string;
}

const HOUR = 3_600_000;

export async function seedDemoStays(db: Db, hostIds: Map<string, string>, today = todayUtc(), now = new Date()) {
  const anna = hostIds.get('anna@demo.host-portal.test')!;
  const alpine = hostIds.get('alpine@demo.host-portal.test')!;
  const marie = hostIds.get('marie@demo.host-portal.test')!;
  const published = async (hostId: string) =>
    db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.hostId, hostId), eq(units.status, 'PUBLISHED')))
      .orderBy(asc(units.createdAt));
  const [villa, seaView] = await published(anna);
  const [studio, family] = await published(alpine);
  const [cottage] = await published(marie);
  if (!villa || !seaView || !studio || !family) return;

  const day = (n: number) => addDays(today, n);
  const ids = new Map<string, string>();
  const addStays = async (hostId: string, unitId: string, stays: DemoStay[]) => {
    for (const s of stays) {
      const id = newId();
      ids.set(s.code, id);
      const sent = s.sentHoursAgo !== undefined ? new Date(now.getTime() - s.sentHoursAgo * HOUR) : null;
      const expirationTime = s.kind === 'request' && sent ? new Date(sent.getTime() + REQUEST_ANSWER_HOURS * HOUR) : null;
      const decidedAt = s.decision ? new Date(now.getTime() - s.decision.daysAgo * 24 * HOUR) : null;
      await db.insert(bookings).values({
        id,
        code: s.code,
        hostId,
        unitId,
        kind: s.kind,
        status: s.status,
        checkIn: day(s.from),
        checkOut: day(s.from + s.nights),
        guests: s.guests,
        customerFirstName: s.first,
        customerLastName: s.last,
        customerEmail: `${s.first.toLowerCase()}@guest.example`,
        customerPhone: s.phone ?? null,
        totalAmount: s.amount,
        expirationTime,
        bookingType: s.bookingType ?? (s.kind === 'request' ? 'onRequest' : null),
        sourceRequestId: s.fromRequest ? ids.get(s.fromRequest)! : null,
        guestMessage: s.message ?? null,
        cancelledBy: s.cancelledBy ?? null,
        decisionReason: s.decision?.reason ?? null,
        decisionSubReason: s.decision?.subReason ?? null,
        decisionExplanation: s.decision?.explanation ?? null,
        decisionMessage: s.decision?.message ?? null,
        decidedBy: s.decision?.by ?? null,
        decidedAt,
        ...(sent ? { createdAt: sent, updatedAt: sent } : {}),
      });
      // A pending request expires on time, as one a guest sends (services/bookings/guest-stays.ts).
      if (s.kind === 'request' && s.status === 'REQUESTED' && expirationTime) await scheduleRequestExpiry(db, id, expirationTime);
    }
  };
  const addBlock = (hostId: string, unitId: string, from: number, nights: number) =>
    db.insert(unitBlocks).values({ id: newId(), hostId, unitId, dateFrom: day(from), dateTo: day(from + nights) });

  const onLine = 'onLine' as const;
  const onRequest = 'onRequest' as const;
  await addStays(alpine, studio.id, [
    { code: 'HP-7K2Q9M', kind: 'booking', status: 'NO_REVIEW_COLLECTED', from: -21, nights: 4, guests: 2, first: 'Jonas', last: 'Berger', amount: 480, bookingType: onLine },
    { code: 'HP-R3VW8C', kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -12, nights: 4, guests: 2, first: 'Paul', last: 'Weber', amount: 540, bookingType: onLine },
    { code: 'HP-C5TQ2H', kind: 'booking', status: 'COMPLETED', from: -5, nights: 5, guests: 1, first: 'Ana', last: 'Costa', amount: 640, bookingType: onLine },
    { code: 'HP-4TW8XR', kind: 'booking', status: 'CONFIRMED', from: 3, nights: 4, guests: 2, first: 'Sophie', last: 'Martin', amount: 480, bookingType: onLine },
    // Ends where the closed dates below begin: the calendar shows them as one multi event.
    { code: 'HP-9HC3LB', kind: 'booking', status: 'CONFIRMED', from: 14, nights: 4, guests: 1, first: 'Marco', last: 'Bianchi', amount: 480, bookingType: onLine },
    {
      code: 'HP-2VN6DP', kind: 'booking', status: 'CANCELLED', from: 9, nights: 2, guests: 2, first: 'Emma', last: 'Schulz', amount: 240, bookingType: onLine,
      cancelledBy: 'guest', decision: { reason: 'GUEST_ASKED_TO_CANCEL', by: 'GUEST', daysAgo: 3 },
    },
    {
      code: 'HP-W8MX4P', kind: 'booking', status: 'CANCELLED', from: 26, nights: 3, guests: 2, first: 'Eva', last: 'Novak', amount: 420, bookingType: onLine,
      cancelledBy: 'owner', decision: { reason: 'PROPERTY_UNAVAILABLE', subReason: 'OWNER_USE', explanation: 'We need the studio for family that week.', by: 'OWNER', daysAgo: 2 },
    },
  ]);
  await addBlock(alpine, studio.id, 18, 2);
  await addStays(alpine, family.id, [
    { code: 'HP-6FJ2SA', kind: 'booking', status: 'REVIEW_COLLECTED', from: -40, nights: 7, guests: 4, first: 'Lars', last: 'Nilsson', amount: 1470, bookingType: onLine },
    // Confirming a request keeps the request (CONFIRMED) and makes a booking with its own code.
    { code: 'HP-K7ND3F', kind: 'request', status: 'CONFIRMED', from: -2, nights: 4, guests: 3, first: 'Mia', last: 'Fischer', amount: 900, sentHoursAgo: 24 * 12, decision: { by: 'OWNER', daysAgo: 11 } },
    { code: 'HP-P2GA6Y', kind: 'booking', status: 'CONFIRMED', from: -2, nights: 4, guests: 3, first: 'Mia', last: 'Fischer', amount: 900, bookingType: onRequest, fromRequest: 'HP-K7ND3F' },
    { code: 'HP-3QM7ZE', kind: 'booking', status: 'CONFIRMED', from: 30, nights: 7, guests: 5, first: 'Claire', last: 'Dubois', amount: 1470, bookingType: onLine },
    {
      code: 'HP-N4HS7B', kind: 'request', status: 'REQUESTED', from: 40, nights: 3, guests: 4, first: 'Nina', last: 'Petrova', amount: 690, sentHoursAgo: 2,
      message: 'We are two adults and two children; is a cot available?', phone: '+43 660 1234567',
    },
    { code: 'HP-T6JB9R', kind: 'request', status: 'REQUESTED', from: 46, nights: 4, guests: 3, first: 'Daniel', last: 'Kovac', amount: 900, sentHoursAgo: 5 },
    {
      code: 'HP-Z9EF5K', kind: 'request', status: 'REJECTED', from: 52, nights: 3, guests: 2, first: 'Leo', last: 'Brandt', amount: 690, sentHoursAgo: 30,
      decision: { reason: 'RATES_MISMATCH', subReason: 'PRICE_TOO_LOW', explanation: 'The price shown was last season’s.', by: 'OWNER', daysAgo: 1 },
    },
    { code: 'HP-M3XU8D', kind: 'request', status: 'EXPIRED', from: 60, nights: 5, guests: 2, first: 'Sara', last: 'Lindqvist', amount: 1110, sentHoursAgo: 24 * 3 },
  ]);
  await addStays(anna, seaView.id, [
    { code: 'HP-8RD4KU', kind: 'inquiry', status: 'requested', from: 20, nights: 3, guests: 2, first: 'Hannah', last: 'Keller', amount: 285, message: 'Is the room quiet at night?', phone: '+49 170 5550123' },
    {
      code: 'HP-B6YK2W', kind: 'inquiry', status: 'rejected', from: 30, nights: 3, guests: 2, first: 'Pierre', last: 'Lambert', amount: 285,
      decision: { reason: 'OVERBOOKING', message: 'Sorry, the room is taken those nights.', by: 'OWNER', daysAgo: 4 },
    },
    { code: 'HP-F8RC4N', kind: 'inquiry', status: 'in_review_collection', from: -9, nights: 3, guests: 2, first: 'Lucia', last: 'Ferri', amount: 285 },
  ]);
  await addStays(anna, villa.id, [
    { code: 'HP-5YB9GN', kind: 'inquiry', status: 'requested', from: 70, nights: 5, guests: 4, first: 'Oliver', last: 'Smith', amount: 1200 },
    { code: 'HP-G2VM7T', kind: 'inquiry', status: 'confirmed', from: 100, nights: 4, guests: 5, first: 'Giulia', last: 'Romano', amount: 1020, phone: '+39 333 1234567' },
    // Asked for nights the confirmed inquiry above has since taken: the host has to act.
    { code: 'HP-H5QD9S', kind: 'inquiry', status: 'action_needed', from: 102, nights: 4, guests: 2, first: 'Tom', last: 'Becker', amount: 1000 },
  ]);
  await addBlock(anna, villa.id, 90, 3);
  if (cottage) {
    await addStays(marie, cottage.id, [
      { code: 'HP-J4UW6E', kind: 'inquiry', status: 'requested', from: 40, nights: 6, guests: 3, first: 'Julien', last: 'Moreau', amount: 930, message: 'Nous arrivons en voiture, y a-t-il un parking ?' },
    ]);
  }
}
