import { count } from 'drizzle-orm';
import type { Database, Db } from './client';
import { hosts, identityAccounts, properties, units } from './schema';
import { timeZoneOfAddress } from '../../shared/domain/time/property-today';
import { demoToday } from './demo-today';
import { newId } from './ids';
import { hashPassword } from '../auth/passwords';
import { seedDemoStays } from './seed-stays';
import { seedDemoHistory } from './seed-history';
import { seedDemoConversations } from './seed-conversations';
import { seedDemoReviews } from './seed-reviews';
import { seedDemoGuestReviews } from './seed-guest-reviews';
import { drawDemoPictures, seedDemoPhotos } from './seed-photos';

// Demo accounts a newcomer can sign in with (listed in the README). Each has an identity
// account (for signing in) and a host row (what the API knows) sharing one id as token subject.
export const DEMO_PASSWORD = 'demo-host-2026';
export { DEMO_TIME_ZONE, demoToday } from './demo-today';

export const DEMO_ACCOUNTS = [
  {
    email: 'anna@demo.host-portal.test',
    givenName: 'Anna',
    familyName: 'Rossi',
    type: 'individual',
    commercialModel: 'subscription',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: { isSubscriptionEnabled: true, isCoinSubscriptionEnabled: true, isSubscriptionCheckoutEnabled: true },
    locale: 'en-US',
    isStaff: false,
  },
  {
    email: 'alpine@demo.host-portal.test',
    givenName: 'Lukas',
    familyName: 'Huber',
    companyName: 'Alpine Stays GmbH',
    type: 'company',
    commercialModel: 'commission',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: { isB2B: true },
    locale: 'de-DE',
    isStaff: false,
  },
  {
    email: 'marie@demo.host-portal.test',
    givenName: 'Marie',
    familyName: 'Laurent',
    type: 'individual',
    commercialModel: 'commission',
    biddingTag: 7,
    inboxMode: 'InquiriesWithInbox',
    onboardingStatus: 'finished',
    flags: { isUserProEnabled: true },
    locale: 'fr-FR',
    isStaff: false,
  },
  {
    email: 'staff@demo.host-portal.test',
    givenName: 'Sam',
    familyName: 'Support',
    type: 'individual',
    commercialModel: 'subscription',
    biddingTag: null,
    inboxMode: 'Inbox',
    onboardingStatus: 'finished',
    flags: {},
    locale: 'en-US',
    isStaff: true,
  },
] as const;

export function shouldSeed(database: Database, seedDemo: 'true' | 'false' | undefined): boolean {
  return database.kind === 'pglite' ? seedDemo !== 'false' : seedDemo === 'true';
}

/** Seeds the demo accounts when there are no accounts at all. Returns how many were made. */
export async function seedDemoData(database: Database, password = DEMO_PASSWORD): Promise<number> {
  const { db } = database;
  const [{ n }] = await db.select({ n: count() }).from(identityAccounts);
  if (n > 0) return 0;
  const pictures = drawDemoPictures();
  const passwordHash = await hashPassword(password);
  const hostIds = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const a of DEMO_ACCOUNTS) {
      const id = newId();
      hostIds.set(a.email, id);
      await tx.insert(identityAccounts).values({
        id,
        email: a.email,
        passwordHash,
        givenName: a.givenName,
        familyName: a.familyName,
        accountType: a.type,
        locale: a.locale,
        // The demo addresses count as proven, so the demo shows no "confirm your e-mail" banner.
        emailVerifiedAt: new Date(),
      });
      await tx.insert(hosts).values({
        id,
        subject: id,
        email: a.email,
        type: a.type,
        commercialModel: a.commercialModel,
        biddingTag: a.biddingTag,
        firstName: a.givenName,
        lastName: a.familyName,
        companyName: 'companyName' in a ? a.companyName : null,
        locale: a.locale,
        inboxMode: a.inboxMode,
        onboardingStatus: a.onboardingStatus,
        isStaff: a.isStaff,
        accountSource: 'demo',
        flags: a.flags,
      });
    }
    await seedDemoListings(tx as unknown as Db, hostIds);
    const today = demoToday();
    await seedDemoStays(tx as unknown as Db, hostIds, today);
    await seedDemoHistory(tx as unknown as Db, hostIds, today);
    await seedDemoGuestReviews(tx as unknown as Db, hostIds, today);
    await seedDemoConversations(tx as unknown as Db);
    await seedDemoReviews(tx as unknown as Db, passwordHash);
    // Last, so the review desk's unit has pictures too.
    await seedDemoPhotos(tx as unknown as Db, pictures);
  });
  // The review desk's demo host is made by its own seed, so count what is there.
  const [{ n: accounts }] = await db.select({ n: count() }).from(identityAccounts);
  return Number(accounts);
}

