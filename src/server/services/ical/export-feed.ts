import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, unitBlocks } from '../../db/schema';
import { exportIcal, type ExportStay } from './export';
import { unitOfExportToken } from './feeds';

// The public export feed of one unit: its active bookings (not cancelled), confirmed inquiries
// and the host's own blocks. Imported external events are not re-exported (they came from the
// other platforms, which would only see their own events echoed back). undefined = unknown token.
export async function exportUnitCalendar(db: Db, token: string): Promise<string | undefined> {
  const found = await unitOfExportToken(db, token);
  if (!found) return undefined;
  const unitId = found.unit.id;
  const stays = await db
    .select({ id: bookings.id, dateFrom: bookings.checkIn, dateTo: bookings.checkOut, kind: bookings.kind, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.unitId, unitId), ne(bookings.status, 'CANCELLED')))
    .orderBy(asc(bookings.checkIn));
  const blocks = await db
    .select({ id: unitBlocks.id, dateFrom: unitBlocks.dateFrom, dateTo: unitBlocks.dateTo })
    .from(unitBlocks)
    .where(eq(unitBlocks.unitId, unitId))
    .orderBy(asc(unitBlocks.dateFrom));
  const reserved: ExportStay[] = stays
    .filter((s) => s.kind === 'booking' || (s.kind === 'inquiry' && s.status === 'confirmed'))
    .map((s) => ({ id: s.id, dateFrom: s.dateFrom, dateTo: s.dateTo, kind: 'booking' }));
  return exportIcal([...reserved, ...blocks.map((b) => ({ ...b, kind: 'block' as const }))]);
}
