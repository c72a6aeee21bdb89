import type { Db } from '../../db/client';
import { exportIcal, type ExportStay } from './export';
import { unitOfExportToken } from './feeds';
import { holdsOfUnit } from '../night-holds';
import { isExported, type HoldKind } from '../../../shared/domain/availability/night-holds';

// The public export feed of one unit: every night the unit holds by the night-holds rule — stays,
// pending requests until they expire, open inquiries and the host's closed nights — so other
// channels cannot sell them. Imported external events are not re-exported (they came from the
// other platforms, which would only see their own events echoed back). Each entry's UID is its
// row's id: when the hold ends (a request expires or becomes a booking, a block is opened) the
// entry leaves the feed and importers remove it. undefined = unknown token.

const EXPORT_KIND: Record<Exclude<HoldKind, 'imported'>, ExportStay['kind']> = { stay: 'booking', request: 'hold', inquiry: 'hold', closed: 'block' };

/** Every hold, whenever it is: the feed is the unit's whole calendar. */
const ALL_TIME = { from: '0001-01-01', to: '9999-12-31' };

export async function exportUnitCalendar(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  const found = await unitOfExportToken(db, token);
  if (!found) return undefined;
  const holds = await holdsOfUnit(db, found.unit.id, ALL_TIME, { now });
  const stays: ExportStay[] = holds
    .filter((h) => isExported(h.kind))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.id! < b.id! ? -1 : 1))
    .map((h) => ({ id: h.id!, dateFrom: h.from, dateTo: h.to, kind: EXPORT_KIND[h.kind as Exclude<HoldKind, 'imported'>] }));
  return exportIcal(stays, { now });
}
