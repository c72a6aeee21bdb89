import { sql } from 'drizzle-orm';
import { bigserial, boolean, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Binary data (photos): Buffer in, Buffer out, on PGlite and node-postgres alike. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// Identity: the embedded OpenID Connect provider's accounts. Only the identity server reads
// these; the API knows a host by the token's subject (see `hosts.subject`).
export const identityAccounts = pgTable('identity_accounts', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(), // stored lower-cased
  passwordHash: text('password_hash').notNull(), // scrypt$N$r$p$salt$hash
  givenName: text('given_name').notNull().default(''),
  familyName: text('family_name').notNull().default(''),
  accountType: text('account_type', { enum: ['individual', 'company'] }).notNull().default('individual'),
  /** How the host chose to work with guests at registration (src/shared/domain/commercial-model.ts); null before the choice existed. */
  commercialModel: text('commercial_model', { enum: ['subscription', 'commission'] }),
  locale: text('locale').notNull().default('en-US'),
  /** The referral code of the invitation the account registered through (a host's `referral_code`); null without one. */
  referredByCode: text('referred_by_code'),
  /** When the owner proved the address by following the link mailed to it (auth/email-verification.ts); null until then. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('identity_accounts_referred_by_code_idx').on(t.referredByCode)]);

// "Forgot password?" links (auth/password-reset.ts): only the SHA-256 of the link's token is kept,
// so a copy of the database opens no account. A link works once (used_at is set in the transaction
// that changes the password) and until expires_at.
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id').notNull().references(() => identityAccounts.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('password_reset_tokens_account_idx').on(t.accountId)]);

// Fixed-window counters shared by all instances (sign-in attempts, public writes).
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// oidc-provider's storage (sessions, grants, codes, refresh tokens ...), so that any
// server instance can continue a sign-in another one started.
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

// Keys made on first start and shared by every instance: token signing keys (JWK) and cookie keys.
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A host (or staff member) as the API knows them.
export const hosts = pgTable('hosts', {
  id: uuid('id').primaryKey(),
  subject: text('subject').notNull().unique(), // token `sub`
  email: text('email').notNull(),
  type: text('type', { enum: ['individual', 'company'] }).notNull().default('individual'),
  commercialModel: text('commercial_model', { enum: ['subscription', 'commission'] }).notNull().default('subscription'),
  biddingTag: integer('bidding_tag'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  alias: text('alias'),
  companyName: text('company_name'),
  currency: text('currency').notNull().default('EUR'),
  locale: text('locale').notNull().default('en-US'),
  onboardingStatus: text('onboarding_status', { enum: ['in_progress', 'finished'] }).notNull().default('in_progress'),
  status: text('status', { enum: ['active', 'expired', 'deleted'] }).notNull().default('active'),
  kycInitiated: boolean('kyc_initiated').notNull().default(false),
  /** Identity verification (KYC): not_started, in_progress, submitted, verified, rejected (account-and-shell §3). */
  kycStatus: text('kyc_status').notNull().default('not_started'),
  kycStartedAt: timestamp('kyc_started_at', { withTimezone: true }),
  accountSource: text('account_source').notNull().default('portal'),
  inboxMode: text('inbox_mode', { enum: ['Inbox', 'InquiriesWithInbox', 'Inquires'] }).notNull().default('Inbox'),
  isStaff: boolean('is_staff').notNull().default(false),
  /** Access tokens issued before this moment are refused: the account's password changed then (auth/verify-token.ts). */
  tokensValidFrom: timestamp('tokens_valid_from', { withTimezone: true }),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  hostProfile: jsonb('host_profile').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  imageUrls: jsonb('image_urls').$type<Record<string, string>>(),
  /** The commission plan the host bills new properties under (PUT user/billing-tag/{tag}/save; null: the default plan). */
  billingTag: text('billing_tag'),
  /** Who the invoices are made out to (account billing tab): name, address, VAT id, e-mail. */
  billingDetails: jsonb('billing_details').$type<Record<string, unknown>>(),
  /** Staff's last review of the identity verification: when, by whom, and why it was refused. */
  kycReviewedAt: timestamp('kyc_reviewed_at', { withTimezone: true }),
  kycReviewedBy: uuid('kyc_reviewed_by'),
  kycRejectionReason: text('kyc_rejection_reason'),
  /** The host's ideal guest (account-and-shell §2.8, §3 Guest profile answers); null until answered. */
  guestPreferences: jsonb('guest_preferences').$type<Record<string, unknown>>(),
  /**
   * The host's referral code, written when the invitation dialog first hands it out (the code is
   * an HMAC of the id, so it cannot be looked up otherwise). Not unique: 40 bits may collide.
   */
  referralCode: text('referral_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('hosts_referral_code_idx').on(t.referralCode)]);

/** The host's profile picture (account profile tab): one per host, sniffed and resized on upload. */
export const hostImages = pgTable('host_images', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => hosts.id, { onDelete: 'cascade' }),
  mimeType: text('mime_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  image: bytea('image').notNull(),
  thumbnail: bytea('thumbnail').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Device signals of a host's session for fraud review (account-and-shell §6): recorded by the
 * fraud-tracking script, which never runs for staff or while staff act for a host.
 */
export const fraudSignals = pgTable(
  'fraud_signals',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    signals: jsonb('signals').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fraud_signals_session_idx').on(t.hostId, t.sessionId)],
);

// One row per write, naming the staff member when one acts for a host.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    hostId: uuid('host_id'),
    staffId: uuid('staff_id'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_host_idx').on(t.hostId, t.at)],
);

// A property (spec hosting-core §3): one unit (single) or several (multi). Location is the
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
    /** Commercial model plan of the property (spec §3): split, host_only, subscription, ... */
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

// Per-day price and stay overrides set on the calendar (spec §3 "Per-day price and availability").
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

// A unit's photos (spec §3 photo constraints). Kept in the database so every server instance
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

// Subscriptions (spec hosting-core §3 Subscription, §4, §7 Subscriptions). One subscription per
// host; quotas (leads, unit publish, boost) live with it as a document read and written whole.
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  hostId: uuid('host_id')
    .notNull()
    .unique()
    .references(() => hosts.id, { onDelete: 'cascade' }),
  planId: text('plan_id').notNull(),
  status: text('status').notNull(),
  internalStatus: text('internal_status').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  cancellationScheduled: boolean('cancellation_scheduled').notNull().default(false),
  cancelReason: text('cancel_reason'),
  quotas: jsonb('quotas').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  /** Which billing provider holds it, and its reference there (the built-in one charges nothing). */
  provider: text('provider').notNull().default('built-in'),
  providerRef: text('provider_ref'),
  hostedPageId: text('hosted_page_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Plan changes and cancellations that take effect later (the scheduled-changes list). */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    planId: text('plan_id'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_changes_host_idx').on(t.hostId, t.effectiveAt)],
);

/** A unit's boost: scheduled for a period, paid in coins against the boost quota. */
export const unitBoosts = pgTable(
  'unit_boosts',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    coins: integer('coins').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_boosts_unit_idx').on(t.unitId, t.startsAt), index('unit_boosts_host_idx').on(t.hostId)],
);

/** What the billing provider did (the built-in provider records here and charges no card). */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_events_host_idx').on(t.hostId, t.createdAt)],
);

// Identity and payout verification (account-and-shell §2.2, §3, §7 onboarding). The details the
// host gives are documents read and written whole; bank accounts and uploaded documents are rows.
export const hostOnboarding = pgTable('host_onboarding', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => hosts.id, { onDelete: 'cascade' }),
  individualDetails: jsonb('individual_details').$type<Record<string, unknown>>(),
  businessDetails: jsonb('business_details').$type<Record<string, unknown>>(),
  owners: jsonb('owners').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  completedSections: jsonb('completed_sections').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const hostBankAccounts = pgTable(
  'host_bank_accounts',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    /** Stored normalised (no spaces, upper-case) after the checksum passed. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    countryCode: text('country_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('host_bank_accounts_host_idx').on(t.hostId)],
);

/** Identity, company and payout documents: stored as received after the type was sniffed. */
export const hostDocuments = pgTable(
  'host_documents',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Whose document: the host, or an owner of the company (index in owners). */
    subject: text('subject').notNull().default('host'),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('host_documents_host_idx').on(t.hostId, t.kind)],
);

// Stays (spec hosting-core §3 Booking, Booking request, Booking inquiry). One table for the three
// kinds because they share dates, guests and customer, and because a request or an inquiry
// becomes a booking by changing its kind and status in one row (no copy to keep in step).
// Dates are nights [check_in, check_out): the check-out day itself is free for the next guest.
// Migration 0003 adds the exclusion constraint that stops two active bookings of a unit overlapping.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey(),
    /** What the host and guest see and type (booking code), e.g. HP-7K2Q9M. */
    code: text('code').notNull().unique(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['booking', 'request', 'inquiry'] }).notNull(),
    /** Booking: CONFIRMED, CANCELLED, COMPLETED, IN_REVIEW_COLLECTION, ...; request: REQUESTED, CONFIRMED, REJECTED, EXPIRED; inquiry: lower-case statuses of §4. */
    status: text('status').notNull(),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull(),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** The language the guest used on the stay page: their mails are written in it (services/mail/guest-stay-mail.ts). */
    customerLanguage: text('customer_language'),
    totalAmount: doublePrecision('total_amount').notNull(),
    currency: text('currency').notNull().default('EUR'),
    /** The stay quote the guest accepted (nights, extras, taxes, deposit), kept as it was. */
    quote: jsonb('quote').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** A request's deadline for the host's answer. */
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['guest', 'owner'] }),
    /** How the stay was booked: instant (onLine) or on request (onRequest); null for inquiries. */
    bookingType: text('booking_type', { enum: ['onLine', 'onRequest'] }),
    /** A booking made by confirming a request points at that request (the request keeps its row and code). */
    sourceRequestId: uuid('source_request_id'),
    /** What the guest wrote with a request or inquiry. */
    guestMessage: text('guest_message'),
    /** The host's (or guest's) decision: reject or cancel reason, sub-reason, explanation, message to the guest. */
    decisionReason: text('decision_reason'),
    decisionSubReason: text('decision_sub_reason'),
    decisionExplanation: text('decision_explanation'),
    decisionMessage: text('decision_message'),
    /** Who decided (spec §3 booking actor roles: OWNER, GUEST, ...). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The inbox conversation of this stay, once one exists. */
    conversationId: text('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_unit_dates_idx').on(t.unitId, t.checkIn, t.checkOut),
    index('bookings_host_idx').on(t.hostId, t.kind, t.status),
    // The bookings list's pages (services/bookings: host and kind, ordered by check-in, created, id):
    // read in index order, the database stops after one page instead of sorting every stay of the host.
    index('bookings_host_check_in_idx').on(t.hostId, t.kind, t.checkIn, t.createdAt, t.id),
    // The background jobs' scans: requests past their deadline, stays past their check-out.
    index('bookings_lifecycle_idx').on(t.kind, t.status, t.checkOut),
    index('bookings_expiry_idx').on(t.kind, t.status, t.expirationTime),
    uniqueIndex('bookings_source_request_idx').on(t.sourceRequestId),
  ],
);

