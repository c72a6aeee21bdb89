import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, unitBlocks, units } from './schema';
import { newId } from './ids';
import { addDays, todayUtc } from '../../shared/domain/availability/dates';

// Demo stays on the demo hosts' published units (README): alpine@ (commission) has bookings,
// some past and completed; anna@ (subscription) has a pending request on her guesthouse room
// (booked on request), an open inquiry on the villa, and closed dates. Dates are relative to the
// day the database is seeded, so a fresh demo always shows a live calendar.
// The villa's stays keep clear of the days the price check's tests and journeys ask about
// (up to +60 days) and of +150 days (closed dates journey).

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
}

export async function seedDemoStays(db: Db, hostIds: Map<string, string>, today = todayUtc()) {
  const anna = hostIds.get('anna@demo.host-portal.test')!;
  const alpine = hostIds.get('alpine@demo.host-portal.test')!;
  const published = async (hostId: string) =>
    db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.hostId, hostId), eq(units.status, 'PUBLISHED')))
      .orderBy(asc(units.createdAt));
  const [villa, seaView] = await published(anna);
  const [studio, family] = await published(alpine);
  if (!villa || !seaView || !studio || !family) return;

  const day = (n: number) => addDays(today, n);
  const addStays = async (hostId: string, unitId: string, stays: DemoStay[]) => {
    for (const s of stays) {
      await db.insert(bookings).values({
        id: newId(),
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
        totalAmount: s.amount,
        // A request waits two days for the host's answer.
        expirationTime: s.kind === 'request' ? new Date(Date.now() + 2 * 86_400_000) : null,
      });
    }
  };
  const addBlock = (hostId: string, unitId: string, from: number, nights: number) =>
    db.insert(unitBlocks).values({ id: newId(), hostId, unitId, dateFrom: day(from), dateTo: day(from + nights) });

  await addStays(alpine, studio.id, [
    { code: 'HP-7K2Q9M', kind: 'booking', status: 'COMPLETED', from: -21, nights: 4, guests: 2, first: 'Jonas', last: 'Berger', amount: 480 },
    { code: 'HP-4TW8XR', kind: 'booking', status: 'CONFIRMED', from: 3, nights: 4, guests: 2, first: 'Sophie', last: 'Martin', amount: 480 },
    // Ends where the closed dates below begin: the calendar shows them as one multi event.
    { code: 'HP-9HC3LB', kind: 'booking', status: 'CONFIRMED', from: 14, nights: 4, guests: 1, first: 'Marco', last: 'Bianchi', amount: 480 },
    { code: 'HP-2VN6DP', kind: 'booking', status: 'CANCELLED', from: 9, nights: 2, guests: 2, first: 'Emma', last: 'Schulz', amount: 240 },
  ]);
  await addBlock(alpine, studio.id, 18, 2);
  await addStays(alpine, family.id, [
    { code: 'HP-6FJ2SA', kind: 'booking', status: 'COMPLETED', from: -40, nights: 7, guests: 4, first: 'Lars', last: 'Nilsson', amount: 1470 },
    { code: 'HP-3QM7ZE', kind: 'booking', status: 'CONFIRMED', from: 30, nights: 7, guests: 5, first: 'Claire', last: 'Dubois', amount: 1470 },
  ]);
  await addStays(anna, seaView.id, [
    { code: 'HP-8RD4KU', kind: 'request', status: 'REQUESTED', from: 20, nights: 3, guests: 2, first: 'Hannah', last: 'Keller', amount: 285 },
  ]);
  await addStays(anna, villa.id, [
    { code: 'HP-5YB9GN', kind: 'inquiry', status: 'requested', from: 70, nights: 5, guests: 4, first: 'Oliver', last: 'Smith', amount: 1200 },
  ]);
  await addBlock(anna, villa.id, 90, 3);
}
