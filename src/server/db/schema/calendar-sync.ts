// External calendars (iCal) imported into a unit and their events.
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { units } from './listings';

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
  (t) => [
    uniqueIndex('external_events_feed_uid_idx').on(t.feedId, t.uid),
    index('external_events_unit_dates_idx').on(t.unitId, t.dateFrom, t.dateTo),
    // The bell reads a host's imported events that end from yesterday on (services/notifications.ts).
    index('external_events_host_until_idx').on(t.hostId, t.dateTo),
  ],
);
