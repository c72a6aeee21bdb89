// Stays and the dates they hold: bookings (with requests and inquiries) and the dates a host
// closed by hand.
import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hosts } from './hosts';
import { units } from './listings';
import { BOOKED_INQUIRY_STATUSES } from '../../../shared/domain/availability/night-holds';

// Stays (HC §3 Booking, Booking request, Booking inquiry). One table for the three
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
    /** Booking: CONFIRMED, CANCELLED, COMPLETED, IN_REVIEW_COLLECTION, ...; request: REQUESTED, CONFIRMED, REJECTED, EXPIRED; inquiry: lower-case statuses of HC §4. */
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
    /** Who decided (HC §3 booking actor roles: OWNER, GUEST, ...). */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The inbox conversation of this stay, once one exists. */
    conversationId: text('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_unit_dates_idx').on(t.unitId, t.checkIn, t.checkOut),
    // A host's stays by kind and status; with the expiry, the shell's counts on every page (pending
    // requests still open, inquiries: services/bookings/pending.ts) are read from the index alone.
    index('bookings_host_idx').on(t.hostId, t.kind, t.status, t.expirationTime),
    // The bookings list's pages (services/bookings: host and kind, ordered by check-in, created, id):
    // read in index order, the database stops after one page instead of sorting every stay of the host.
    index('bookings_host_check_in_idx').on(t.hostId, t.kind, t.checkIn, t.createdAt, t.id),
    // A host's stays (the no-double-booking constraint's rows) by check-out: the bell reads those
    // from yesterday on once, to match them to the host's imported events (services/notifications.ts).
    index('bookings_host_stays_by_check_out_idx')
      .on(t.hostId, t.checkOut)
      .where(sql`(${t.kind} = 'booking' and ${t.status} <> 'CANCELLED') or (${t.kind} = 'inquiry' and ${t.status} in (${sql.raw(BOOKED_INQUIRY_STATUSES.map((s) => `'${s}'`).join(', '))}))`),
    // The background jobs' scans: requests past their deadline, stays past their check-out.
    index('bookings_lifecycle_idx').on(t.kind, t.status, t.checkOut),
    index('bookings_expiry_idx').on(t.kind, t.status, t.expirationTime),
    uniqueIndex('bookings_source_request_idx').on(t.sourceRequestId),
  ],
);

// Dates the host closed by hand (HC §3 Unavailability, source manual). Stored as nights
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
