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
  return todayByZone(
    unitId,
    zones.map((z) => [sql`${z}`, sql`${todayIn(z, now)}`]),
    sql`${todayIn(FALLBACK_TIME_ZONE, now)}`,
  );
}

/**
 * propertyTodaySql for a prepared statement over `zoneCount` zones: the zones and their days are
 * placeholders (zone0, today0, zone1, …, fallbackToday) that propertyTodayValues fills for a call,
 * so the statement's text depends on how many zones the host's properties use, not on which.
 */
export function propertyTodayPlaceholders(unitId: SQLWrapper, zoneCount: number): SQL {
  const pairs = Array.from({ length: zoneCount }, (_, i): [SQL, SQL] => [sql`${sql.placeholder(`zone${i}`)}`, sql`${sql.placeholder(`today${i}`)}`]);
  return todayByZone(unitId, pairs, sql`${sql.placeholder('fallbackToday')}`);
}

/** The values of propertyTodayPlaceholders(…, zones.length) and comparedWithPropertyToday at `now`. */
export function propertyTodayValues(zones: readonly string[], now: Date): Record<string, string> {
  const values: Record<string, string> = { fallbackToday: todayIn(FALLBACK_TIME_ZONE, now) };
  zones.forEach((zone, i) => {
    values[`zone${i}`] = zone;
    values[`today${i}`] = todayIn(zone, now);
  });
  // The earliest and latest of those days (yyyy-MM-dd strings sort as the days they name).
  const days = Object.keys(values)
    .filter((k) => k === 'fallbackToday' || k.startsWith('today'))
    .map((k) => values[k]!)
    .sort();
  values.earliestToday = days[0]!;
  values.latestToday = days[days.length - 1]!;
  return values;
}

/**
 * `column op today`, today being the day of the property of the row's unit (`unitId`) among
 * `zoneCount` zones, with the placeholders propertyTodayValues fills. The zones' days differ by a
 * day at most, so the comparison is first made against the earliest or latest of them, which an
 * index on the column can serve; only a row on the boundary between them has its property's zone
 * looked up (a subselect per row, which for a host with thousands of stays cost more than the rest).
 */
export function comparedWithPropertyToday(column: SQLWrapper, op: '>=' | '<=' | '>', unitId: SQLWrapper, zoneCount: number): SQL {
  const earliest = sql`${sql.placeholder('earliestToday')}::date`;
  const latest = sql`${sql.placeholder('latestToday')}::date`;
  const exact = propertyTodayPlaceholders(unitId, zoneCount);
  const operator = sql.raw(op);
  // A row passing against the laxer bound may pass; against the stricter bound it surely does.
  const [lax, strict] = op === '<=' ? [latest, earliest] : [earliest, latest];
  return sql`(${column} ${operator} ${lax} and (${column} ${operator} ${strict} or ${column} ${operator} ${exact}))`;
}

/** The CASE both say: the day of the unit's property's zone among `days` ([zone, day] pairs), else `fallback`. */
function todayByZone(unitId: SQLWrapper, days: [zone: SQL, day: SQL][], fallback: SQL): SQL {
  if (days.length === 0) return sql`${fallback}::date`;
  const zoneOf = sql`(select zp.time_zone from units zu join properties zp on zp.id = zu.property_id where zu.id = ${unitId})`;
  const whens = sql.join(days.map(([zone, day]) => sql`when ${zone}::text then ${day}::date`), sql` `);
  return sql`(case ${zoneOf} ${whens} else ${fallback}::date end)`;
}
