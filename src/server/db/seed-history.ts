import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, unitBlocks, units } from './schema';
import { newId } from './ids';
import { addDays, daysBetween, todayUtc } from '../../shared/domain/availability/dates';
import { REQUEST_ANSWER_HOURS } from '../../shared/domain/bookings/stay-lifecycle';

// Demo history (README; /insights statistics and the DAC7 report): alpine@'s stays of the two
// calendar years before the seeding year, so a fresh demo shows real figures for earlier years.
// Every stay is long over, so each has the status the stay-lifecycle job would give it by now
// (bookings past their review window: NO_REVIEW_COLLECTED, so no review is invented for them;
// requests answered or EXPIRED) and a sweep right after seeding moves nothing.
// Dates are fixed days of those years, all before October of the previous year: seed-stays.ts
// puts alpine@'s recent stays within 40 days of today, which in early January reach back into the
// previous December.
//
// Studio Nordkette (instant booking, about 120 a night): winter, Easter, summer and Christmas stays
//   in both years; a guest cancelled one, the host another; closed for a spring repair (previous
//   year, 10-20 April).
// Family apartment Patscherkofel (on request, about 210 a night): each booking made by confirming
//   a request (answered after 1 to 30 hours), one request rejected and one expired.

interface HistoryStay {
  /** 2 = two years before the seeding year, 1 = the year before. */
  yearsAgo: 1 | 2;
  /** MM-DD of the check-in. */
  checkIn: string;
  nights: number;
  guests: number;
  first: string;
  last: string;
  cancelledBy?: 'guest' | 'owner';
}

interface HistoryRequest extends HistoryStay {
  outcome: 'CONFIRMED' | 'REJECTED' | 'EXPIRED';
  /** Hours the host took to answer (confirmed and rejected). */
  answeredAfterHours?: number;
}

const STUDIO: HistoryStay[] = [
  { yearsAgo: 2, checkIn: '01-04', nights: 5, guests: 2, first: 'Felix', last: 'Wagner' },
  { yearsAgo: 2, checkIn: '02-14', nights: 4, guests: 2, first: 'Chiara', last: 'Galli' },
  { yearsAgo: 2, checkIn: '03-28', nights: 6, guests: 2, first: 'Niklas', last: 'Hofer' },
  { yearsAgo: 2, checkIn: '07-12', nights: 7, guests: 2, first: 'Ingrid', last: 'Larsen' },
  { yearsAgo: 2, checkIn: '08-20', nights: 3, guests: 1, first: 'Tomás', last: 'Silva', cancelledBy: 'guest' },
  { yearsAgo: 2, checkIn: '09-02', nights: 4, guests: 2, first: 'Elena', last: 'Moretti' },
  { yearsAgo: 2, checkIn: '12-27', nights: 6, guests: 2, first: 'Jakob', last: 'Steiner' }, // over new year
  { yearsAgo: 1, checkIn: '01-15', nights: 5, guests: 2, first: 'Hanna', last: 'Lindgren' },
  { yearsAgo: 1, checkIn: '02-21', nights: 7, guests: 2, first: 'Matteo', last: 'Ricci' },
  { yearsAgo: 1, checkIn: '03-29', nights: 3, guests: 1, first: 'Clara', last: 'Bauer', cancelledBy: 'owner' },
  { yearsAgo: 1, checkIn: '05-30', nights: 4, guests: 2, first: 'Owen', last: 'Hughes' },
  { yearsAgo: 1, checkIn: '07-05', nights: 7, guests: 2, first: 'Léa', last: 'Girard' },
  { yearsAgo: 1, checkIn: '08-09', nights: 6, guests: 2, first: 'Lukas', last: 'Meier' },
];

const FAMILY: HistoryRequest[] = [
  { yearsAgo: 2, checkIn: '02-08', nights: 7, guests: 4, first: 'Sven', last: 'Johansson', outcome: 'CONFIRMED', answeredAfterHours: 3 },
  { yearsAgo: 2, checkIn: '04-12', nights: 5, guests: 5, first: 'Giorgia', last: 'Ferrara', outcome: 'CONFIRMED', answeredAfterHours: 20 },
  { yearsAgo: 2, checkIn: '07-26', nights: 10, guests: 5, first: 'Pieter', last: 'de Vries', outcome: 'CONFIRMED', answeredAfterHours: 1 },
  { yearsAgo: 2, checkIn: '08-16', nights: 4, guests: 3, first: 'Ruth', last: 'Klein', outcome: 'REJECTED', answeredAfterHours: 30 },
  { yearsAgo: 1, checkIn: '01-03', nights: 6, guests: 4, first: 'Anders', last: 'Berg', outcome: 'CONFIRMED', answeredAfterHours: 5 },
  { yearsAgo: 1, checkIn: '03-01', nights: 7, guests: 5, first: 'Martina', last: 'Novak', outcome: 'CONFIRMED', answeredAfterHours: 2 },
  { yearsAgo: 1, checkIn: '06-14', nights: 4, guests: 2, first: 'Julia', last: 'Horvat', outcome: 'EXPIRED' },
  { yearsAgo: 1, checkIn: '08-02', nights: 14, guests: 5, first: 'Emil', last: 'Andersen', outcome: 'CONFIRMED', answeredAfterHours: 30, cancelledBy: 'guest' },
];

