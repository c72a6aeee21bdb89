import type { PublicUnit } from '../schemas/public-unit';
import type { PropertiesConfiguration } from '../schemas/properties-configuration';
import { stayKindFor } from './bookings/stay-kind';

// What a guest sees of a unit, picked field by field so nothing private (street, coordinates,
// the host) can slip out. One rule for both places that show it: the public read of a published
// unit (server/services/public-units.ts) and the wizard's Publish step, which previews a unit
// before it is published from the host's own data (client/features/listing/publish/guest-preview.ts).

const textOf = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x : null);

export interface GuestViewInput {
  unitId: string;
  property: { title: unknown; description: string | null; location: Record<string, unknown> | null };
  unit: {
    title: unknown;
    description: string | null;
    guests: number | null;
    rooms: readonly { type: string }[];
    amenities: readonly string[];
    bookingType: PublicUnit['bookingType'];
    /** The chosen cancellation policy's value. */
    cancellationPolicy: string | null | undefined;
  };
  /** Names amenities and the cancellation policy in the guest's language, as the listing forms do. */
  configuration: Pick<PropertiesConfiguration, 'amenities' | 'cancellationPolicy'>;
  host: { commercialModel: string; currency: string };
  /** In the guests' order: the cover first. */
  photos: PublicUnit['photos'];
}

export function guestViewOf({ unitId, property, unit, configuration, host, photos }: GuestViewInput): PublicUnit {
  const location = property.location ?? {};
  const amenityLabels = new Map(configuration.amenities.flatMap((g) => g.items.map((i) => [i.value, i.label] as const)));
  const policy = configuration.cancellationPolicy.find((p) => p.value === unit.cancellationPolicy);
  const stayKind = stayKindFor(host.commercialModel, unit.bookingType);
  return {
    id: unitId,
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
    photos,
    stayKind,
    inquiry: stayKind === 'inquiry',
  };
}
