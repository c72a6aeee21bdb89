// The host (or staff member) as the API knows them, and what hangs off the host alone: profile
// picture, fraud signals, the audit log, identity and payout verification, and the host's
// seen/dismissed notifications and one-time prompts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

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
  /** Identity verification (KYC): not_started, in_progress, submitted, verified, rejected (AS §3). */
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
  /** The host's ideal guest (AS §2.8, AS §3 Guest profile answers); null until answered. */
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
 * Device signals of a host's session for fraud review (AS §6): recorded by the
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

// Identity and payout verification (AS §2.2, AS §3, AS §7 onboarding). The details the
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

// What a host has seen or dismissed (AS §3 user interaction): notifications keyed
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

// One-time prompts of a host (HC §3 User task): the bulk switch of booking type. A missing row
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
