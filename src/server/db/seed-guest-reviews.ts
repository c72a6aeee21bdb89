import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { bookings, reviews, units } from './schema';
import { newId } from './ids';
import { addDays, todayUtc } from '../../shared/domain/availability/dates';
import { reviewerName } from '../../shared/domain/reviews/reviewer-name';

// Demo guest reviews (README; /insights/reviews), relative to the day the database is seeded.
// Reviews exist only for stays in REVIEW_COLLECTED / review_collected, as if each guest had
// written one in the review window (the stay-lifecycle job never moves those again). A few past
// reviewed stays are added for anna@ and marie@ (alpine@'s bookings page counts its stays, so
// alpine@ keeps only Lars Nilsson's, HP-6FJ2SA). Guests write in their own language; hosts reply
// in the guest's. Stays in review collection keep no review, so a guest can write one in the
// browser: Paul Weber's HP-R3VW8C (alpine@) and Lucia Ferri's HP-F8RC4N (anna@).
//
// anna@:   villa — Emily (5, answered), Giovanni (4, answered in Italian), Mark (3, unanswered,
//          seen long ago); sea-view room — Katrin (2, answered in German), Camille (4, French,
//          unanswered and new).
// alpine@: family apartment — Lars (5, unanswered and new): the statistics badge shows.
// marie@:  cottage — Élodie (4, answered in French).
// Any other reviewed stay of a demo host (e.g. a history seed's) gets a short review from a pool,
// so no collected stay is without its review.

interface ExtraStay {
  code: string;
  host: 'anna' | 'marie';
  unit: 'villa' | 'seaView' | 'cottage';
  kind: 'booking' | 'inquiry';
  from: number;
  nights: number;
  first: string;
  last: string;
  email: string;
  amount: number;
}

interface DemoReview {
  rating: number;
  comment: string;
  reply?: string;
  /** Seen by the host (true when answered: answering means having read it). */
  seen?: boolean;
}

const EXTRA_STAYS: ExtraStay[] = [
  { code: 'HP-E3MC7W', host: 'anna', unit: 'villa', kind: 'inquiry', from: -34, nights: 5, first: 'Emily', last: 'Clarke', email: 'emily@guest.example', amount: 1200 },
  { code: 'HP-G9RU4L', host: 'anna', unit: 'villa', kind: 'inquiry', from: -78, nights: 6, first: 'Giovanni', last: 'Russo', email: 'giovanni@guest.example', amount: 1440 },
  { code: 'HP-M6EH2D', host: 'anna', unit: 'villa', kind: 'inquiry', from: -130, nights: 7, first: 'Mark', last: 'Evans', email: 'mark@guest.example', amount: 1680 },
  { code: 'HP-K2VQ8N', host: 'anna', unit: 'seaView', kind: 'inquiry', from: -52, nights: 3, first: 'Katrin', last: 'Vogel', email: 'katrin@guest.example', amount: 285 },
  { code: 'HP-C7PT3J', host: 'anna', unit: 'seaView', kind: 'inquiry', from: -27, nights: 4, first: 'Camille', last: 'Petit', email: 'camille@guest.example', amount: 380 },
  { code: 'HP-L4SG8B', host: 'marie', unit: 'cottage', kind: 'booking', from: -45, nights: 5, first: 'Élodie', last: 'Garnier', email: 'elodie@guest.example', amount: 775 },
];

const DEMO_REVIEWS: Record<string, DemoReview> = {
  'HP-6FJ2SA': {
    rating: 5,
    comment: 'Spacious apartment with a great view of the Patscherkofel. The kids loved the playground, and checking in late in the evening was easy.',
  },
  'HP-E3MC7W': {
    rating: 5,
    comment: "We had a wonderful week at Villa Aurora: the olive grove at sunset, the fireplace on a chilly evening and Anna's tips for Siena made it perfect. We will be back!",
    reply: 'Thank you, Emily! It was a pleasure to have you; the olive trees will be waiting for you.',
  },
  'HP-G9RU4L': {
    rating: 4,
    comment: 'Villa splendida e molto pulita, con una vista bellissima sulle colline. Unico neo: il wifi era un po’ lento in camera da letto.',
    reply: 'Grazie Giovanni! Abbiamo già installato un ripetitore wifi al piano di sopra.',
  },
  'HP-M6EH2D': {
    rating: 3,
    comment: 'Lovely garden and a quiet location, but the kitchen could use a few more pans and a sharper knife.',
    seen: true,
  },
  'HP-K2VQ8N': {
    rating: 2,
    comment: 'Das Zimmer war sauber, aber nachts war es durch die Bar am Hafen ziemlich laut. Ohrstöpsel wären gut gewesen.',
    reply: 'Danke für Ihre ehrliche Rückmeldung, Katrin. Im Zimmer liegen jetzt Ohrstöpsel, und wir haben dichtere Vorhänge aufgehängt.',
  },
  'HP-C7PT3J': {
    rating: 4,
    comment: 'Chambre charmante avec une vue magnifique sur le port. Petit-déjeuner délicieux, nous recommandons !',
  },
  'HP-L4SG8B': {
    rating: 4,
    comment: 'Cottage très confortable et bien équipé, Marie nous a accueillis avec des crêpes maison. Le chemin d’accès est un peu étroit en voiture.',
    reply: 'Merci Élodie ! Au plaisir de vous revoir, les crêpes vous attendent.',
  },
};