// What a host has seen or dismissed (account-and-shell §3 user interaction): notifications keyed
// notification_{type}_{unitId}, the calendar's onboarding tasks, ... One row per name.
export const userInteractions = pgTable(
  'user_interactions',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    interactionType: text('interaction_type').notNull(),
    interacted: boolean('interacted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.interactionType] })],
);

// One-time prompts of a host (spec §3 User task): the bulk switch of booking type. A missing row
// is not_started.
export const userTasks = pgTable(
  'user_tasks',
  {
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    taskType: text('task_type', { enum: ['bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type'] }).notNull(),
    status: text('status', { enum: ['not_started', 'in_progress', 'done', 'hidden'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hostId, t.taskType] })],
);

// Dates the host closed by hand (spec §3 Unavailability, source manual). Stored as nights
// [date_from, date_to); blocks of one unit never overlap or touch: a new block is merged into its
// neighbours and unblocking cuts them (migration 0003 adds the exclusion constraint).
export const unitBlocks = pgTable(
  'unit_blocks',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('unit_blocks_unit_dates_idx').on(t.unitId, t.dateFrom, t.dateTo)],
);

// External calendars imported into a unit (iCal by URL, re-synced by a job, or a file, read once).
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['url', 'file'] }).notNull(),
    url: text('url'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Why the last attempt failed; null after a success. Existing events are kept on failure. */
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ical_feeds_unit_idx').on(t.unitId)],
);

