// Browser health reports: failed calls and web vitals.
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';

// Browser health (AS §8 error tracker, AS §9 web vitals): failed calls and page
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
    /** Capped at 999999 (AS §9); milliseconds, or a unitless score for CLS. */
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    /** The route pattern ('/properties/:propertyId'), never the address. */
    routePattern: text('route_pattern').notNull(),
    /** Cut to 128 characters (AS §9). */
    target: text('target'),
    navigationType: text('navigation_type').notNull(),
  },
  (t) => [index('web_vitals_at_idx').on(t.at)],
);
