import type { properties, units } from '../db/schema';
import { availableActions, propertyStatus, type ListingStatus } from '../../shared/domain/listing-status';
import { publishability, type Publishability } from '../../shared/domain/publishability';
import type { Property, PropertyListItem } from '../../shared/schemas/property';
import type { Room, Unit } from '../../shared/schemas/unit';
import { guestLinksOf } from '../../shared/schemas/public-unit';

// Rows -> the API's shapes (HC §3). Shared by the property and unit services so a
// unit looks the same whether it is read alone or as part of its property.

export type PropertyRow = typeof properties.$inferSelect;
export type UnitRow = typeof units.$inferSelect;

export function unitPublishability(unit: UnitRow, property: PropertyRow): Publishability {
  const prices = unit.priceConfiguration as { nightlyPrice?: number | null } | null;
  return publishability({
    property: {
      propertyType: property.propertyType,
      title: property.title,
      accommodationType: property.accommodationType,
      location: property.location as never,
    },
    unit: {
      title: unit.title,
      unitType: unit.unitType,
      guests: unit.guests,
      rooms: unit.rooms as Room[],
      cancellationPolicy: unit.cancellationPolicy,
      bookingType: unit.bookingType,
      nightlyPrice: prices?.nightlyPrice ?? null,
      regionalRequirements: unit.regionalRequirements as Record<string, string | null>,
    },
  });
}

export function invalidFieldRecords(unit: UnitRow, property: PropertyRow, p = unitPublishability(unit, property)) {
  return p.invalidFields.map((f) => ({ field: f.field, message: f.message, propertyId: property.id, propertyUnitId: unit.id }));
}

const bedroomCount = (rooms: Room[]) => rooms.filter((r) => r.type === 'bedroom').length;

/** A single-unit listing goes by its property's title when the unit has none of its own. */
const unitTitle = (unit: UnitRow, property: PropertyRow) => unit.title ?? (property.propertyType === 'single' ? property.title : null);

export function toUnit(unit: UnitRow, property: PropertyRow): Unit {
  const p = unitPublishability(unit, property);
  const rooms = unit.rooms as Room[];
  return {
    publicId: unit.id,
    propertyId: property.id,
    timeZone: property.timeZone,
    propertyType: property.propertyType,
    title: unitTitle(unit, property),
    description: unit.description,
    state: unit.status,
    availableActions: availableActions(unit.status, p.publishable),
    // A published unit's guest page is on this server (a path: the browser shows it with its origin).
    links: guestLinksOf({ id: unit.id, state: unit.status }),
    guests: unit.guests,
    bedroomCount: bedroomCount(rooms),
    propertySize: unit.propertySize,
    propertySizeMeasurementUnit: unit.propertySizeMeasurementUnit,
    rooms: rooms.map((r) => ({ type: r.type, beds: r.beds ?? [] })),
    amenities: unit.amenities,
    calendarAvailability: { status: unit.calendarStatus },
    invalidFields: invalidFieldRecords(unit, property, p),
    missingFields: p.missingFields,
    cancellationPolicy: unit.cancellationPolicy ? { type: unit.cancellationPolicy } : null,
    bookingType: unit.bookingType,
    rejectionReason: unit.status === 'REJECTED_BY_STAFF' ? unit.reviewRejectionReason : null,
    publishedAt: unit.publishedAt?.toISOString() ?? null,
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}

/** unitId -> the cover photo's thumbnail URL (services/unit-photos coverThumbnailUrls); units without photos are absent. */
export type CoverImages = ReadonlyMap<string, string>;
/** A property shows the cover of its first unit that has one. */
const propertyImage = (unitRows: UnitRow[], covers: CoverImages) => unitRows.map((u) => covers.get(u.id)).find(Boolean) ?? null;

export function toUnitCard(unit: UnitRow, property: PropertyRow, covers: CoverImages) {
  return {
    id: unit.id,
    title: unitTitle(unit, property),
    image: covers.get(unit.id) ?? null,
    state: unit.status,
    guests: unit.guests,
    size: unit.propertySize,
    bedroomCount: bedroomCount(unit.rooms as Room[]),
    rejectionReason: unit.status === 'REJECTED_BY_STAFF' ? unit.reviewRejectionReason : null,
  };
}

/** `unitRows` are the property's live units in creation order. */
export function toProperty(property: PropertyRow, unitRows: UnitRow[], covers: CoverImages): Property {
  const statuses = unitRows.map((u) => u.status as ListingStatus);
  return {
    id: property.id,
    title: property.title,
    description: property.description,
    restaurantDescription: property.restaurantDescription,
    specialOfferDescription: property.specialOfferDescription,
    unitIds: unitRows.map((u) => u.id),
    propertyType: property.propertyType,
    accommodationType: property.accommodationType,
    thumbnail: propertyImage(unitRows, covers),
    unitSummary: {
      total: unitRows.length,
      published: statuses.filter((s) => s === 'PUBLISHED').length,
      inProgress: statuses.filter((s) => s === 'IN_PROGRESS').length,
    },
    firstFinishedUnitId: unitRows.find((u) => u.status !== 'IN_PROGRESS')?.id ?? null,
    firstInProgressUnitId: unitRows.find((u) => u.status === 'IN_PROGRESS')?.id ?? null,
    state: propertyStatus(statuses),
    location: property.location,
    timeZone: property.timeZone,
    timeZoneSetByHost: property.timeZoneSetByHost,
    invalidFields: unitRows.flatMap((u) => invalidFieldRecords(u, property)),
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}

export function toPropertyListItem(property: PropertyRow, unitRows: UnitRow[], covers: CoverImages): PropertyListItem {
  const full = toProperty(property, unitRows, covers);
  return {
    id: full.id,
    title: full.title,
    image: full.thumbnail,
    units: unitRows.length,
    accommodationType: full.accommodationType,
    propertyType: full.propertyType,
    state: full.state,
    invalidFields: full.invalidFields,
  };
}