// Events of an external calendar, one row per iCal UID. date_to is the check-out day (exclusive).
export const externalEvents = pgTable(
  'external_events',
  {
    id: uuid('id').primaryKey(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => icalFeeds.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    summary: text('summary'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('external_events_feed_uid_idx').on(t.feedId, t.uid), index('external_events_unit_dates_idx').on(t.unitId, t.dateFrom, t.dateTo)],
);

// A job queue in the database (DESIGN: jobs are Postgres-backed, never timers over arrays).
// Workers claim due rows with FOR UPDATE SKIP LOCKED, so several server instances share the work
// and a job survives a restart. `key` makes a recurring job unique (e.g. one sync per feed).
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key').unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Given up after its handler's maxAttempts (the dead letter): kept for staff, never claimed until retried. */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [index('jobs_due_idx').on(t.queue, t.runAt), index('jobs_dead_idx').on(t.deadAt).where(sql`${t.deadAt} is not null`)],
);

// Inbox (account-and-shell §2.6, §7 Messaging): one conversation per stay thread — opened for a
// booking, a request or an inquiry. A booking made by confirming a request keeps the request's
// conversation (bookings.conversation_id points here). Its id is the channelId of
// /messages/{channelStatus}/{channelId}.
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    /** The stay the conversation was opened for. */
    stayId: uuid('stay_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    conversationType: text('conversation_type', { enum: ['booking', 'request', 'inquiry'] }).notNull(),
    /** Archived by the host; a new guest message brings it back to the inbox. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_host_order_idx').on(t.hostId, t.lastMessageAt)],
);

// The two sides of a conversation and how far each has read (unread counts).
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['host', 'guest'] }).notNull(),
    displayName: text('display_name').notNull(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.role] })],
);

// Messages are stored before they are acknowledged; the sender's clientMessageId makes a retried
// send land once.
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['host', 'guest', 'system'] }).notNull(),
    body: text('body').notNull(),
    clientMessageId: text('client_message_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_time_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.senderRole, t.clientMessageId),
  ],
);

// Short-lived tokens of the live channel (GET /api/app/messaging/token): an EventSource cannot
// send an Authorization header, so the stream takes this single-purpose token in its URL instead
// of the host's access token. Stored hashed, so a leaked database row opens nothing.
export const messagingTokens = pgTable('messaging_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  hostId: uuid('host_id')
    .notNull()
    .references(() => hosts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A guest signed in with booking code and e-mail (/guest/login): the guest_token cookie holds the
// token, the database its hash and the stay it opens.
export const guestSessions = pgTable('guest_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  stayId: uuid('stay_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// A guest's review of a stay (account-and-shell §2.7, §3 Review): one per booking or inquiry,
// written by the guest in the review window after check-out (stay-lifecycle REVIEW_WINDOW_DAYS).
// The host answers once with a reply (editable); `seen_at` is null while the review is "new" for
// the host: the new-reviews list and the reviews tab's badge read it, marking a unit seen sets it.
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    /** What the browser names a review by (reply/{reviewId}), e.g. RV-4K8P2Q; never the row id. */
    publicId: text('public_id').notNull().unique(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    stayId: uuid('stay_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Overall stars, 1 to 5 (check constraint in migration 0007). */
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    /** The guest's first name and the initial of the last, as the host and other guests see it. */
    guestName: text('guest_name').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_stay_idx').on(t.stayId),
    index('reviews_unit_time_idx').on(t.unitId, t.createdAt),
    index('reviews_host_seen_idx').on(t.hostId, t.seenAt),
  ],
);

// A host's message to support (account-and-shell §2.9, §3 Support message, §7 contact-form):
// topic and details, the page it was sent from and the unit it is about, kept for the staff desk.
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => hosts.id, { onDelete: 'cascade' }),
    /** Staff acting for the host when it was sent (impersonation), else null. */
    staffId: uuid('staff_id'),
    topic: text('topic').notNull(),
    body: text('body').notNull(),
    pageId: text('page_id'),
    propertyUnitId: uuid('property_unit_id').references(() => units.id, { onDelete: 'set null' }),
    /** When a staff member marked it handled, and who. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_host_idx').on(t.hostId, t.createdAt), index('support_messages_open_idx').on(t.handledAt, t.createdAt)],
);

// Browser health (account-and-shell §8 error tracker, §9 web vitals): failed calls and page
// metrics the browser reports, for the staff desk. Public reports, so the host is optional (a
// signed-out page) and only attached from a valid token; kept 30 days and 10,000 rows each.
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    hostId: uuid('host_id').references(() => hosts.id, { onDelete: 'set null' }),
    status: integer('status').notNull(),
    method: text('method').notNull(),
    /** The API path called, without its query. */
    path: text('path').notNull(),
    /** The failed answer's x-correlation-id: finds the server's log lines of the call. */
    correlationId: text('correlation_id'),
    pagePath: text('page_path').notNull(),
    messageKey: text('message_key').notNull(),
  },
  (t) => [index('client_errors_at_idx').on(t.at)],
);

