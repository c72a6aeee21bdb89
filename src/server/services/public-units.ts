import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hosts, properties, unitPhotos, units } from '../db/schema';
import { notFound } from '../http/problem';
import { isUuid } from './properties';
import { stayKindFor } from '../../shared/domain/bookings/stay-kind';
import { photoUrl } from '../../shared/schemas/unit-photos';
import type { PublicUnit } from '../../shared/schemas/public-unit';
import type { Room } from '../../shared/schemas/unit';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { propertiesConfiguration } from '../config/properties-configuration/build';

// GET /api/public/property-units/{id}: a published unit as its guest page shows it. Any other
// unit (missing, unpublished, deleted, of a deleted property) answers 404 like the public quote.
// Fields are picked one by one so nothing private (street, coordinates, host) can slip out.

const textOf = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x : null);

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
  const location = (property.location ?? {}) as Record<string, unknown>;
  // Amenities and the cancellation policy named as the listing forms name them, in the guest's language.
  const configuration = propertiesConfiguration(locale);
  const amenityLabels = new Map(configuration.amenities.flatMap((g) => g.items.map((i) => [i.value, i.label] as const)));
  const policy = configuration.cancellationPolicy.find((p) => p.value === unit.cancellationPolicy);
  const stayKind = stayKindFor(row.commercialModel, unit.bookingType);
  return {
    id: unit.id,
    title: unit.title ?? property.title,
    propertyName: textOf(property.title),
    unitName: textOf(unit.title),
    description: unit.description ?? property.description,
    city: textOf(location.city),
    countryCode: textOf(location.countryCode),
    countryName: textOf(location.countryName),
    guests: unit.guests,
    bedrooms: (unit.rooms as Room[]).filter((r) => r.type === 'bedroom').length,
    amenities: unit.amenities.map((value) => ({ value, label: amenityLabels.get(value) ?? value })),
    bookingType: unit.bookingType,
    cancellationPolicy: policy ? { value: policy.value, label: policy.label, description: policy.description } : null,
    currency: row.currency,
    photos: photos.map((p) => ({ url: photoUrl(p.id, 'large'), thumbnailUrl: photoUrl(p.id, 'thumbnail'), caption: p.caption })),
    stayKind,
    inquiry: stayKind === 'inquiry',
  };
}
