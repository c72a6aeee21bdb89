import { and, asc, count, eq, ilike, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { hosts, properties, units } from '../db/schema';
import { newUnitBookingType } from './unit-booking-type';
import { newId } from '../db/ids';
import { conflict, DomainError, invalid, notFound } from '../domain-errors';
import { recordAudit } from './audit';
import { coverThumbnailUrls } from './unit-photo-covers';
import { containsPattern, findProperty, isUuid, type Actor } from './properties';
import { invalidFieldRecords, toUnit as toUnitShape, toUnitCard, unitPublishability, type PropertyRow, type UnitRow } from './listing-views';
import { AMENITY_GROUPS } from '../config/properties-configuration/amenities';
import { BED_TYPES } from '../config/properties-configuration/room-types';
import { CANCELLATION_POLICIES } from '../config/properties-configuration/cancellation-policies';
import { applyListingAction, type ListingAction } from '../../shared/domain/listing-status';
import { FORMLESS_STEPS, listingSteps, normaliseCompletedSteps, unknownSteps } from '../../shared/domain/listing-steps';
import { normaliseRegionalValue, regionalIssues, regionalRulesOf } from '../../shared/domain/regional-requirements';
import { pagination } from '../../shared/schemas/pagination';
import type { InvalidParam } from '../../shared/schemas/problem';
import type { UnitPatch } from '../../shared/schemas/unit';
import { refreshOnboarding } from './onboarding-state';
import { kycStatusOf } from './onboarding-kyc';
import { publicSettings } from '../config/settings';
import { IDENTITY_VERIFICATION_FIELD, publishAwaitsIdentityVerification } from '../../shared/domain/publish-verification';

// Units of one host (HC §7 Units). Like properties, every query names the host.

/** The unit as the API shows it: the shared view plus the multi-unit kind of unit. */
export const toUnit = (unit: UnitRow, property: PropertyRow) => ({ ...toUnitShape(unit, property), unitType: unit.unitType ?? null });

export interface UnitWithProperty {
  unit: UnitRow;
  property: PropertyRow;
}

const unitOfHost = (db: Db, hostId: string | Placeholder, id: string | Placeholder) =>
  db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, id), eq(units.hostId, hostId), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
// The plain read (most unit routes, the price list among them) prepared once per database (db/prepared.ts).
const preparedUnitOfHost = preparedPerDb((db) => unitOfHost(db, sql.placeholder('hostId'), sql.placeholder('id')).prepare('unit_of_host'));

export async function findUnit(db: Db, hostId: string, id: string, forUpdate = false): Promise<UnitWithProperty> {
  if (!isUuid(id)) throw notFound('unit');
  const [row] = forUpdate ? await unitOfHost(db, hostId, id).for('update', { of: units }) : await preparedUnitOfHost(db).execute({ hostId, id });
  if (!row) throw notFound('unit');
  return row;
}

export async function getUnit(db: Db, hostId: string, id: string) {
  const { unit, property } = await findUnit(db, hostId, id);
  return toUnit(unit, property);
}

