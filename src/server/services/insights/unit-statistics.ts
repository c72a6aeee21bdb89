import { and, desc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { HostRow } from '../../domain-types';
import { bookings, externalEvents, unitBlocks } from '../../db/schema';
import { findUnit } from '../units';
import { unitEarningsOfYear } from '../../../shared/domain/insights/unit-earnings';
import { occupancyOfYear } from '../../../shared/domain/insights/occupancy';
import { performanceOfYear } from '../../../shared/domain/insights/performance';
import { yearBounds } from '../../../shared/domain/insights/calendar-year';
import type { UnitEarnings, UnitOccupancy, UnitPerformance } from '../../../shared/schemas/insights';
import { BOOKED_INQUIRY_STATUSES } from '../../../shared/domain/availability/night-holds';

// Statistics of one unit of the host for a year (AS §2.1 /insights, AS §2.7; the
// contracts in shared/schemas/insights.ts). The queries fetch the year's rows of one unit (the
// unit index bookings_unit_dates_idx narrows them to the unit first); the figures are computed by
// the pure rules in shared/domain/insights. A unit of another host, a deleted one or an unknown
// id answers 404 (findUnit), exactly like a missing one.

const ofUnit = (hostId: string, unitId: string) => and(eq(bookings.unitId, unitId), eq(bookings.hostId, hostId));

/** The years the unit has stays in (by check-in, any kind and status), newest first; the current year when it has none. */
export async function unitStayYears(db: Db, hostId: string, unitId: string, currentYear = new Date().getUTCFullYear()): Promise<number[]> {
  const yearExpr = sql<number>`cast(extract(year from ${bookings.checkIn}) as integer)`;
  const rows = await db.selectDistinct({ year: yearExpr }).from(bookings).where(ofUnit(hostId, unitId)).orderBy(desc(yearExpr));
  const years = rows.map((r) => Number(r.year));
  return years.length > 0 ? years : [currentYear];
}

export async function unitEarnings(db: Db, host: HostRow, unitId: string, year: number): Promise<UnitEarnings> {
  const { property } = await findUnit(db, host.id, unitId);
  const { from, to } = yearBounds(year);
  const [years, rows] = await Promise.all([
    unitStayYears(db, host.id, unitId),
    // The account earnings tab's stays (services/account-money/earnings.ts): bookings not cancelled, by check-in.
    db
      .select({ checkIn: bookings.checkIn, currency: bookings.currency, totalAmount: bookings.totalAmount })
      .from(bookings)
      .where(and(ofUnit(host.id, unitId), eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED'), gte(bookings.checkIn, from), lt(bookings.checkIn, to))),
  ]);
  const currencies = unitEarningsOfYear(
    rows.map((r) => ({ ...r, plan: property.commercialModelPlan })),
    host,
  );
  return { unitId, year, years, currencies };
}

export async function unitOccupancy(db: Db, hostId: string, unitId: string, year: number): Promise<UnitOccupancy> {
  await findUnit(db, hostId, unitId);
  const { from, to } = yearBounds(year);
  const [years, booked, closed, external] = await Promise.all([
    unitStayYears(db, hostId, unitId),
    db
      .select({ from: bookings.checkIn, to: bookings.checkOut })
      .from(bookings)
      .where(
        and(
          ofUnit(hostId, unitId),
          lt(bookings.checkIn, to),
          gt(bookings.checkOut, from),
          or(and(eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED')), and(eq(bookings.kind, 'inquiry'), inArray(bookings.status, [...BOOKED_INQUIRY_STATUSES]))),
        ),
      ),
    db
      .select({ from: unitBlocks.dateFrom, to: unitBlocks.dateTo })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.unitId, unitId), eq(unitBlocks.hostId, hostId), lt(unitBlocks.dateFrom, to), gt(unitBlocks.dateTo, from))),
    db
      .select({ from: externalEvents.dateFrom, to: externalEvents.dateTo })
      .from(externalEvents)
      .where(and(eq(externalEvents.unitId, unitId), eq(externalEvents.hostId, hostId), lt(externalEvents.dateFrom, to), gt(externalEvents.dateTo, from))),
  ]);
  return { unitId, year, years, ...occupancyOfYear(year, { booked, closed, external }) };
}

export async function unitPerformance(db: Db, hostId: string, unitId: string, year: number): Promise<UnitPerformance> {
  await findUnit(db, hostId, unitId);
  const start = new Date(`${year}-01-01T00:00:00Z`);
  const end = new Date(`${year + 1}-01-01T00:00:00Z`);
  const inYear = (column: PgColumn) => and(gte(column, start), lt(column, end));
  const [years, rows] = await Promise.all([
    unitStayYears(db, hostId, unitId),
    db
      .select({
        kind: bookings.kind,
        status: bookings.status,
        createdAt: bookings.createdAt,
        decidedAt: bookings.decidedAt,
        updatedAt: bookings.updatedAt,
        bookingType: bookings.bookingType,
        sourceRequestId: bookings.sourceRequestId,
        cancelledBy: bookings.cancelledBy,
      })
      .from(bookings)
      // Received in the year, or (bookings made earlier) cancelled in it.
      .where(and(ofUnit(hostId, unitId), or(inYear(bookings.createdAt), and(eq(bookings.status, 'CANCELLED'), or(inYear(bookings.decidedAt), inYear(bookings.updatedAt)))))),
  ]);
  return { unitId, year, years, ...performanceOfYear(year, rows) };
}
