import { and, asc, count, eq, exists, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties, units } from '../db/schema';
import { newId } from '../db/ids';
import { invalid, conflict, notFound } from '../domain-errors';
import { recordAudit } from './audit';
import { billingPlanForNewProperty } from './billing-tag';
import { coverThumbnailUrls } from './unit-photo-covers';
import { toProperty, toPropertyListItem, type PropertyRow, type UnitRow } from './listing-views';
import { ACCOMMODATION_TYPES } from '../config/properties-configuration/accommodation-types';
import { validateAddress } from '../../shared/domain/address-format';
import { initialBookingType } from '../../shared/domain/commercial-model';
import { addressFormOf } from '../../shared/domain/address-forms';
import { timeZoneOfAddress } from '../../shared/domain/time/property-today';
import { pagination } from '../../shared/schemas/pagination';
import type { LocationInput, PropertyCreate, PropertyPatch } from '../../shared/schemas/property';
import type { InvalidParam } from '../../shared/schemas/problem';
import type { Actor } from '../domain-types';

// Properties of one host (HC §7 Properties). Every query names the host: another
// host's property is "not found", exactly like a missing one.

// Actor lives in domain-types.ts (so http/ need not import a service); re-exported for the services.
export type { Actor } from '../domain-types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** ILIKE pattern matching `search` literally anywhere. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const liveProperty = (hostId: string, id: string) => and(eq(properties.id, id), eq(properties.hostId, hostId), isNull(properties.deletedAt));