export async function listUnits(db: Db, hostId: string, propertyId: string, query: { search: string; page: number; limit: number }) {
  const property = await findProperty(db, hostId, propertyId);
  const where = and(
    eq(units.propertyId, property.id),
    eq(units.hostId, hostId),
    isNull(units.deletedAt),
    query.search ? ilike(units.title, containsPattern(query.search)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(units).where(where);
  const rows = await db
    .select()
    .from(units)
    .where(where)
    .orderBy(asc(units.createdAt), asc(units.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const covers = await coverThumbnailUrls(db, hostId, rows.map((u) => u.id));
  return { items: rows.map((u) => toUnitCard(u, property, covers)), pagination: pagination(query.page, query.limit, total) };
}

/** A single-unit property holds exactly one unit (HC §1); a multi-unit property any number. */
export async function createUnit(db: Db, actor: Actor, propertyId: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const property = await findProperty(tx, actor.host.id, propertyId, true);
    if (property.propertyType === 'single') {
      const [{ n }] = await tx.select({ n: count() }).from(units).where(and(eq(units.propertyId, property.id), isNull(units.deletedAt)));
      if (n > 0) throw conflict('A single-unit property holds one unit; make it a multi-unit property to add more.');
    }
    const [unit] = await tx.insert(units).values({ id: newId(), hostId: actor.host.id, propertyId: property.id, bookingType: await newUnitBookingType(tx, actor.host.id) }).returning();
    await recordAudit(tx, { ...actor, action: 'unit.create', target: unit.id, detail: { propertyId: property.id } });
    return toUnit(unit, property);
  });
}

const KNOWN_AMENITIES = new Set(AMENITY_GROUPS.flatMap((g) => g.amenities));
const KNOWN_BEDS = new Set(BED_TYPES.map((b) => b.value));
const KNOWN_POLICIES = new Set<string>(CANCELLATION_POLICIES.map((p) => p.value));

/** Checks against the configuration lists (which live on the server, so not in the shared schema). */
function checkUnitPatch(patch: UnitPatch): InvalidParam[] {
  const issues: InvalidParam[] = [];
  patch.rooms?.forEach((room, i) =>
    room.beds.forEach((bed, j) => {
      if (!KNOWN_BEDS.has(bed.type)) issues.push({ name: `rooms.${i}.beds.${j}.type`, reason: 'unknown bed type' });
    }),
  );
  patch.amenities?.forEach((a, i) => {
    if (!KNOWN_AMENITIES.has(a)) issues.push({ name: `amenities.${i}`, reason: 'unknown amenity' });
  });
  if (patch.cancellationPolicy && !KNOWN_POLICIES.has(patch.cancellationPolicy.type)) {
    issues.push({ name: 'cancellationPolicy.type', reason: 'unknown cancellation policy' });
  }
  return issues;
}

/** 409 naming what would keep a live unit from being live. */
function mustStayPublishable(unit: UnitRow, property: PropertyRow) {
  if (unit.status !== 'PUBLISHED') return;
  const p = unitPublishability(unit, property);
  if (!p.publishable) {
    throw new DomainError('conflict', 'A published unit must stay publishable; unpublish it first to make this change.', { invalidParams: p.missingFields.map((m) => ({ name: m.name, reason: m.reason })) });
  }
}

export async function patchUnit(db: Db, actor: Actor, id: string, patch: UnitPatch) {
  const issues = checkUnitPatch(patch);
  if (issues.length) throw invalid(issues);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, id, true);
    // A single unit is what its property is (the property's accommodationType); only units of a
    // multi-unit property have a kind of their own.
    if (patch.unitType && property.propertyType !== 'multi') {
      throw invalid([{ name: 'unitType', reason: 'only units of a multi-unit property have a unit type' }]);
    }
    const set = {
      ...(patch.title !== undefined && { title: patch.title || null }),
      ...(patch.description !== undefined && { description: patch.description || null }),
      ...(patch.guests !== undefined && { guests: patch.guests }),
      ...(patch.propertySize !== undefined && { propertySize: patch.propertySize === null ? null : Math.round(patch.propertySize * 100) / 100 }),
      ...(patch.propertySizeMeasurementUnit !== undefined && { propertySizeMeasurementUnit: patch.propertySizeMeasurementUnit }),
      ...(patch.rooms !== undefined && { rooms: patch.rooms }),
      ...(patch.amenities !== undefined && { amenities: [...new Set(patch.amenities)] }),
      ...(patch.cancellationPolicy !== undefined && { cancellationPolicy: patch.cancellationPolicy?.type ?? null }),
      ...(patch.bookingType !== undefined && { bookingType: patch.bookingType }),
      ...(patch.unitType !== undefined && { unitType: patch.unitType }),
    };
    mustStayPublishable({ ...unit, ...set } as UnitRow, property);
    const [row] = await tx.update(units).set({ ...set, updatedAt: new Date() }).where(eq(units.id, unit.id)).returning();
    // A single-unit listing is shown under its property's title (publishability, the property
    // list): the unit's title step names both, in the same transaction.
    if (property.propertyType === 'single' && (patch.title !== undefined || patch.description !== undefined)) {
      const shared = { ...(set.title !== undefined && { title: set.title }), ...(set.description !== undefined && { description: set.description }) };
      await tx.update(properties).set({ ...shared, updatedAt: new Date() }).where(eq(properties.id, property.id));
    }
    await recordAudit(tx, { ...actor, action: 'unit.patch', target: unit.id, detail: { fields: Object.keys(patch) } });
    return toUnit(row, property);
  });
}

