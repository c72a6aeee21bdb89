// What a host rents out: properties, their units, per-day prices and photos; and the offline
// gazetteer behind location autocomplete.
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { hosts } from './hosts';

// A property (HC §3): one unit (single) or several (multi). Location is the
// autocomplete/address/map data as one document; it is read and written whole.
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    propertyType: text('property_type', { enum: ['single', 'multi'] }).notNull(),
    accommodationType: text('accommodation_type'),
    title: text('title'),
    description: text('description'),
    restaurantDescription: text('restaurant_description'),
    specialOfferDescription: text('special_offer_description'),
    location: jsonb('location').$type<Record<string, unknown>>(),
    /** Commercial model plan of the property (HC §3): split, host_only, subscription, ... */
    commercialModelPlan: text('commercial_model_plan'),
    /** IANA zone of the property's calendar (shared/domain/time/property-today.ts); from the address unless set by hand. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The host chose the zone: saving the location no longer derives it. */
    timeZoneSetByHost: boolean('time_zone_set_by_host').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Deleted properties stay for the bookings and audit rows that name them; every query skips them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('properties_host_idx').on(t.hostId, t.createdAt)],
);

// A rentable unit of a property. Nested wizard data (rooms, amenities, prices, regional
// requirements, promotions, listing progress) is jsonb: always read and written with its unit.
export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['IN_PROGRESS', 'UNDER_REVIEW', 'REJECTED_BY_STAFF', 'PUBLISHED', 'UNPUBLISHED', 'APPROVED', 'DELETED'],
    })
      .notNull()
      .default('IN_PROGRESS'),
    /** Multi-unit: the kind of unit (a configuration value, e.g. apartment); null for single-unit. */
    unitType: text('unit_type'),
    title: text('title'),
    description: text('description'),
    guests: integer('guests'),
    /** Square metres; imperial is only how the host wants to see it. */
    propertySize: doublePrecision('property_size'),
    propertySizeMeasurementUnit: text('property_size_measurement_unit', { enum: ['metric', 'imperial'] }).notNull().default('metric'),
    rooms: jsonb('rooms').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    amenities: jsonb('amenities').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cancellationPolicy: text('cancellation_policy'),
    bookingType: text('booking_type', { enum: ['onLine', 'onRequest'] }),
    calendarStatus: text('calendar_status', { enum: ['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED'] }).notNull().default('NEUTRAL'),
    priceConfiguration: jsonb('price_configuration').$type<Record<string, unknown>>(),
    regionalRequirements: jsonb('regional_requirements').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    promotions: jsonb('promotions').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Listing verification per external provider: what the host declared and where the check stands. */
    /** The secret of the unit's iCal export feed URL; made on first use, replaced when the host asks. */
    icalExportToken: text('ical_export_token').unique(),
    calendarVerification: jsonb('calendar_verification').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    completedSteps: jsonb('completed_steps').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Staff's last listing review (UNDER_REVIEW -> APPROVED/PUBLISHED or REJECTED_BY_STAFF): when, by whom, why refused. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    reviewRejectionReason: text('review_rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('units_host_idx').on(t.hostId), index('units_property_idx').on(t.propertyId, t.createdAt), index('units_status_idx').on(t.status)],
);

// Per-day price and stay overrides set on the calendar (HC §3 "Per-day price and availability").
export const unitDayPrices = pgTable(
  'unit_day_prices',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    price: doublePrecision('price'),
    minimalLengthOfStay: integer('minimal_length_of_stay'),
    maximalLengthOfStay: integer('maximal_length_of_stay'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.day] }), index('unit_day_prices_host_idx').on(t.hostId)],
);

// A unit's photos (HC §3 photo constraints). Kept in the database so every server instance
// serves them; only the re-encoded image and its thumbnail are stored, never the upload as sent.
// The photo at position 0 is the cover.
export const unitPhotos = pgTable(
  'unit_photos',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    caption: text('caption'),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    image: bytea('image').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_photos_unit_idx').on(t.unitId, t.position), index('unit_photos_host_idx').on(t.hostId)],
);

// The offline gazetteer behind location autocomplete: populated places from a data package,
// loaded into the database once (see services/gazetteer). searchName is lower-case without
// accents, so a prefix search is one index range scan.
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
  },
  (t) => [index('places_search_idx').using('btree', t.searchName.op('text_pattern_ops'))],
);
