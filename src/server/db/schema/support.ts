// Hosts' messages to support.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { units } from './listings';

// A host's message to support (AS §2.9, AS §3 Support message, AS §7 contact-form):
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
