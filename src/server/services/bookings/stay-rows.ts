import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { bookings, properties, units } from '../../db/schema';
import { limitInText, preparedPerDb } from '../../db/prepared';
import { notFound } from '../../domain-errors';
import { daysBetween } from '../../../shared/domain/availability/dates';
import { phoneOrNull } from '../../../shared/domain/bookings/decision-payload';
import { ACTOR_ROLES } from '../../../shared/domain/bookings/statuses';
import { StayQuoteBreakdownSchema, StayQuoteSchema, type StayQuoteView } from '../../../shared/schemas/stay-quote';

// One row of the bookings table as the host-side calls read it (HC §3 Booking,
// Booking request, Booking inquiry): the stay with its unit's summary. The three kinds share the
// table, so reading, mapping to the wire and finding by code live here once.

export type BookingRow = typeof bookings.$inferSelect;
export type StayKind = BookingRow['kind'];

export interface StayRow {
  stay: BookingRow;
  unit: { id: string; propertyId: string; title: string | null; bookingType: 'onLine' | 'onRequest' | null };
}

/** The columns every read selects: the whole stay and the few unit fields of propertyUnitSummary. */
export const stayColumns = {
  stay: bookings,
  unit: {
    id: units.id,
    propertyId: units.propertyId,
    // A single-unit property's unit is usually untitled: it goes by its property's title (as in the unit selectors).
    title: sql<string | null>`coalesce(${units.title}, (select ${properties.title} from ${properties} where ${properties.id} = ${units.propertyId}))`,
    bookingType: units.bookingType,
  },
};

export const selectStays = (db: Db) => db.select(stayColumns).from(bookings).innerJoin(units, eq(units.id, bookings.unitId));

/**
 * What a list item shows of a stay (stayFields and each kind's status, cancelledBy, bookingType,
 * deadline): a page of a list reads these, not the whole row with its quote and decision, which
 * only the details show. Fewer columns are fewer bytes to read and map, and a cheaper select to build.
 */
const listStayColumns = {
  stay: {
    code: bookings.code,
    checkIn: bookings.checkIn,
    checkOut: bookings.checkOut,
    guests: bookings.guests,
    customerFirstName: bookings.customerFirstName,
    customerLastName: bookings.customerLastName,
    totalAmount: bookings.totalAmount,
    currency: bookings.currency,
    createdAt: bookings.createdAt,
    status: bookings.status,
    cancelledBy: bookings.cancelledBy,
    bookingType: bookings.bookingType,
    expirationTime: bookings.expirationTime,
  },
  unit: stayColumns.unit,
};

/** A stay as a list page reads it (listStayColumns). */
export interface ListStayRow {
  stay: Pick<BookingRow, keyof typeof listStayColumns.stay>;
  unit: StayRow['unit'];
}

