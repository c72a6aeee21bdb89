import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { bookings } from '../../db/schema';

// "Pending" is defined once (HC §4: REQUESTED is shown as pending; a request past its
// expirationTime is no longer the host's to answer, even before the lifecycle job marks it
// EXPIRED). The pending count, the shell's counts, the requests list and confirm/reject all use it.

/** SQL: the row is a request still waiting for the host (`now` defaults to the database's clock). */
export const isPendingRequestSql = (now?: Date): SQL =>
  sql`(${bookings.kind} = 'request' and ${bookings.status} = 'REQUESTED' and (${bookings.expirationTime} is null or ${bookings.expirationTime} > ${now ? now.toISOString() : sql`now()`}))`;

/** The same rule on a loaded row. */
export const isPendingRequestRow = (stay: { kind: string; status: string; expirationTime: Date | null }, now = new Date()) =>
  stay.kind === 'request' && stay.status === 'REQUESTED' && (stay.expirationTime === null || new Date(stay.expirationTime).getTime() > now.getTime());

/** What a host id is given as in a query: a placeholder of a prepared statement, or an outer query's column. */
type HostIdSql = SQLWrapper;

/**
 * The shell's stay counts of a host in one scan of the (host, kind, status, expiry) index, which
 * holds every column they read (no table rows fetched): pending requests (the bookings badge) and
 * inquiries (whether the inquiries item shows). The select is exported so the shell's facts
 * (services/hosts.ts shellFacts) embed the same rule.
 */
export const stayCountsSelect = (db: Db, hostId: HostIdSql) =>
  db
    .select({
      pendingBookings: sql<number>`(count(*) filter (where ${isPendingRequestSql()}))::int`.as('pending_bookings'),
      inquiries: sql<number>`(count(*) filter (where ${bookings.kind} = 'inquiry'))::int`.as('inquiries'),
    })
    .from(bookings)
    .where(sql`${bookings.hostId} = ${hostId} and ${bookings.kind} in ('request', 'inquiry')`);

// The pending count's badge asks on every page of the bookings area: prepared once per database (db/prepared.ts).
const stayCountsQuery = preparedPerDb((db) => stayCountsSelect(db, sql.placeholder('hostId')).prepare('stay_counts'));

export async function stayCounts(db: Db, hostId: string): Promise<{ pendingBookings: number; inquiries: number }> {
  const [row] = await stayCountsQuery(db).execute({ hostId });
  return { pendingBookings: Number(row?.pendingBookings ?? 0), inquiries: Number(row?.inquiries ?? 0) };
}