const HOUR = 3_600_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Fixed codes in the stays' alphabet (HP-HX, the unit, Y and two more), clear of seed-stays.ts's codes. */
const historyCode = (unit: 'S' | 'F', n: number) => `HP-HX${unit}Y${CODE_ALPHABET[Math.floor(n / 32) % 32]}${CODE_ALPHABET[n % 32]}`;
const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR);

export async function seedDemoHistory(db: Db, hostIds: Map<string, string>, today = todayUtc()) {
  const alpine = hostIds.get('alpine@demo.host-portal.test');
  if (!alpine) return;
  const [studio, family] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.hostId, alpine), eq(units.status, 'PUBLISHED')))
    .orderBy(asc(units.createdAt));
  if (!studio || !family) return;
  const year = Number(today.slice(0, 4));
  const dayOf = (s: HistoryStay) => `${year - s.yearsAgo}-${s.checkIn}`;
  let n = 0;
  const row = (unitId: string, s: HistoryStay, nightly: number) => {
    const checkIn = dayOf(s);
    const checkOut = addDays(checkIn, s.nights);
    return {
      hostId: alpine,
      unitId,
      checkIn,
      checkOut,
      guests: s.guests,
      customerFirstName: s.first,
      customerLastName: s.last,
      customerEmail: `${s.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@guest.example`,
      // Nights at the nightly price, plus 40 cleaning.
      totalAmount: daysBetween(checkIn, checkOut) * nightly + 40,
      currency: 'EUR',
    };
  };

  for (const s of STUDIO) {
    const base = row(studio.id, s, 120);
    const createdAt = at(addDays(base.checkIn, -35 + (n % 3) * 9), 9 + (n % 8));
    const cancelledAt = s.cancelledBy ? at(addDays(base.checkIn, -6), 18) : null;
    await db.insert(bookings).values({
      id: newId(createdAt.getTime()),
      code: historyCode('S', n++),
      ...base,
      kind: 'booking',
      status: s.cancelledBy ? 'CANCELLED' : 'NO_REVIEW_COLLECTED',
      bookingType: 'onLine',
      cancelledBy: s.cancelledBy ?? null,
      decisionReason: s.cancelledBy === 'guest' ? 'GUEST_ASKED_TO_CANCEL' : s.cancelledBy === 'owner' ? 'PROPERTY_UNAVAILABLE' : null,
      decisionSubReason: s.cancelledBy === 'owner' ? 'DAMAGE' : null,
      decidedBy: s.cancelledBy === 'guest' ? 'GUEST' : s.cancelledBy === 'owner' ? 'OWNER' : null,
      decidedAt: cancelledAt,
      createdAt,
      updatedAt: cancelledAt ?? at(base.checkOut, 10),
    });
  }
  await db.insert(unitBlocks).values({ id: newId(), hostId: alpine, unitId: studio.id, dateFrom: `${year - 1}-04-10`, dateTo: `${year - 1}-04-20` });

  for (const s of FAMILY) {
    const base = row(family.id, s, 210);
    const sent = at(addDays(base.checkIn, -40 + (n % 4) * 6), 8 + (n % 10));
    const decidedAt = s.answeredAfterHours !== undefined ? new Date(sent.getTime() + s.answeredAfterHours * HOUR) : null;
    const requestId = newId(sent.getTime());
    await db.insert(bookings).values({
      id: requestId,
      code: historyCode('F', n++),
      ...base,
      kind: 'request',
      status: s.outcome,
      bookingType: 'onRequest',
      expirationTime: new Date(sent.getTime() + REQUEST_ANSWER_HOURS * HOUR),
      decisionReason: s.outcome === 'REJECTED' ? 'OUTDATED_BOOKING_CALENDAR' : null,
      decisionSubReason: s.outcome === 'REJECTED' ? 'BOOKED_ELSEWHERE' : null,
      decidedBy: decidedAt ? 'OWNER' : null,
      decidedAt,
      createdAt: sent,
      updatedAt: decidedAt ?? new Date(sent.getTime() + REQUEST_ANSWER_HOURS * HOUR),
    });
    if (s.outcome !== 'CONFIRMED' || !decidedAt) continue;
    // Confirming keeps the request and makes a booking with its own code (services/bookings/requests.ts).
    const cancelledAt = s.cancelledBy ? at(addDays(base.checkIn, -10), 11) : null;
    await db.insert(bookings).values({
      id: newId(decidedAt.getTime()),
      code: historyCode('F', n++),
      ...base,
      kind: 'booking',
      status: s.cancelledBy ? 'CANCELLED' : 'NO_REVIEW_COLLECTED',
      bookingType: 'onRequest',
      sourceRequestId: requestId,
      cancelledBy: s.cancelledBy ?? null,
      decisionReason: s.cancelledBy ? 'GUEST_ASKED_TO_CANCEL' : null,
      decidedBy: s.cancelledBy ? 'GUEST' : null,
      decidedAt: cancelledAt,
      createdAt: decidedAt,
      updatedAt: cancelledAt ?? at(base.checkOut, 10),
    });
  }
}
