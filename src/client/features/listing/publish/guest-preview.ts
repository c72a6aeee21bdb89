import type { Property } from '../../../../shared/schemas/property';
import type { PropertiesConfiguration } from '../../../../shared/schemas/properties-configuration';
import type { PublicUnit } from '../../../../shared/schemas/public-unit';
import type { Unit } from '../../../../shared/schemas/unit';
import type { UnitPhoto } from '../../../../shared/schemas/unit-photos';
import { guestViewOf } from '../../../../shared/domain/guest-view';

// The guest page's view of a unit built from the host's own data. The public read
// (server/services/public-units.ts) answers only for published units, so before publishing the
// wizard cannot ask it; both pick the fields by the same rule (shared/domain/guest-view.ts).

export interface GuestPreviewInput {
  property: Property;
  unit: Unit;
  photos: readonly UnitPhoto[];
  configuration: PropertiesConfiguration;
  host: { commercialModel: string; currency: string };
}

export function guestPreviewOf({ property, unit, photos, configuration, host }: GuestPreviewInput): PublicUnit {
  return guestViewOf({
    unitId: unit.publicId,
    property: { title: property.title, description: property.description, location: property.location ?? null },
    unit: { ...unit, cancellationPolicy: unit.cancellationPolicy?.type },
    configuration,
    host,
    // The host's list is in the guests' order already: position 0 is the cover.
    photos: [...photos].sort((a, b) => a.position - b.position).map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, caption: p.caption })),
  });
}