export async function findProperty(db: Db, hostId: string, id: string, forUpdate = false): Promise<PropertyRow> {
  if (!isUuid(id)) throw notFound('property');
  const q = db.select().from(properties).where(liveProperty(hostId, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('property');
  return row;
}

export async function liveUnitsOf(db: Db, hostId: string, propertyIds: string[]): Promise<Map<string, UnitRow[]>> {
  const byProperty = new Map<string, UnitRow[]>(propertyIds.map((id) => [id, []]));
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(units)
    .where(and(eq(units.hostId, hostId), inArray(units.propertyId, propertyIds), isNull(units.deletedAt)))
    .orderBy(asc(units.createdAt), asc(units.id));
  for (const u of rows) byProperty.get(u.propertyId)!.push(u);
  return byProperty;
}

export async function getProperty(db: Db, hostId: string, id: string) {
  const property = await findProperty(db, hostId, id);
  const unitRows = (await liveUnitsOf(db, hostId, [id])).get(id)!;
  return toProperty(property, unitRows, await coverThumbnailUrls(db, hostId, unitRows.map((u) => u.id)));
}

function checkAccommodationType(propertyType: 'single' | 'multi', accommodationType: string | null | undefined): InvalidParam[] {
  if (accommodationType == null) return [];
  const found = ACCOMMODATION_TYPES.find((a) => a.value === accommodationType);
  if (!found) return [{ name: 'accommodationType', reason: 'unknown accommodation type' }];
  if (!found.listingTypes.includes(propertyType)) return [{ name: 'accommodationType', reason: `not available for ${propertyType}-unit properties` }];
  return [];
}

async function pageOfProperties(db: Db, hostId: string, query: { search: string; page: number; limit: number }, matchUnitTitles = false) {
  const pattern = containsPattern(query.search);
  // Pickers choose a unit, so there a search also finds a property by one of its live units' titles.
  const unitTitleMatches = () =>
    exists(db.select({ id: units.id }).from(units).where(and(eq(units.propertyId, properties.id), isNull(units.deletedAt), ilike(units.title, pattern))));
  const where = and(
    eq(properties.hostId, hostId),
    isNull(properties.deletedAt),
    query.search ? (matchUnitTitles ? or(ilike(properties.title, pattern), unitTitleMatches()) : ilike(properties.title, pattern)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(properties).where(where);
  const rows = await db
    .select()
    .from(properties)
    .where(where)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const unitsByProperty = await liveUnitsOf(db, hostId, rows.map((r) => r.id));
  const covers = await coverThumbnailUrls(db, hostId, [...unitsByProperty.values()].flat().map((u) => u.id));
  return { rows, unitsByProperty, covers, pagination: pagination(query.page, query.limit, total) };
}

export async function listProperties(db: Db, hostId: string, query: { search: string; page: number; limit: number }) {
  const { rows, unitsByProperty, covers, pagination } = await pageOfProperties(db, hostId, query);
  return { items: rows.map((p) => toPropertyListItem(p, unitsByProperty.get(p.id)!, covers)), pagination };
}

/** The lighter list pickers use: each property with its units' ids, titles and states. */
export async function listPropertiesWithUnits(db: Db, hostId: string, query: { search: string; page: number; limit: number }) {
  const { rows, unitsByProperty, covers, pagination } = await pageOfProperties(db, hostId, query, true);
  return {
    items: rows.map((p) => {
      const view = toPropertyListItem(p, unitsByProperty.get(p.id)!, covers);
      return {
        id: p.id,
        title: p.title,
        propertyType: p.propertyType,
        state: view.state,
        timeZone: p.timeZone,
        units: unitsByProperty.get(p.id)!.map((u) => ({
          id: u.id,
          title: u.title ?? (p.propertyType === 'single' ? p.title : null),
          state: u.status,
          bookingType: u.bookingType ?? null,
        })),
      };
    }),
    pagination,
  };
}

/** A new property comes with its first unit: both wizards address a property *and* a unit. */
export async function createProperty(db: Db, actor: Actor, input: PropertyCreate) {
  const refused = checkAccommodationType(input.propertyType, input.accommodationType);
  if (refused.length) throw invalid(refused);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const id = newId();
    // The host's billing tag and model give the new property's plan and its unit's booking type.
    const [host] = await tx.select().from(hosts).where(eq(hosts.id, actor.host.id)).limit(1);
    const [property] = await tx
      .insert(properties)
      .values({ id, hostId: host.id, propertyType: input.propertyType, accommodationType: input.accommodationType ?? null, title: input.title || null, commercialModelPlan: billingPlanForNewProperty(host) })
      .returning();
    const [unit] = await tx.insert(units).values({ id: newId(), hostId: host.id, propertyId: id, bookingType: initialBookingType(host.commercialModel) }).returning();
    await recordAudit(tx, { ...actor, action: 'property.create', target: id, detail: { propertyType: input.propertyType, unitId: unit.id } });
    return toProperty(property, [unit], new Map()); // a new unit has no photos
  });
}

export async function patchProperty(db: Db, actor: Actor, id: string, patch: PropertyPatch) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const property = await findProperty(tx, actor.host.id, id, true);
    const propertyType = patch.propertyType ?? property.propertyType;
    const accommodationType = patch.accommodationType !== undefined ? patch.accommodationType : property.accommodationType;
    const refused = checkAccommodationType(propertyType, accommodationType);
    if (refused.length) throw invalid(refused);
    if (propertyType === 'single' && property.propertyType === 'multi') {
      const [{ n }] = await tx.select({ n: count() }).from(units).where(and(eq(units.propertyId, property.id), isNull(units.deletedAt)));
      if (n > 1) throw conflict(`The property has ${n} units; a single-unit property holds one.`);
    }
    const blankToNull = (s: string | null | undefined) => (s === undefined ? undefined : s || null);
    const [row] = await tx
      .update(properties)
      .set({
        ...(patch.title !== undefined && { title: blankToNull(patch.title) }),
        ...(patch.description !== undefined && { description: blankToNull(patch.description) }),
        ...(patch.restaurantDescription !== undefined && { restaurantDescription: blankToNull(patch.restaurantDescription) }),
        ...(patch.specialOfferDescription !== undefined && { specialOfferDescription: blankToNull(patch.specialOfferDescription) }),
        ...(patch.accommodationType !== undefined && { accommodationType: patch.accommodationType }),
        ...(patch.propertyType !== undefined && { propertyType: patch.propertyType }),
        // A zone set by hand stays until the host gives it back (null): then the address decides again.
        ...(patch.timeZone !== undefined &&
          (patch.timeZone === null
            ? { timeZone: timeZoneOfAddress(property.location), timeZoneSetByHost: false }
            : { timeZone: patch.timeZone, timeZoneSetByHost: true })),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, property.id))
      .returning();
    await recordAudit(tx, { ...actor, action: 'property.patch', target: id, detail: { fields: Object.keys(patch) } });
    const unitRows = (await liveUnitsOf(tx, actor.host.id, [id])).get(id)!;
    return {
      unitIds: unitRows.map((u) => u.id),
      title: row.title,
      description: row.description,
      restaurantDescription: row.restaurantDescription,
      specialOfferDescription: row.specialOfferDescription,
      timeZone: row.timeZone,
      timeZoneSetByHost: row.timeZoneSetByHost,
    };
  });
}

