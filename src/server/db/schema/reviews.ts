// Guests' reviews of stays and the host's replies.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { units } from './listings';
import { bookings } from './bookings';

// A guest's review of a stay (AS §2.7, AS §3 Review): one per booking or inquiry,
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
