import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { properties, units } from '../db/schema';
import { FALLBACK_TIME_ZONE, todayIn } from '../../shared/domain/time/property-today';

// "Today" of a property, on the server: the shared rule (todayIn) for one property, and the
// same rule per row inside SQL for statements over many properties (stay lifecycle, booking tabs).
// The days are computed here by that rule and handed to the database as a CASE on the zone, so the
// database's own time zone data never decides a day.

/** The zone of the property a unit belongs to (UTC for a unit that does not exist). */
export async function zoneOfUnit(db: Db, unitId: string): Promise<string> {
  const [row] = await db.select({ timeZone: properties.timeZone }).from(units).innerJoin(properties, eq(properties.id, units.propertyId)).where(eq(units.id, unitId)).limit(1);
  return row?.timeZone ?? FALLBACK_TIME_ZONE;
}

/** The property's "today" of a unit at `now`. */
export async function todayOfUnit(db: Db, unitId: string, now = new Date()): Promise<string> {
  return todayIn(await zoneOfUnit(db, unitId), now);
}

// A host's zones are read on every bookings list: prepared once per database (db/prepared.ts).
const zonesOfHost = preparedPerDb((db) =>
  db.selectDistinct({ timeZone: properties.timeZone }).from(properties).where(eq(properties.hostId, sql.placeholder('hostId'))).prepare('zones_of_host'),
);

/** The zones properties use (of one host, or all): what propertyTodaySql has to know. */
export async function zonesInUse(db: Db, hostId?: string): Promise<string[]> {
  const rows = hostId ? await zonesOfHost(db).execute({ hostId }) : await db.selectDistinct({ timeZone: properties.timeZone }).from(properties);
  return rows.map((r) => r.timeZone);
}

/**
 * A date-valued SQL expression: "today" at `now` in the zone of the property of the unit `unitId`
 * (a column or expression naming units.id). `zones` must hold every zone the rows can have
 * (zonesInUse); another one counts as UTC, as todayIn does with an unknown zone.
 */
export function propertyTodaySql(unitId: SQLWrapper, zones: readonly string[], now: Date): SQL {
  const fallback = sql`${todayIn(FALLBACK_TIME_ZONE, now)}::date`;
  if (zones.length === 0) return fallback;
  const zoneOf = sql`(select zp.time_zone from units zu join properties zp on zp.id = zu.property_id where zu.id = ${unitId})`;
  const whens = sql.join(zones.map((z) => sql`when ${z}::text then ${todayIn(z, now)}::date`), sql` `);
  return sql`(case ${zoneOf} ${whens} else ${fallback} end)`;
}