// Demo listings (README): anna@ has a published villa (single unit) and a guesthouse with one
// published room and one still in the wizard; alpine@ has a published aparthotel with two units
// (the studio booked instantly, the family apartment on request); marie@ a published cottage.
// Fixed content and creation times, so every fresh demo database lists them in the same order.
const prices = (nightlyPrice: number) => ({
  nightlyPrice,
  minStay: 2,
  maxStay: 28,
  extraGuestPrice: null,
  extraGuestsCount: null,
  checkInFrom: '15:00',
  checkInTo: '21:00',
  checkOutTo: '11:00',
  checkInDays: [0, 1, 2, 3, 4, 5, 6],
  checkOutDays: [0, 1, 2, 3, 4, 5, 6],
  extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 60 }],
  discounts: [{ lengthType: 'weekly', minNights: null, discount: 10 }],
  taxes: [{ category: 'local_tax', feeType: 'per_person_per_day', value: 2 }],
  seasonsPricing: [],
  securityDeposit: 200,
  preparationTime: 0,
  minDaysOfNotice: 2,
});
const bedroom = (type: string, count = 1) => ({ type: 'bedroom', beds: [{ type, count }] });
const livingRoom = { type: 'living_room', beds: [{ type: 'sofa_bed', count: 1 }] };
// Step ids of shared/domain/listing-steps.ts (a route's slash is a dash there).
const done = (type: 'single' | 'multi') =>
  type === 'single'
    ? ['property', 'location', 'location-address', 'location-map', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title', 'price-and-availability', 'calendar-availability', 'booking-preference', 'regional-requirements']
    : ['property', 'location', 'location-address', 'location-map', 'property-title', 'unit-type', 'guests-and-rooms-info', 'guests-and-rooms-beds', 'photos', 'amenities', 'title', 'price-and-availability', 'calendar-availability', 'booking-preference', 'regional-requirements'];

async function seedDemoListings(db: Db, hostIds: Map<string, string>) {
  const base = Date.parse('2026-01-05T09:00:00Z');
  let minute = 0;
  const at = () => new Date(base + minute++ * 60_000);
  const anna = hostIds.get('anna@demo.host-portal.test')!;
  const alpine = hostIds.get('alpine@demo.host-portal.test')!;

  const addProperty = async (hostId: string, values: Omit<typeof properties.$inferInsert, 'id' | 'hostId'>) => {
    const createdAt = at();
    const id = newId(createdAt.getTime());
    await db.insert(properties).values({ id, hostId, createdAt, updatedAt: createdAt, timeZone: timeZoneOfAddress(values.location), ...values });
    return id;
  };
  const addUnit = async (hostId: string, propertyId: string, values: Omit<typeof units.$inferInsert, 'id' | 'hostId' | 'propertyId'>) => {
    const createdAt = at();
    const published = values.status === 'PUBLISHED';
    await db.insert(units).values({ id: newId(createdAt.getTime()), hostId, propertyId, createdAt, updatedAt: createdAt, publishedAt: published ? createdAt : null, ...values });
  };

  const villa = await addProperty(anna, {
    propertyType: 'single',
    accommodationType: 'villa',
    title: 'Villa Aurora',
    description: 'A stone villa among olive trees, ten minutes from Siena.',
    location: { countryCode: 'IT', city: 'Siena', street: 'Strada di Certosa', houseNumberOrName: '12', postalCode: '53100', stateOrProvince: 'SI', formattedAddress: 'Strada di Certosa 12, 53100 Siena SI, Italy', latitude: 43.3011, longitude: 11.3567 },
  });
  await addUnit(anna, villa, {
    status: 'PUBLISHED',
    guests: 6,
    propertySize: 180,
    rooms: [bedroom('double_bed'), bedroom('double_bed'), bedroom('single_bed', 2), { type: 'bath_room', beds: [] }, { type: 'kitchen_room', beds: [] }],
    amenities: ['wifi', 'air_conditioning', 'fireplace'],
    cancellationPolicy: 'moderate',
    bookingType: 'onLine',
    calendarStatus: 'AVAILABLE',
    priceConfiguration: prices(240),
    regionalRequirements: { registrationNumber: 'IT052032C2ABCDEF12', nationalIdentificationCode: 'RSSNNA80A41I726X' },
    completedSteps: done('single'),
  });

  const guesthouse = await addProperty(anna, {
    propertyType: 'multi',
    accommodationType: 'guesthouse',
    title: 'Casa Marina Guesthouse',
    description: 'Four rooms above the harbour of Cadaqués.',
    location: { countryCode: 'ES', city: 'Cadaqués', street: 'Carrer des Port', houseNumberOrName: '3', postalCode: '17488', stateOrProvince: null, formattedAddress: 'Carrer des Port 3, 17488 Cadaqués, Spain', latitude: 42.2886, longitude: 3.2779 },
  });
  await addUnit(anna, guesthouse, {
    status: 'PUBLISHED',
    title: 'Sea-view double room',
    unitType: 'double_room',
    guests: 2,
    propertySize: 22,
    rooms: [bedroom('queen_bed'), { type: 'bath_room', beds: [] }],
    amenities: ['wifi', 'air_conditioning'],
    cancellationPolicy: 'flexible',
    bookingType: 'onRequest',
    calendarStatus: 'AVAILABLE',
    priceConfiguration: prices(95),
    completedSteps: done('multi'),
  });
  await addUnit(anna, guesthouse, {
    status: 'IN_PROGRESS',
    title: 'Garden family suite',
    guests: 4,
    rooms: [bedroom('double_bed'), livingRoom],
    completedSteps: ['property', 'location', 'location-address', 'location-map', 'property-title', 'unit-type', 'guests-and-rooms-info', 'guests-and-rooms-beds'],
  });

  const aparthotel = await addProperty(alpine, {
    propertyType: 'multi',
    accommodationType: 'aparthotel',
    title: 'Alpenblick Apartments',
    description: 'Apartments with mountain views, five minutes from the Nordkette cable car.',
    location: { countryCode: 'AT', city: 'Innsbruck', street: 'Höhenstraße', houseNumberOrName: '41', postalCode: '6020', stateOrProvince: null, formattedAddress: 'Höhenstraße 41, 6020 Innsbruck, Austria', latitude: 47.2833, longitude: 11.3928 },
  });
  for (const [title, guests, nightly] of [['Studio Nordkette', 2, 120], ['Family apartment Patscherkofel', 5, 210]] as const) {
    await addUnit(alpine, aparthotel, {
      status: 'PUBLISHED',
      title,
      unitType: guests === 2 ? 'studio' : 'apartment',
      guests,
      propertySize: guests === 2 ? 35 : 78,
      rooms: guests === 2 ? [bedroom('double_bed')] : [bedroom('double_bed'), bedroom('bunk_bed'), livingRoom],
      amenities: ['wifi', 'elevator'],
      cancellationPolicy: 'firm',
      // The family apartment is booked on request, so alpine@ has requests to answer (seed-stays.ts).
      bookingType: guests === 2 ? 'onLine' : 'onRequest',
      calendarStatus: 'AVAILABLE',
      priceConfiguration: prices(nightly),
      completedSteps: done('multi'),
    });
  }

  // marie@ (hybrid) has one published cottage, so her inquiries area has an inquiry (seed-stays.ts).
  const marie = hostIds.get('marie@demo.host-portal.test')!;
  const cottage = await addProperty(marie, {
    propertyType: 'single',
    accommodationType: 'cottage',
    title: 'Mas des Lavandes',
    description: 'A stone cottage among lavender fields, near Gordes.',
    location: { countryCode: 'FR', city: 'Gordes', street: 'Chemin des Lavandes', houseNumberOrName: '5', postalCode: '84220', stateOrProvince: null, formattedAddress: 'Chemin des Lavandes 5, 84220 Gordes, France', latitude: 43.9114, longitude: 5.2003 },
  });
  await addUnit(marie, cottage, {
    status: 'PUBLISHED',
    guests: 4,
    propertySize: 90,
    rooms: [bedroom('double_bed'), bedroom('single_bed', 2), { type: 'bath_room', beds: [] }, { type: 'kitchen_room', beds: [] }],
    amenities: ['wifi', 'garden'],
    cancellationPolicy: 'moderate',
    bookingType: 'onLine',
    calendarStatus: 'AVAILABLE',
    priceConfiguration: prices(150),
    regionalRequirements: { registrationNumber: '84050123456AB' },
    completedSteps: done('single'),
  });
}