/** publish, unpublish or delete one unit, by the rules of shared/domain/listing-status.ts. */
export async function applyUnitAction(db: Db, actor: Actor, id: string, action: ListingAction) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, id, true);
    if (action === 'delete' && property.propertyType === 'single') {
      throw conflict('The unit of a single-unit property goes with its property: delete the property instead.');
    }
    const p = unitPublishability(unit, property);
    const result = applyListingAction(unit.status, action, p.publishable);
    const awaitsVerification = action === 'publish' && (await awaitsIdentityVerification(tx, actor.host.id, unit.status));
    // Named beside the missing fields, so the host learns everything that is left at once.
    const verificationParam = awaitsVerification ? [{ name: IDENTITY_VERIFICATION_FIELD, reason: 'required' }] : [];
    if (!result.ok) {
      if (result.reason === 'notPublishable') {
        throw new DomainError('conflict', 'The unit cannot be published yet: some fields are missing or invalid.', { invalidParams: [...p.missingFields.map((m) => ({ name: m.name, reason: m.reason })), ...verificationParam] });
      }
      throw conflict(`A unit in state ${unit.status} cannot be ${action === 'delete' ? 'deleted' : `${action}ed`}.`);
    }
    if (result.changed && awaitsVerification) {
      throw new DomainError('conflict', 'Identity verification is needed before a new listing can be published: hand in your identity documents first (/verification).', { invalidParams: verificationParam });
    }
    if (!result.changed) return toUnit(unit, property);
    const now = new Date();
    const [row] = await tx
      .update(units)
      .set({
        status: result.status,
        updatedAt: now,
        ...(result.status === 'PUBLISHED' && { publishedAt: now }),
        ...(result.status === 'DELETED' && { deletedAt: now }),
      })
      .where(eq(units.id, unit.id))
      .returning();
    await recordAudit(tx, { ...actor, action: `unit.${action}`, target: unit.id, detail: { from: unit.status, to: result.status } });
    // A first published unit may finish onboarding (rule in services/onboarding-state.ts).
    if (result.status === 'PUBLISHED') await refreshOnboarding(tx, actor.host.id, actor.staff);
    return toUnit(row, property);
  });
}

/** The rule of shared/domain/publish-verification.ts, with the host as stored and the portal's settings. */
async function awaitsIdentityVerification(tx: Db, hostId: string, unitStatus: UnitRow['status']): Promise<boolean> {
  const [host] = await tx.select().from(hosts).where(eq(hosts.id, hostId)).limit(1);
  if (!host) return false;
  return publishAwaitsIdentityVerification({
    kycInitiated: host.kycInitiated,
    subscriptionEnabled: host.flags?.isSubscriptionEnabled === true,
    settings: publicSettings,
    verificationStatus: kycStatusOf(host).status,
    unitStatus,
  });
}

export async function setCalendarStatus(db: Db, actor: Actor, id: string, status: UnitRow['calendarStatus']) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, id, true);
    const [row] = await tx.update(units).set({ calendarStatus: status, updatedAt: new Date() }).where(eq(units.id, unit.id)).returning();
    await recordAudit(tx, { ...actor, action: 'unit.calendar-action', target: unit.id, detail: { from: unit.calendarStatus, to: status } });
    return toUnit(row, property);
  });
}

function progressView(unit: UnitRow, property: PropertyRow) {
  const completed = new Set(unit.completedSteps);
  return {
    unitId: unit.id,
    propertyType: property.propertyType,
    completedSteps: unit.completedSteps,
    steps: listingSteps(property.propertyType).map((name) => ({ name, formless: FORMLESS_STEPS.includes(name), completed: completed.has(name) })),
  };
}