export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    hostId: uuid('host_id').references(() => hosts.id, { onDelete: 'set null' }),
    name: text('name', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    /** Capped at 999999 (§9); milliseconds, or a unitless score for CLS. */
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    /** The route pattern ('/properties/:propertyId'), never the address. */
    routePattern: text('route_pattern').notNull(),
    /** Cut to 128 characters (§9). */
    target: text('target'),
    navigationType: text('navigation_type').notNull(),
  },
  (t) => [index('web_vitals_at_idx').on(t.at)],
);

// Outbound e-mail (src/server/services/mail/): one row per mail, written in the transaction of the
// event it tells about and sent afterwards by the job runner, so a slow or failing SMTP server
// never holds up or undoes the host's action. `key` names the event (e.g.
// 'booking-request.created:<stay id>'): enqueueing it again — a retried request, a restart — adds
// nothing. Without SMTP_URL a mail is marked sent to the embedded mailbox and read by staff.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    key: text('key').notNull().unique(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'bounced'] }).notNull().default('queued'),
    /** Where it went once sent: 'smtp' or 'mailbox' (no SMTP_URL); null while queued or failed. */
    transport: text('transport', { enum: ['smtp', 'mailbox'] }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

// Addresses the portal must not write to: a permanent bounce (kind '*', every kind) or a
// recipient's one-click opt-out of one kind of mail (List-Unsubscribe, RFC 8058).
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    address: text('address').notNull(), // lower-cased
    kind: text('kind').notNull(),
    reason: text('reason', { enum: ['bounced', 'unsubscribed'] }).notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.address, t.kind] })],
);