/** For reviewed stays of demo hosts that have no scripted review (e.g. made by another seed). */
const POOL: DemoReview[] = [
  { rating: 5, comment: 'Everything was as described, spotless and quiet. Thank you!', reply: 'Thank you for staying with us!' },
  { rating: 4, comment: 'Great stay, very helpful host. The parking was a little tight.', seen: true },
  { rating: 5, comment: 'Beautiful place, we would love to come back.' },
  { rating: 3, comment: 'Good location, but the beds were rather soft.', reply: 'Thanks for the feedback, we are replacing the mattresses this winter.' },
];

const HOUR = 3_600_000;
const DEMO_HOSTS = ['anna@demo.host-portal.test', 'alpine@demo.host-portal.test', 'marie@demo.host-portal.test'];

/** Active stays of a unit sharing a night with [checkIn, checkOut) (the bookings_no_double_booking rule). */
async function overlaps(db: Db, unitId: string, checkIn: string, checkOut: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from bookings
    where unit_id = ${unitId}::uuid and daterange(check_in, check_out) && daterange(${checkIn}::date, ${checkOut}::date)
      and ((kind = 'booking' and status <> 'CANCELLED') or (kind = 'inquiry' and status in ('confirmed', 'in_review_collection', 'review_collected', 'no_review_collected')))
    limit 1`);
  return rows.rows.length > 0;
}

export async function seedDemoGuestReviews(db: Db, hostIds: Map<string, string>, today = todayUtc(), now = new Date()) {
  const anna = hostIds.get('anna@demo.host-portal.test');
  const marie = hostIds.get('marie@demo.host-portal.test');
  if (!anna || !marie) return;
  const published = (hostId: string) =>
    db.select({ id: units.id }).from(units).where(and(eq(units.hostId, hostId), eq(units.status, 'PUBLISHED'))).orderBy(asc(units.createdAt));
  const [villa, seaView] = await published(anna);
  const [cottage] = await published(marie);
  const unitOf = { villa, seaView, cottage };
  const hostOf = { anna, marie };

  for (const s of EXTRA_STAYS) {
    const unit = unitOf[s.unit];
    if (!unit) continue;
    // Another seed may have taken those nights since: the stay moves further back until it fits.
    let from = s.from;
    while (await overlaps(db, unit.id, addDays(today, from), addDays(today, from + s.nights))) from -= 7;
    const createdAt = new Date(Date.parse(`${addDays(today, from - 30)}T09:00:00Z`));
    await db.insert(bookings).values({
      id: newId(createdAt.getTime()),
      code: s.code,
      hostId: hostOf[s.host],
      unitId: unit.id,
      kind: s.kind,
      status: s.kind === 'booking' ? 'REVIEW_COLLECTED' : 'review_collected',
      checkIn: addDays(today, from),
      checkOut: addDays(today, from + s.nights),
      guests: 2,
      customerFirstName: s.first,
      customerLastName: s.last,
      customerEmail: s.email,
      totalAmount: s.amount,
      bookingType: s.kind === 'booking' ? 'onLine' : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const demoHostIds = DEMO_HOSTS.map((e) => hostIds.get(e)).filter((id): id is string => !!id);
  const collected = await db
    .select({ stay: bookings })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.stayId, bookings.id))
    .where(and(inArray(bookings.hostId, demoHostIds), inArray(bookings.status, ['REVIEW_COLLECTED', 'review_collected']), isNull(reviews.id)))
    .orderBy(asc(bookings.checkOut), asc(bookings.code));
  let pooled = 0;
  for (const { stay } of collected) {
    const review = DEMO_REVIEWS[stay.code] ?? POOL[pooled++ % POOL.length];
    // Written two days after check-out in the morning, answered a day later; never in the future.
    const createdAt = new Date(Math.min(Date.parse(`${addDays(stay.checkOut, 2)}T08:30:00Z`), now.getTime() - 2 * HOUR));
    const repliedAt = review.reply ? new Date(Math.min(createdAt.getTime() + 26 * HOUR, now.getTime() - HOUR)) : null;
    const seenAt = repliedAt ?? (review.seen ? new Date(createdAt.getTime() + HOUR) : null);
    await db.insert(reviews).values({
      id: newId(createdAt.getTime()),
      // The stay code's tail: a fixed, readable id for the README and the journeys (RV-6FJ2SA).
      publicId: `RV-${stay.code.slice(3)}`,
      hostId: stay.hostId,
      unitId: stay.unitId,
      stayId: stay.id,
      rating: review.rating,
      comment: review.comment,
      guestName: reviewerName(stay.customerFirstName, stay.customerLastName),
      reply: review.reply ?? null,
      repliedAt,
      seenAt,
      createdAt,
    });
  }
}