export async function getListingProgress(db: Db, hostId: string, id: string) {
  const { unit, property } = await findUnit(db, hostId, id);
  return progressView(unit, property);
}

/** Replaces the completed set; steps the unit's flow does not have are a 400 naming each. */
export async function putListingProgress(db: Db, actor: Actor, id: string, completedSteps: string[]) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, id, true);
    const unknown = unknownSteps(property.propertyType, completedSteps);
    if (unknown.length) {
      throw invalid(completedSteps.flatMap((s, i) => (unknown.includes(s) ? [{ name: `completedSteps.${i}`, reason: `no step ${s} in the ${property.propertyType}-unit flow` }] : [])));
    }
    const normalised = normaliseCompletedSteps(property.propertyType, completedSteps);
    const [row] = await tx.update(units).set({ completedSteps: normalised, updatedAt: new Date() }).where(eq(units.id, unit.id)).returning();
    await recordAudit(tx, { ...actor, action: 'unit.listing-progress', target: unit.id, detail: { completed: normalised.length } });
    return progressView(row, property);
  });
}

/** The bulk switch (HC §4): every live unit of the host takes the chosen booking type. */
export async function changeBookingPreference(db: Db, actor: Actor, bookingType: 'onLine' | 'onRequest') {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await tx
      .update(units)
      .set({ bookingType, updatedAt: new Date() })
      .where(and(eq(units.hostId, actor.host.id), isNull(units.deletedAt), ne(units.bookingType, bookingType)))
      .returning({ id: units.id });
    // Units that never chose a booking type are still in the wizard; the switch does not choose for them.
    await recordAudit(tx, { ...actor, action: 'units.change-booking-preference', detail: { bookingType, unitIds: rows.map((r) => r.id) } });
    return { bookingType, updatedUnitIds: rows.map((r) => r.id) };
  });
}

const countryOf = (property: PropertyRow) => ((property.location as { countryCode?: string } | null)?.countryCode ?? null);

function regionalView(unit: UnitRow, property: PropertyRow) {
  const values = unit.regionalRequirements as { registrationNumber?: string | null; nationalIdentificationCode?: string | null };
  return {
    countryCode: countryOf(property),
    registrationNumber: values.registrationNumber ?? null,
    nationalIdentificationCode: values.nationalIdentificationCode ?? null,
    invalidFields: invalidFieldRecords(unit, property),
  };
}

export async function getRegionalRequirements(db: Db, hostId: string, id: string) {
  const { unit, property } = await findUnit(db, hostId, id);
  return regionalView(unit, property);
}

export async function getRegionalConfiguration(db: Db, hostId: string, id: string) {
  const { property } = await findUnit(db, hostId, id);
  const countryCode = countryOf(property);
  return { countryCode, fields: regionalRulesOf(countryCode).map((r) => ({ ...r })) };
}

/** Formats are checked on save (400); a required but empty field only blocks publishing. */
export async function patchRegionalRequirements(
  db: Db,
  actor: Actor,
  id: string,
  patch: { registrationNumber?: string | null; nationalIdentificationCode?: string | null },
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { unit, property } = await findUnit(tx, actor.host.id, id, true);
    const next: Record<string, string | null> = { ...(unit.regionalRequirements as Record<string, string | null>) };
    for (const k of ['registrationNumber', 'nationalIdentificationCode'] as const) {
      if (patch[k] !== undefined) next[k] = normaliseRegionalValue(patch[k]) || null;
    }
    const changed = Object.fromEntries(Object.entries(next).filter(([k]) => k in patch));
    const issues = regionalIssues(countryOf(property), changed, false);
    if (issues.length) throw invalid(issues.map((i) => ({ name: i.name, reason: i.reason })));
    const updated = { ...unit, regionalRequirements: next } as UnitRow;
    mustStayPublishable(updated, property);
    const [row] = await tx.update(units).set({ regionalRequirements: next, updatedAt: new Date() }).where(eq(units.id, unit.id)).returning();
    await recordAudit(tx, { ...actor, action: 'unit.regional-requirements', target: unit.id, detail: { fields: Object.keys(changed) } });
    return regionalView(row, property);
  });
}