/**
 * The three location steps write one location document:
 * - autocomplete: the place picked from suggestions (country required, the rest as found);
 * - address: the address form, validated against the country's form (every bad field named);
 * - map: the pin, latitude and longitude both required.
 */
export async function putLocation(db: Db, actor: Actor, id: string, action: 'autocomplete' | 'address' | 'map', body: LocationInput) {
  const issues: InvalidParam[] = [];
  let update: Record<string, unknown> = {};
  if (action === 'autocomplete') {
    const code = (body.countryCode ?? '').toUpperCase();
    if (!code) issues.push({ name: 'countryCode', reason: 'required' });
    else if (!addressFormOf(code)) issues.push({ name: 'countryCode', reason: 'unknownCountry' });
    update = { ...body, countryCode: code };
  } else if (action === 'address') {
    const verdict = validateAddress(body.countryCode, body);
    if (!verdict.valid) issues.push(...verdict.issues);
    else update = { ...verdict.address, ...(body.formattedAddress !== undefined && { formattedAddress: body.formattedAddress }) };
  } else {
    if (body.latitude == null) issues.push({ name: 'latitude', reason: 'required' });
    if (body.longitude == null) issues.push({ name: 'longitude', reason: 'required' });
    update = { latitude: body.latitude, longitude: body.longitude };
  }
  if (issues.length) throw invalid(issues);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const property = await findProperty(tx, actor.host.id, id, true);
    const previous = (property.location ?? {}) as Record<string, unknown>;
    // A different country makes the old place, pin and state meaningless: start that location afresh.
    const sameCountry = !update.countryCode || update.countryCode === previous.countryCode;
    const location = { ...(sameCountry ? previous : {}), ...update };
    // The calendar's zone follows the address until the host sets one by hand.
    const timeZone = property.timeZoneSetByHost ? property.timeZone : timeZoneOfAddress(location);
    const [row] = await tx.update(properties).set({ location, timeZone, updatedAt: new Date() }).where(eq(properties.id, property.id)).returning();
    await recordAudit(tx, { ...actor, action: `property.location.${action}`, target: id, detail: { countryCode: location.countryCode ?? null } });
    const unitRows = (await liveUnitsOf(tx, actor.host.id, [id])).get(id)!;
    return toProperty(row, unitRows, await coverThumbnailUrls(tx, actor.host.id, unitRows.map((u) => u.id)));
  });
}

/** Deleting keeps the rows (bookings and audit refer to them); a live unit must be taken down first. */
export async function deleteProperty(db: Db, actor: Actor, id: string) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const property = await findProperty(tx, actor.host.id, id, true);
    const unitRows = await tx
      .select()
      .from(units)
      .where(and(eq(units.propertyId, property.id), eq(units.hostId, actor.host.id), isNull(units.deletedAt)))
      .for('update');
    const live = unitRows.filter((u) => u.status === 'PUBLISHED' || u.status === 'UNDER_REVIEW');
    if (live.length) throw conflict(`Unpublish the property's live units first (${live.length} published or under review).`);
    const now = new Date();
    await tx.update(units).set({ status: 'DELETED', deletedAt: now, updatedAt: now }).where(and(eq(units.propertyId, property.id), isNull(units.deletedAt)));
    await tx.update(properties).set({ deletedAt: now, updatedAt: now }).where(eq(properties.id, property.id));
    await recordAudit(tx, { ...actor, action: 'property.delete', target: id, detail: { unitIds: unitRows.map((u) => u.id) } });
  });
}
