import * as v from 'valibot';
import { boundedText } from './text';
import { LISTING_STATUSES } from '../domain/listing-status';
import { pageOf } from './pagination';
import { isValidTimeZone } from '../domain/time/property-today';

// Properties (HC §3 Property, Property list item, Location data; HC §7 Properties).

const text = boundedText;
const nullableText = (max: number) => v.nullable(text(max));

export const PropertyTypeSchema = v.picklist(['single', 'multi']);
export const ListingStatusSchema = v.picklist(LISTING_STATUSES);

export const PropertyCreateSchema = v.object({
  propertyType: PropertyTypeSchema,
  accommodationType: v.optional(v.nullable(text(40))),
  title: v.optional(nullableText(150)),
});
export type PropertyCreate = v.InferOutput<typeof PropertyCreateSchema>;

/** An IANA zone name (shared/domain/time/property-today.ts). */
export const TimeZoneSchema = v.pipe(v.string(), v.check((z: string) => isValidTimeZone(z), 'must be an IANA time zone, e.g. Europe/Rome'));

/** A partial property; fields the call does not change (id, unitIds, state...) are ignored. */
export const PropertyPatchSchema = v.object({
  /** single -> multi always; multi -> single only while the property has at most one unit. */
  propertyType: v.optional(PropertyTypeSchema),
  title: v.optional(nullableText(150)),
  description: v.optional(nullableText(10000)),
  restaurantDescription: v.optional(nullableText(5000)),
  specialOfferDescription: v.optional(nullableText(5000)),
  accommodationType: v.optional(v.nullable(text(40))),
  /** The zone of the property's calendar, set by hand; null gives it back to the address (timeZoneOfAddress). */
  timeZone: v.optional(v.nullable(TimeZoneSchema)),
});
export type PropertyPatch = v.InferOutput<typeof PropertyPatchSchema>;

export const PropertyPatchResponseSchema = v.object({
  unitIds: v.array(v.string()),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  restaurantDescription: v.nullable(v.string()),
  specialOfferDescription: v.nullable(v.string()),
  /** Our server always answers them; the spec's patch answer has not got them. */
  timeZone: v.optional(v.string()),
  timeZoneSetByHost: v.optional(v.boolean()),
});

const coordinate = (min: number, max: number) => v.pipe(v.number(), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

/** Location data (HC §3); which fields each action needs is decided in the service. */
export const LocationSchema = v.object({
  countryCode: v.optional(v.nullable(text(2))),
  countryName: v.optional(nullableText(100)),
  stateOrProvince: v.optional(nullableText(100)),
  city: v.optional(nullableText(100)),
  street: v.optional(nullableText(200)),
  houseNumberOrName: v.optional(nullableText(100)),
  postalCode: v.optional(nullableText(20)),
  formattedAddress: v.optional(nullableText(500)),
  googlePlaceId: v.optional(nullableText(300)),
  latitude: v.optional(v.nullable(coordinate(-90, 90))),
  longitude: v.optional(v.nullable(coordinate(-180, 180))),
  components: v.optional(v.nullable(v.array(v.record(v.string(), v.unknown())))),
});
export type LocationInput = v.InferOutput<typeof LocationSchema>;

/** The location steps: autocomplete (a picked place), address (the form), map (the pin). */
export const LOCATION_ACTIONS = ['autocomplete', 'address', 'map'] as const;
export const LocationActionSchema = v.picklist(LOCATION_ACTIONS);

export const InvalidFieldSchema = v.object({
  field: v.picklist(['registrationNumber', 'nationalIdentificationCode']),
  message: v.string(),
  propertyId: v.string(),
  propertyUnitId: v.string(),
});

export const PropertySchema = v.object({
  id: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  restaurantDescription: v.nullable(v.string()),
  specialOfferDescription: v.nullable(v.string()),
  unitIds: v.array(v.string()),
  propertyType: PropertyTypeSchema,
  accommodationType: v.nullable(v.string()),
  thumbnail: v.nullable(v.string()),
  unitSummary: v.object({ total: v.number(), published: v.number(), inProgress: v.number() }),
  firstFinishedUnitId: v.nullable(v.string()),
  firstInProgressUnitId: v.nullable(v.string()),
  state: ListingStatusSchema,
  location: v.nullable(v.record(v.string(), v.unknown())),
  /** IANA zone of the property's calendar: every "today" of its units is the day in this zone. */
  timeZone: v.string(),
  /** The host chose timeZone; otherwise it follows the address. */
  timeZoneSetByHost: v.boolean(),
  invalidFields: v.array(InvalidFieldSchema),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Property = v.InferOutput<typeof PropertySchema>;

export const PropertyListItemSchema = v.object({
  id: v.string(),
  title: v.nullable(v.string()),
  image: v.nullable(v.string()),
  units: v.number(),
  accommodationType: v.nullable(v.string()),
  propertyType: PropertyTypeSchema,
  state: ListingStatusSchema,
  invalidFields: v.array(InvalidFieldSchema),
});
export type PropertyListItem = v.InferOutput<typeof PropertyListItemSchema>;
export const PropertyPageSchema = pageOf(PropertyListItemSchema);

/** GET /property-list: properties with their units, for pickers (calendar, unit selector). */
export const PropertyPickerItemSchema = v.object({
  id: v.string(),
  title: v.nullable(v.string()),
  propertyType: PropertyTypeSchema,
  state: ListingStatusSchema,
  /** The property's IANA zone: the calendar's "today" is the property's (src/shared/domain/time/property-today.ts). */
  timeZone: v.string(),
  /** bookingType: how guests book the unit (instant or on request); the bulk switch banner asks whether any unit is on request. */
  units: v.array(v.object({ id: v.string(), title: v.nullable(v.string()), state: ListingStatusSchema, bookingType: v.optional(v.nullable(v.picklist(['onLine', 'onRequest']))) })),
});
export const PropertyPickerPageSchema = pageOf(PropertyPickerItemSchema);
