import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { HostRow } from '../../domain-types';
import { bookings, properties, units } from '../../db/schema';
import { earningOf, effectivePlan, monthOf, totalsByCurrency } from '../../../shared/domain/earnings';
import type { EarningLine, EarningsView } from '../../../shared/schemas/account-money';

// GET /api/app/user/earnings?year=: per booking checking in that year, the gross (total amount),
// the commission of the property's plan and the net payout, with month and year totals.
// Cancelled bookings are left out: the portal keeps no cancellation fee for them, so they pay
// nothing out, and a line of zeros would only make the table longer. Requests and inquiries are
// not bookings (yet) and earn nothing.

const earning = (hostId: string) => and(eq(bookings.hostId, hostId), eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED'));

export async function earningsOf(db: Db, host: HostRow, year: number): Promise<EarningsView> {
  const yearExpr = sql<number>`cast(extract(year from ${bookings.checkIn}) as integer)`;
  const [yearRows, rows] = await Promise.all([
    db.selectDistinct({ year: yearExpr }).from(bookings).where(earning(host.id)).orderBy(sql`1 desc`),
    db
      .select({
        id: bookings.id,
        code: bookings.code,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        first: bookings.customerFirstName,
        last: bookings.customerLastName,
        status: bookings.status,
        totalAmount: bookings.totalAmount,
        currency: bookings.currency,
        unitId: units.id,
        unitTitle: units.title,
        propertyTitle: properties.title,
        plan: properties.commercialModelPlan,
      })
      .from(bookings)
      .innerJoin(units, eq(units.id, bookings.unitId))
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(earning(host.id), gte(bookings.checkIn, `${year}-01-01`), lt(bookings.checkIn, `${year + 1}-01-01`)))
      .orderBy(asc(bookings.checkIn), asc(bookings.code)),
  ]);
  const lines: EarningLine[] = rows.map((r) => {
    const plan = effectivePlan(r.plan, host);
    return {
      bookingId: r.id,
      code: r.code,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      guestName: `${r.first} ${r.last}`.trim(),
      unitId: r.unitId,
      unitTitle: r.unitTitle ?? r.propertyTitle ?? null,
      status: r.status,
      plan,
      currency: r.currency,
      ...earningOf(r.totalAmount, plan),
    };
  });
  const months = Array.from({ length: 12 }, (_, i) => i + 1)
    .map((month) => ({ month, totals: totalsByCurrency(lines.filter((l) => monthOf(l.checkIn) === month)) }))
    .filter((m) => m.totals.length > 0);
  return { year, years: yearRows.map((y) => Number(y.year)), lines, months, totals: totalsByCurrency(lines) };
}
