import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties, unitPhotos, units } from '../db/schema';
import { notFound } from '../domain-errors';
import { isUuid } from './properties';
import { guestViewOf } from '../../shared/domain/guest-view';
import { photoUrl } from '../../shared/schemas/unit-photos';
import type { PublicUnit } from '../../shared/schemas/public-unit';
import type { Room } from '../../shared/schemas/unit';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { propertiesConfiguration } from '../config/properties-configuration/build';

// GET /api/public/property-units/{id}: a published unit as its guest page shows it. Any other
// unit (missing, unpublished, deleted, of a deleted property) answers 404 like the public quote.
// What it shows is picked field by field by shared/domain/guest-view.ts.

export async function publicUnit(db: Db, id: string, locale: Locale = DEFAULT_LOCALE): Promise<PublicUnit> {
  if (!isUuid(id)) throw notFound('unit');
  const [row] = await db
    .select({ unit: units, property: properties, commercialModel: hosts.commercialModel, currency: hosts.currency })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .innerJoin(hosts, eq(hosts.id, units.hostId))
    .where(and(eq(units.id, id), eq(units.status, 'PUBLISHED'), isNull(units.deletedAt), isNull(properties.deletedAt)))
    .limit(1);
  if (!row) throw notFound('unit');
  const { unit, property } = row;
  const photos = await db
    .select({ id: unitPhotos.id, caption: unitPhotos.caption })
    .from(unitPhotos)
    .where(eq(unitPhotos.unitId, unit.id))
    .orderBy(asc(unitPhotos.position));
  return guestViewOf({
    unitId: unit.id,
    property: { title: property.title, description: property.description, location: property.location as Record<string, unknown> | null },
    unit: { ...unit, rooms: unit.rooms as Room[] },
    // Amenities and the cancellation policy named as the listing forms name them, in the guest's language.
    configuration: propertiesConfiguration(locale),
    host: { commercialModel: row.commercialModel, currency: row.currency },
    photos: photos.map((p) => ({ url: photoUrl(p.id, 'large'), thumbnailUrl: photoUrl(p.id, 'thumbnail'), caption: p.caption })),
  });
}