/** The host's stay of one kind by its code (the publicId); another host's or a missing one is 404. */
export async function findStay(db: Db, hostId: string, kind: StayKind, code: string, forUpdate = false): Promise<StayRow> {
  const what = kind === 'booking' ? 'booking' : kind === 'request' ? 'booking request' : 'inquiry';
  // Codes are upper-case; someone typing one from a phone call may not be.
  const normalised = code.trim().toUpperCase();
  if (!/^[A-Z0-9-]{1,40}$/.test(normalised)) throw notFound(what);
  const q = selectStays(db)
    .where(and(eq(bookings.code, normalised), eq(bookings.hostId, hostId), eq(bookings.kind, kind)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update', { of: bookings }) : await q;
  if (!row) throw notFound(what);
  return row;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The fields every kind's list item has. */
export function stayFields(row: ListStayRow) {
  const { stay, unit } = row;
  return {
    publicId: stay.code,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    duration: daysBetween(stay.checkIn, stay.checkOut),
    guests: stay.guests,
    customer: { firstName: stay.customerFirstName, lastName: stay.customerLastName },
    totalAmount: stay.totalAmount,
    currency: stay.currency,
    propertyUnitSummary: { publicId: unit.id, propertyId: unit.propertyId, title: unit.title ?? '', bookingType: unit.bookingType },
    createdAt: iso(stay.createdAt)!,
  };
}

/** What only detail answers add: the guest's contact (phone without a digit is null, HC §3) and the stay's own data. */
export function detailFields(row: StayRow) {
  const { stay } = row;
  const base = stayFields(row);
  return {
    ...base,
    customer: { ...base.customer, email: stay.customerEmail ?? null, phoneNumber: phoneOrNull(stay.customerPhone) },
    code: stay.code,
    conversationId: stay.conversationId ?? null,
    // Stored as the guest accepted it; a row from before quotes were kept has none.
    quote: quoteOf(stay),
  };
}

/**
 * The stored quote as the wire's StayQuoteSchema. The guest path (guest-stays.ts) keeps the
 * breakdown it priced the stay with; the stay's dates and guests around it are the row's own.
 */
function quoteOf(stay: BookingRow): StayQuoteView | null {
  if (v.is(StayQuoteSchema, stay.quote)) return stay.quote;
  if (!v.is(StayQuoteBreakdownSchema, stay.quote)) return null;
  const breakdown = stay.quote;
  return { unitId: stay.unitId, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, nights: breakdown.nights, bookable: true, problems: [], quote: breakdown };
}

/** The host's (or guest's) decision on the stay, when one was recorded. */
export function decisionOf(stay: BookingRow) {
  if (stay.decisionReason === null || stay.decidedAt === null) return null;
  const by = (ACTOR_ROLES as readonly string[]).includes(stay.decidedBy ?? '') ? (stay.decidedBy as (typeof ACTOR_ROLES)[number]) : null;
  return {
    reason: stay.decisionReason,
    subReason: stay.decisionSubReason,
    explanation: stay.decisionExplanation,
    message: stay.decisionMessage,
    by,
    at: iso(stay.decidedAt)!,
  };
}

/** criteria[search] as an ILIKE pattern matching it literally anywhere, or undefined when blank. */
export function searchPattern(search: string): string | undefined {
  const s = search.trim();
  return s ? `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** criteria[search]: the code, or the guest's first, last or full name, case-insensitive (`pattern`: searchPattern's). */
export function searchCondition(pattern: SQLWrapper): SQL {
  return sql`(${bookings.code} ilike ${pattern} or ${bookings.customerFirstName} ilike ${pattern} or ${bookings.customerLastName} ilike ${pattern}
    or (${bookings.customerFirstName} || ' ' || ${bookings.customerLastName}) ilike ${pattern})`;
}

/**
 * What a list of stays asks of pageOfStays: its conditions and order, written with
 * sql.placeholder()s for the values, and `key`, which names the shape (which conditions, which
 * order), never a value. The values come with each call.
 */
export interface StayListShape {
  key: string;
  where: () => SQL | undefined;
  orderBy: () => SQL[];
}

// A shape's two statements (the page, the count) are built and prepared once per database and
// key (with the page size, and whether the page is the first): building a select of the list's
// columns anew on every call cost more of the server's CPU than reading the page (bench:load on
// PostgreSQL). The shapes are few: a list's tabs times its optional filters, and the bookings'
// number of zones. The first page, the one asked most, has no offset at all: with an offset
// PostgreSQL does not know, it costs the top rows' plan dearer and plans more calls afresh.
const stayListQueries = preparedPerDb((db) => {
  const byKey = new Map<string, ReturnType<typeof prepareStayList>>();
  return (shape: StayListShape, limit: number, firstPage: boolean) => {
    const key = `${shape.key}_limit${limit}_${firstPage ? 'first' : 'offset'}`;
    let queries = byKey.get(key);
    if (!queries) byKey.set(key, (queries = prepareStayList(db, shape, limit, firstPage, createHash('sha1').update(key).digest('hex').slice(0, 24))));
    return queries;
  };
});

function prepareStayList(db: Db, shape: StayListShape, limit: number, firstPage: boolean, name: string) {
  const where = shape.where();
  const page = db.select(listStayColumns).from(bookings).innerJoin(units, eq(units.id, bookings.unitId)).where(where).orderBy(...shape.orderBy()).limit(limitInText(limit));
  return {
    page: (firstPage ? page : page.offset(sql.placeholder('offset'))).prepare(`stays_${name}`),
    count: db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where).prepare(`stays_count_${name}`),
  };
}

/**
 * One page of the host's stays in a list's shape with this call's `values`, and how many match in
 * all. Two queries sent together (on PostgreSQL they run side by side on the pool): a window count
 * on the page query would make the database sort every matching row instead of keeping only the
 * page's top rows. Each is a named prepared statement: planned once per connection.
 */
export async function pageOfStays(db: Db, shape: StayListShape, values: Record<string, unknown>, page: number, limit: number): Promise<{ rows: ListStayRow[]; total: number }> {
  const queries = stayListQueries(db)(shape, limit, page === 1);
  const [rows, [{ n }]] = await Promise.all([queries.page.execute({ ...values, offset: (page - 1) * limit }), queries.count.execute(values)]);
  return { rows, total: Number(n) };
}
