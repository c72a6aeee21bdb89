import { sql, type SQL } from 'drizzle-orm';
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

/**
 * The shell's stay counts of a host in one round trip over the (host, kind, status) index:
 * pending requests (the bookings badge) and inquiries (whether the inquiries item shows).
 */
// Asked by the shell on every page (user info): prepared once per database (db/prepared.ts).
const stayCountsQuery = preparedPerDb((db) =>
  db
    .select({
      pendingBookings: sql<number>`(count(*) filter (where ${isPendingRequestSql()}))::int`,
      inquiries: sql<number>`(count(*) filter (where ${bookings.kind} = 'inquiry'))::int`,
    })
    .from(bookings)
    .where(sql`${bookings.hostId} = ${sql.placeholder('hostId')} and ${bookings.kind} in ('request', 'inquiry')`)
    .prepare('stay_counts'),
);

export async function stayCounts(db: Db, hostId: string): Promise<{ pendingBookings: number; inquiries: number }> {
  const [row] = await stayCountsQuery(db).execute({ hostId });
  return { pendingBookings: Number(row?.pendingBookings ?? 0), inquiries: Number(row?.inquiries ?? 0) };
}
