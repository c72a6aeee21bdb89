import type { Property } from '../../../../shared/schemas/property';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import type { PublicUnit } from '../../../../shared/schemas/public-unit';
import type { Unit } from '../../../../shared/schemas/unit';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { stayKindFor } from '../../../../shared/domain/bookings/stay-kind';

// The guest page's view of a unit built from the host's own data. The public read
// (server/services/public-units.ts) answers only for published units, so before publishing the
// wizard cannot ask it; this picks the same fields the same way, nothing private included.

const textOf = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x : null);

export interface GuestPreviewInput {
  property: Property;
  unit: Unit;
  photos: readonly UnitPhoto[];
  configuration: PropertiesConfiguration;
  host: { commercialModel: string; currency: string };
}

export function guestPreviewOf({ property, unit, photos, configuration, host }: GuestPreviewInput): PublicUnit {
  const location = property.location ?? {};
  const amenityLabels = new Map(configuration.amenities.flatMap((g) => g.items.map((i) => [i.value, i.label] as const)));
  const policy = configuration.cancellationPolicy.find((p) => p.value === unit.cancellationPolicy?.type);
  const stayKind = stayKindFor(host.commercialModel, unit.bookingType);
  return {
    id: unit.publicId,
    title: textOf(unit.title) ?? textOf(property.title),
    propertyName: textOf(property.title),
    unitName: textOf(unit.title),
    description: unit.description ?? property.description,
    city: textOf(location.city),
    countryCode: textOf(location.countryCode),
    countryName: textOf(location.countryName),
    guests: unit.guests,
    bedrooms: unit.rooms.filter((r) => r.type === 'bedroom').length,
    amenities: unit.amenities.map((value) => ({ value, label: amenityLabels.get(value) ?? value })),
    bookingType: unit.bookingType,
    cancellationPolicy: policy ? { value: policy.value, label: policy.label, description: policy.description } : null,
    currency: host.currency,
    // The host's list is in the guests' order already: position 0 is the cover.
    photos: [...photos].sort((a, b) => a.position - b.position).map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, caption: p.caption })),
    stayKind,
    inquiry: stayKind === 'inquiry',
  };
}
