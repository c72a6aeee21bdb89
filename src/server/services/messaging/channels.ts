import { and, desc, eq, isNotNull, isNull, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { bookings, conversationMembers, conversations, messages, properties, units } from '../../db/schema';
import { notFound } from '../../domain-errors';
import { unreadFor } from './messages';
import { messagePreview } from '../../../shared/domain/messaging/message-rules';
import { CHANNEL_SEARCH_LIMIT, RECENT_FILTER_DAYS, type ChannelStatus } from '../../../shared/domain/messaging/inbox';
import { pagination } from '../../../shared/schemas/pagination';
import type { ChannelDetails, ChannelList, ChannelListQuery, ChannelSearchResult, ChannelSummary, SenderRole } from '../../../shared/schemas/messaging';
import { stayPath } from '../../../shared/domain/bookings/stay-paths';

// The host's conversations as lists, autocomplete and headers (AS §2.6, AS §7
// Messaging). A conversation is shown with the stay it was opened for (a booking made from a
// request shares the request's conversation, so that one is the request). Every read is one
// query: members, the last message and the unread count are subselects, never a query per row.
// Once a request has become a booking, the thread is shown with the booking (its code, status
// and dates): that is the stay the host now manages.

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** ILIKE pattern matching `s` literally; `anywhere` false: at the start only. */
const likePattern = (s: string, anywhere = true) => `${anywhere ? '%' : ''}${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** JSON from a subselect: node-postgres and PGlite parse json, but be safe with text. */
const fromJson = <T>(value: unknown): T | null => (value == null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The booking made from the thread's request, if any. */
const madeBooking = alias(bookings, 'made_booking');

const summaryColumns = {
  conversation: conversations,
  openedFor: { code: bookings.code, status: bookings.status, checkIn: bookings.checkIn, checkOut: bookings.checkOut, guests: bookings.guests, kind: bookings.kind },
  // drizzle answers null for the whole object when no booking was made (left join).
  madeBooking: { code: madeBooking.code, status: madeBooking.status, checkIn: madeBooking.checkIn, checkOut: madeBooking.checkOut, guests: madeBooking.guests, kind: madeBooking.kind },
  unitId: units.id,
  // An untitled unit goes by its property's title (as stay-rows.ts stayColumns does).
  unitTitle: sql<string | null>`coalesce(${units.title}, (select ${properties.title} from ${properties} where ${properties.id} = ${units.propertyId}))`,
  members: sql<unknown>`(select json_agg(json_build_object('role', cm.role, 'name', cm.display_name) order by cm.role desc)
    from ${conversationMembers} cm where cm.conversation_id = ${conversations.id})`,
  lastMessage: sql<unknown>`(select json_build_object('body', m.body, 'senderRole', m.sender_role)
    from ${messages} m where m.conversation_id = ${conversations.id} order by m.created_at desc, m.id desc limit 1)`,
  unreadCount: unreadFor('host'),
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(bookings, eq(bookings.id, conversations.stayId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .leftJoin(madeBooking, eq(madeBooking.sourceRequestId, conversations.stayId));

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const shownStay = (row: SummaryRow) => row.madeBooking ?? row.openedFor;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toSummary(row: SummaryRow): ChannelSummary {
  const last = fromJson<{ body: string; senderRole: SenderRole }>(row.lastMessage);
  const members = fromJson<{ role: 'host' | 'guest'; name: string }[]>(row.members) ?? [];
  const stay = shownStay(row);
  return {
    id: row.conversation.id,
    bookingCode: stay.code,
    // A request's thread is about the booking once one was made from it (the type filter still
    // reads the stored conversation_type, the kind of stay the thread was opened for).
    conversationType: row.madeBooking ? 'booking' : row.conversation.conversationType,
    stayStatus: stay.status,
    unitTitle: row.unitTitle ?? '',
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    members,
    archived: row.conversation.archivedAt !== null,
    last_message_at: iso(row.conversation.lastMessageAt),
    lastMessage: last ? { preview: messagePreview(last.body), senderRole: last.senderRole } : null,
    unreadCount: Number(row.unreadCount ?? 0),
  };
}

/** Newest conversation first; never-written ones after all written ones, newest opened first. */
const channelOrder = [sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.createdAt), desc(conversations.id)];

const statusCondition = (status: ChannelStatus): SQL | undefined =>
  status === 'inbox' ? isNull(conversations.archivedAt) : status === 'archived' ? isNotNull(conversations.archivedAt) : undefined;

/** criteria[search]: a member's name or the code of a stay of the thread (the stay, the booking made from it), case-insensitive; `pattern` is the LIKE pattern. */
const searchCondition = (pattern: SQLWrapper) => sql`(exists (select 1 from ${conversationMembers} cm where cm.conversation_id = ${conversations.id} and cm.display_name ilike ${pattern})
    or exists (select 1 from ${bookings} b where b.source_request_id = ${conversations.stayId} and b.code ilike ${pattern})
    or ${bookings.code} ilike ${pattern})`;

/** Which conditions a list asks for: each combination is one pair of statements (listChannelQueries). */
interface ChannelListShape {
  status: ChannelStatus;
  type: boolean;
  recent: boolean;
  search: boolean;
}

/**
 * The page and the count of one shape of the list, prepared once per database with its values as
 * placeholders (db/prepared.ts): the inbox is asked on every visit, and building the select anew
 * cost more than reading it. The shapes are few (3 statuses × 8 filter combinations).
 */
const listChannelQueries = preparedPerDb((db) => {
  const byShape = new Map<string, ReturnType<typeof prepareChannelList>>();
  return (shape: ChannelListShape) => {
    const key = `${shape.status}_${Number(shape.type)}${Number(shape.recent)}${Number(shape.search)}`;
    let queries = byShape.get(key);
    if (!queries) byShape.set(key, (queries = prepareChannelList(db, shape, key)));
    return queries;
  };
});

function prepareChannelList(db: Db, shape: ChannelListShape, key: string) {
  const where = and(
    eq(conversations.hostId, sql.placeholder('hostId')),
    statusCondition(shape.status),
    shape.type ? eq(conversations.conversationType, sql.placeholder('type')) : undefined,
    shape.recent ? sql`${conversations.lastMessageAt} > now() - make_interval(days => ${RECENT_FILTER_DAYS})` : undefined,
    shape.search ? searchCondition(sql.placeholder('pattern')) : undefined,
  );
  return {
    page: selectSummaries(db).where(where).orderBy(...channelOrder).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(`channel_page_${key}`),
    // The search condition reads the thread stay's code, so the count joins it too.
    count: db.select({ n: sql<number>`count(*)::int` }).from(conversations).innerJoin(bookings, eq(bookings.id, conversations.stayId)).where(where).prepare(`channel_count_${key}`),
  };
}

/** GET /messaging/channels: one page, and the count, of the host's conversations. */
export async function listChannels(db: Db, hostId: string, query: ChannelListQuery): Promise<ChannelList> {
  const search = query['criteria[search]'].trim();
  const queries = listChannelQueries(db)({ status: query.status, type: query.type !== undefined, recent: query.recent === '1', search: search !== '' });
  const values = { hostId, type: query.type ?? null, pattern: likePattern(search) };
  const { page, limit } = query;
  const [rows, [{ n }]] = await Promise.all([queries.page.execute({ ...values, limit, offset: (page - 1) * limit }), queries.count.execute(values)]);
  return { items: rows.map(toSummary), pagination: pagination(page, limit, Number(n)) };
}

/** GET /messaging/channels/search?q=: autocomplete over the guest's name and the stay codes, matches at the start first. */
export async function searchChannels(db: Db, hostId: string, q: string): Promise<ChannelSearchResult> {
  const anywhere = likePattern(q);
  const start = likePattern(q, false);
  const guestName = sql<string>`coalesce((select cm.display_name from ${conversationMembers} cm where cm.conversation_id = ${conversations.id} and cm.role = 'guest'), '')`;
  const nameMatches = (p: string, p2 = p) => sql`exists (select 1 from ${conversationMembers} cm where cm.conversation_id = ${conversations.id} and cm.role = 'guest'
    and (cm.display_name ilike ${p} or cm.display_name ilike ${p2}))`;
  const codeMatches = (p: string) => sql`exists (select 1 from ${bookings} b where b.source_request_id = ${conversations.stayId} and b.code ilike ${p})`;
  const rows = await db
    .select({
      id: conversations.id,
      bookingCode: bookings.code,
      guestName,
      unitTitle: summaryColumns.unitTitle,
      archivedAt: conversations.archivedAt,
    })
    .from(conversations)
    .innerJoin(bookings, eq(bookings.id, conversations.stayId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .where(and(eq(conversations.hostId, hostId), sql`(${nameMatches(anywhere)} or ${codeMatches(anywhere)} or ${bookings.code} ilike ${anywhere})`))
    // A name or code starting with what was typed (or a name's later word starting with it) comes first.
    .orderBy(sql`case when ${nameMatches(start, `% ${start}`)} or ${codeMatches(start)} or ${bookings.code} ilike ${start} then 0 else 1 end`, ...channelOrder)
    .limit(CHANNEL_SEARCH_LIMIT);
  return { items: rows.map((r) => ({ id: r.id, bookingCode: r.bookingCode, guestName: r.guestName, unitTitle: r.unitTitle ?? '', archived: r.archivedAt !== null })) };
}

/**
 * The host's conversation row; a malformed id, a missing one and another host's one are the
 * same 404. `forUpdate` locks it for a write.
 */
export async function hostConversation(db: Db, hostId: string, id: string, forUpdate = false): Promise<typeof conversations.$inferSelect> {
  if (!isUuid(id)) throw notFound('conversation');
  const q = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.hostId, hostId)))
    .limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('conversation');
  return row;
}

async function summaryRow(db: Db, hostId: string, id: string): Promise<SummaryRow> {
  if (!isUuid(id)) throw notFound('conversation');
  const [row] = await selectSummaries(db)
    .where(and(eq(conversations.id, id), eq(conversations.hostId, hostId)))
    .limit(1);
  if (!row) throw notFound('conversation');
  return row;
}

export async function channelSummary(db: Db, hostId: string, id: string): Promise<ChannelSummary> {
  return toSummary(await summaryRow(db, hostId, id));
}

/** GET /messaging/channels/{id}: the summary with what the conversation's header shows of the stay. */
export async function channelDetails(db: Db, hostId: string, id: string): Promise<ChannelDetails> {
  const row = await summaryRow(db, hostId, id);
  const stay = shownStay(row);
  return { ...toSummary(row), guests: stay.guests, unitId: row.unitId, stayPath: stayPath(stay.kind, stay.code) };
}

/**
 * The messages badge (user info counts.unreadMessages): how many of the host's conversations
 * hold a guest's (or the portal's) message after the host's read mark. One query. The select is
 * exported so the shell's facts (services/hosts.ts shellFacts) embed the same rule; `hostId` is a
 * placeholder or the outer query's column.
 *
 * The `offset 0` keeps the check a look into each conversation's own messages (the
 * conversation-and-time index, from the read mark on). Without it PostgreSQL may turn the check
 * into a join that reads every host's messages to find this host's few: 1.1 ms against 0.45 ms
 * for a host of 40 conversations among 3,200 messages, and growing with all messages.
 */
export const unreadConversationCountSelect = (db: Db, hostId: Placeholder | AnyColumn) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(
      and(
        eq(conversations.hostId, hostId),
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.sender_role <> 'host'
          and m.created_at > coalesce((select cm.last_read_at from ${conversationMembers} cm where cm.conversation_id = ${conversations.id} and cm.role = 'host'), '-infinity'::timestamptz)
          offset 0)`,
      ),
    );

// Asked by the today page: prepared once per database (db/prepared.ts).
const unreadConversationCountQuery = preparedPerDb((db) => unreadConversationCountSelect(db, sql.placeholder('hostId')).prepare('unread_conversation_count'));

export async function unreadConversationCount(db: Db, hostId: string): Promise<number> {
  const [row] = await unreadConversationCountQuery(db).execute({ hostId });
  return Number(row?.n ?? 0);
}
