import * as v from 'valibot';

// What a guest may see of a published unit (GET /api/public/property-units/{id}):
// the page /stay/{unitId} shows it. Never the street address, the host or anything private.

/** The guest page of a unit on this server (a path; the browser makes it absolute with its origin). */
export const guestStayPath = (unitId: string) => `/stay/${encodeURIComponent(unitId)}`;

/** A unit's guest links (Unit.links): only a published unit has its page. */
export const guestLinksOf = (unit: { id: string; state: string }): string[] => (unit.state === 'PUBLISHED' ? [guestStayPath(unit.id)] : []);

/** What the guest's request becomes (shared/domain/bookings/stay-kind.ts). */
export const PUBLIC_STAY_KINDS = ['booking', 'request', 'inquiry'] as const;

export const PublicUnitSchema = v.object({
  id: v.string(),
  /** The unit's title, or its property's when the unit has none. */
  title: v.nullable(v.string()),
  /** The property's own name and the unit's (either may be unset): the page's heading names both. */
  propertyName: v.nullable(v.string()),
  unitName: v.nullable(v.string()),
  description: v.nullable(v.string()),
  city: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
  countryName: v.nullable(v.string()),
  guests: v.nullable(v.number()),
  bedrooms: v.number(),
  /** Named in the guest's language (?hl=, as the properties configuration names them). */
  amenities: v.array(v.object({ value: v.string(), label: v.string() })),
  bookingType: v.nullable(v.picklist(['onLine', 'onRequest'])),
  cancellationPolicy: v.nullable(v.object({ value: v.string(), label: v.string(), description: v.string() })),
  currency: v.string(),
  /** Cover first (large and thumbnail variants of the public photo files). */
  photos: v.array(v.object({ url: v.string(), thumbnailUrl: v.string(), caption: v.nullable(v.string()) })),
  /** booking: booked at once; request: the host answers; inquiry: a subscription host ("Send inquiry"). */
  stayKind: v.picklist(PUBLIC_STAY_KINDS),
  inquiry: v.boolean(),
});
export type PublicUnit = v.InferOutput<typeof PublicUnitSchema>;
