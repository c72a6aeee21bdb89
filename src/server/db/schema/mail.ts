// Outbound e-mail and the addresses the portal must not write to.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
