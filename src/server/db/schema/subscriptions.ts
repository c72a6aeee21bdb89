// Subscriptions and billing: the host's plan and quotas, scheduled plan changes, unit boosts and
// what the billing provider did.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { units } from './listings';

// Subscriptions (HC §3 Subscription, HC §4, HC §7 Subscriptions). One subscription per
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
