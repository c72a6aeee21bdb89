import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { bookings, conversations, hosts, icalFeeds, properties, reviews, subscriptions, supportMessages, unitPhotos, units } from '../../../src/server/db/schema';
import { newId } from '../../../src/server/db/ids';
import { REVIEW_DEMO_EMAIL } from '../../../src/server/db/seed-reviews';
import { ALPINE, ANNA, MARIE } from '../../support/api';

/**
 * Host-owned resources of the seeded demo database, by owner, for the isolation matrix. What the
 * seed does not make (a photo, an iCal feed, a subscription, a support message) is inserted here
 * directly, so the matrix does not depend on the routes it probes.
 */
export async function buildWorld(db: Db) {
  const hostId = async (email: string) => (await db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email)))[0]!.id;
  const anna = await hostId(ANNA);
  const alpine = await hostId(ALPINE);
  const marie = await hostId(MARIE);
  const lago = await hostId(REVIEW_DEMO_EMAIL);

  const annaProperties = await db.select().from(properties).where(eq(properties.hostId, anna)).orderBy(asc(properties.createdAt));
  const annaUnits = await db.select().from(units).where(eq(units.hostId, anna)).orderBy(asc(units.createdAt));
  const villa = annaProperties.find((p) => p.propertyType === 'single')!;
  const guesthouse = annaProperties.find((p) => p.propertyType === 'multi')!;
  const villaUnit = annaUnits.find((u) => u.propertyId === villa.id)!;
  const draftUnit = annaUnits.find((u) => u.status === 'IN_PROGRESS')!;
  const [lagoUnit] = await db.select().from(units).where(eq(units.hostId, lago));

  const tiny = Buffer.from('not decoded by any route the matrix calls');
  const photoId = newId();
  await db.insert(unitPhotos).values({ id: photoId, hostId: anna, unitId: villaUnit.id, position: 0, mimeType: 'image/png', width: 1, height: 1, image: tiny, thumbnail: tiny });
  const feedId = newId();
  await db.insert(icalFeeds).values({ id: feedId, hostId: anna, unitId: villaUnit.id, name: 'Other site', kind: 'file' });
  let [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.hostId, anna));
  if (!subscription) {
    [subscription] = await db.insert(subscriptions).values({ id: newId(), hostId: anna, planId: 'basic', status: 'active', internalStatus: 'active' }).returning();
  }
  const supportMessageId = newId();
  await db.insert(supportMessages).values({ id: supportMessageId, hostId: anna, topic: 'other', body: 'Where is my payout?' });

  const stay = async (hostIdValue: string, kind: 'booking' | 'request' | 'inquiry', status: string) =>
    (await db.select().from(bookings).where(and(eq(bookings.hostId, hostIdValue), eq(bookings.kind, kind), eq(bookings.status, status))).orderBy(asc(bookings.checkIn)))[0];
  const booking = (await db.select().from(bookings).where(and(eq(bookings.hostId, alpine), eq(bookings.kind, 'booking'), eq(bookings.status, 'CONFIRMED'), sql`${bookings.checkIn} > current_date`)).orderBy(asc(bookings.checkIn)))[0]!;
  const request = (await stay(alpine, 'request', 'REQUESTED'))!;
  const inquiry = (await stay(anna, 'inquiry', 'requested'))!;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.hostId, anna)).orderBy(asc(conversations.createdAt));
  const [review] = await db.select().from(reviews).where(and(eq(reviews.hostId, anna), sql`${reviews.reply} is null`));
  const [lagoDocument] = await db.execute<{ id: string }>(sql`select id from host_documents where host_id = ${lago}::uuid limit 1`).then((r) => ('rows' in r ? (r.rows as { id: string }[]) : (r as unknown as { id: string }[])));

  return {
    hosts: { anna, alpine, marie, lago },
    anna: {
      propertyId: villa.id,
      multiPropertyId: guesthouse.id,
      unitId: villaUnit.id,
      draftUnitId: draftUnit.id,
      photoId,
      feedId,
      subscriptionId: subscription.id,
      conversationId: conversation!.id,
      reviewId: review!.publicId,
      inquiryCode: inquiry.code,
      supportMessageId,
    },
    alpine: { bookingCode: booking.code, requestCode: request.code },
    lago: { hostId: lago, unitId: lagoUnit!.id, documentId: lagoDocument!.id },
  };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
