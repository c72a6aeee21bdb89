import * as v from 'valibot';
import { FALLBACK_TIME_ZONE } from '../domain/time/property-today';
import { boundedText } from './text';
import { LISTING_ACTIONS } from '../domain/listing-status';
import { GUESTS_MAX, GUESTS_MIN } from '../domain/publishability';
import { InvalidFieldSchema, ListingStatusSchema } from './property';
import { pageOf } from './pagination';
import { UNIT_TYPES } from '../domain/unit-types';
import { ROOM_TYPE_VALUES, bedsFitRoom } from '../domain/rooms';

// Units (HC §3 Property unit, Unit card, Room types; HC §7 Units).

const text = boundedText;
const int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));

export { ROOM_TYPE_VALUES, ROOMS_WITH_BEDS } from '../domain/rooms';

export const BedSchema = v.object({ type: text(40), count: int(1, 20) });
export const RoomSchema = v.pipe(
  v.object({
    type: v.optional(v.picklist(ROOM_TYPE_VALUES), 'bedroom'),
    beds: v.optional(v.array(BedSchema), []),
  }),
  v.forward(
    v.check((r) => bedsFitRoom(r), 'only bedrooms and living rooms can hold beds'),
    ['beds'],
  ),
);
export type Room = v.InferOutput<typeof RoomSchema>;

export const BookingTypeSchema = v.picklist(['onLine', 'onRequest']);
export const CalendarStatusSchema = v.picklist(['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED']);

/** A partial unit; read-only fields the browser may send back (publicId, state...) are ignored. */
export const UnitPatchSchema = v.object({
  title: v.optional(v.nullable(text(150))),
  description: v.optional(v.nullable(text(10000))),
  guests: v.optional(v.nullable(int(GUESTS_MIN, GUESTS_MAX))),
  /** Square metres (the browser converts from feet, HC §5). */
  propertySize: v.optional(v.nullable(v.pipe(v.number(), v.minValue(1, 'must be at least 1'), v.maxValue(100000, 'must be at most 100000')))),
  propertySizeMeasurementUnit: v.optional(v.picklist(['metric', 'imperial'])),
  rooms: v.optional(v.pipe(v.array(RoomSchema), v.maxLength(100, 'at most 100 rooms'))),
  amenities: v.optional(v.pipe(v.array(text(60)), v.maxLength(300, 'at most 300 amenities'))),
  cancellationPolicy: v.optional(v.nullable(v.object({ type: text(40) }))),
  bookingType: v.optional(v.nullable(BookingTypeSchema)),
  /** Multi-unit only: the kind of unit (shared/domain/unit-types.ts); null clears it. */
  unitType: v.optional(v.nullable(v.picklist(UNIT_TYPES, 'unknown unit type'))),
});
export type UnitPatch = v.InferOutput<typeof UnitPatchSchema>;

export const UnitSchema = v.object({
  publicId: v.string(),
  propertyId: v.string(),
  /** The property's IANA time zone: the unit's "today" (shared/domain/time/property-today.ts). */
  timeZone: v.optional(v.string(), FALLBACK_TIME_ZONE),
  propertyType: v.picklist(['single', 'multi']),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  state: ListingStatusSchema,
  availableActions: v.array(v.picklist(LISTING_ACTIONS)),
  links: v.array(v.string()),
  guests: v.nullable(v.number()),
  bedroomCount: v.number(),
  propertySize: v.nullable(v.number()),
  propertySizeMeasurementUnit: v.picklist(['metric', 'imperial']),
  rooms: v.array(v.object({ type: v.string(), beds: v.array(BedSchema) })),
  amenities: v.array(v.string()),
  calendarAvailability: v.object({ status: CalendarStatusSchema }),
  invalidFields: v.array(InvalidFieldSchema),
  /** What keeps the unit from going live ([] when it can be published). */
  missingFields: v.array(v.object({ name: v.string(), reason: v.string() })),
  cancellationPolicy: v.nullable(v.object({ type: v.string() })),
  bookingType: v.nullable(BookingTypeSchema),
  /** Multi-unit: the kind of unit, null until chosen (always null for a single unit). */
  unitType: v.optional(v.nullable(v.string())),
  /** Why staff refused the listing; set while the state is REJECTED_BY_STAFF. */
  rejectionReason: v.optional(v.nullable(v.string())),
  publishedAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Unit = v.InferOutput<typeof UnitSchema>;

export const UnitCardSchema = v.object({
  id: v.string(),
  title: v.nullable(v.string()),
  image: v.nullable(v.string()),
  state: ListingStatusSchema,
  guests: v.nullable(v.number()),
  size: v.nullable(v.number()),
  bedroomCount: v.number(),
  /** Why staff refused the listing; set while the state is REJECTED_BY_STAFF. */
  rejectionReason: v.optional(v.nullable(v.string())),
});
export const UnitCardPageSchema = pageOf(UnitCardSchema);

export const CalendarActionSchema = v.object({ status: CalendarStatusSchema });

export const ListingProgressPutSchema = v.object({
  completedSteps: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(100, 'at most 100 steps')),
});
export const ListingProgressSchema = v.object({
  unitId: v.string(),
  propertyType: v.picklist(['single', 'multi']),
  completedSteps: v.array(v.string()),
  steps: v.array(v.object({ name: v.string(), formless: v.boolean(), completed: v.boolean() })),
});

export const ChangeBookingPreferenceSchema = v.object({
  bookingType: v.optional(BookingTypeSchema, 'onLine'),
});

const regionalValue = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'must be at most 40 characters'))));
export const RegionalRequirementsPatchSchema = v.object({
  registrationNumber: regionalValue,
  nationalIdentificationCode: regionalValue,
});
export const RegionalRequirementsSchema = v.object({
  countryCode: v.nullable(v.string()),
  registrationNumber: v.nullable(v.string()),
  nationalIdentificationCode: v.nullable(v.string()),
  invalidFields: v.array(InvalidFieldSchema),
});
export const RegionalRequirementsConfigurationSchema = v.object({
  countryCode: v.nullable(v.string()),
  fields: v.array(v.object({ name: v.string(), required: v.boolean(), pattern: v.string(), example: v.string() })),
});
