import * as v from 'valibot';
import { realDay } from './calendar-day';

// Availability of a unit (HC §3 Unavailability and Calendar event, HC §4 marking and
// merging, HC §7 Availability). Two date conventions, each the natural one for its call:
// - Block, unblock and unavailabilities name DAYS, both ends included: the host marks days on a
//   calendar, and blocking one day sends the same date twice (the end defaults to the start).
// - Calendar events name STAYS as check-in and check-out: dateTo is the check-out day, which is
//   free for the next guest (as in iCal, where DTEND of an all-day event is exclusive).

const isoDate = v.pipe(v.string(), v.isoDate('must be a date yyyy-MM-dd'), realDay());
export const MAX_RANGE_DAYS = 400;
const days = (r: { dateFrom: string; dateTo: string }) => (Date.parse(r.dateTo) - Date.parse(r.dateFrom)) / 86_400_000;

/** Block or unblock days [dateFrom, dateTo]; dateTo defaults to dateFrom. */
export const BlockRequestSchema = v.pipe(
  v.object({ dateFrom: isoDate, dateTo: v.optional(isoDate) }),
  v.forward(v.check((r) => r.dateTo === undefined || r.dateFrom <= r.dateTo, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check((r) => r.dateTo === undefined || days({ dateFrom: r.dateFrom, dateTo: r.dateTo }) < MAX_RANGE_DAYS, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);
export type BlockRequest = v.InferOutput<typeof BlockRequestSchema>;

/** The fields of a range query of days, alone (the document lists them; route-table.ts queryFields). */
const DateRangeQueryFieldsSchema = v.object({ dateFrom: isoDate, dateTo: isoDate });
/** A range query of days, both ends included. */
export const DateRangeQuerySchema = v.pipe(
  DateRangeQueryFieldsSchema,
  v.forward(v.check((r) => r.dateFrom <= r.dateTo, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check((r) => days(r) < MAX_RANGE_DAYS, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);

export const UNAVAILABILITY_SOURCES = ['booking', 'booking_request', 'inquiry', 'inquiry_confirmed', 'external_system', 'manual', 'multi', 'others'] as const;
export type UnavailabilitySource = (typeof UNAVAILABILITY_SOURCES)[number];

/** Days [dateFrom, dateTo] (both included) a guest cannot book, and why. */
export const UnavailabilitySchema = v.object({
  dateFrom: v.string(),
  dateTo: v.string(),
  source: v.picklist(UNAVAILABILITY_SOURCES),
  booking: v.nullable(v.string()),
  bookingRequest: v.nullable(v.string()),
  inquiry: v.nullable(v.string()),
  /** The imported calendar's id, for source external_system. */
  external: v.nullable(v.string()),
});
export type Unavailability = v.InferOutput<typeof UnavailabilitySchema>;

export const CALENDAR_EVENT_SOURCES = ['booking', 'booking_request', 'inquiry', 'inquiry_confirmed', 'manual', 'external', 'multi'] as const;
export type CalendarEventSource = (typeof CALENDAR_EVENT_SOURCES)[number];

interface CalendarEventShape {
  id: string;
  /** Check-in day (first night). */
  dateFrom: string;
  /** Check-out day (exclusive: the last night is the day before). */
  dateTo: string;
  source: CalendarEventSource;
  booking: string | null;
  bookingRequest: string | null;
  inquiry: string | null;
  external: boolean;
  /** An imported calendar's name (source external). */
  externalName: string | null;
  /** Guest name or the imported event's summary, for the calendar bar. */
  label: string | null;
  /** An external event that shares a night with a booking: a likely double booking to resolve. */
  overlapsBooking: boolean;
  /** The merged events of a multi event; empty otherwise. */
  children: CalendarEventShape[];
}

export const CalendarEventSchema: v.GenericSchema<CalendarEventShape> = v.object({
  id: v.string(),
  dateFrom: v.string(),
  dateTo: v.string(),
  source: v.picklist(CALENDAR_EVENT_SOURCES),
  booking: v.nullable(v.string()),
  bookingRequest: v.nullable(v.string()),
  inquiry: v.nullable(v.string()),
  external: v.boolean(),
  externalName: v.nullable(v.string()),
  label: v.nullable(v.string()),
  overlapsBooking: v.boolean(),
  children: v.array(v.lazy(() => CalendarEventSchema)),
});
export type CalendarEvent = CalendarEventShape;

export const DAY_STATES = ['available', 'blocked'] as const;
export type DayState = (typeof DAY_STATES)[number];

/** The calendar query's fields alone (the document lists them; route-table.ts queryFields). */
const CalendarEventsQueryFieldsSchema = v.object({ propertyUnitId: v.pipe(v.string(), v.minLength(1, 'is required')), dateFrom: isoDate, dateTo: isoDate });
/** The calendar's query (HC §7: by propertyUnitId, dateFrom, dateTo; the answer runs 14 days past dateTo). */
export const CalendarEventsQuerySchema = v.pipe(
  CalendarEventsQueryFieldsSchema,
  v.forward(v.check((r) => r.dateFrom <= r.dateTo, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check((r) => days(r) < MAX_RANGE_DAYS, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);

export const CalendarEventsSchema = v.object({
  unitId: v.string(),
  /** The range the answer covers: dateFrom to dateTo + 14 days. */
  dateFrom: v.string(),
  dateTo: v.string(),
  /** Merged: overlapping or touching events are one multi event holding its children. */
  events: v.array(CalendarEventSchema),
  /** Every day of the range: available, or blocked by any event's night. */
  days: v.array(v.object({ date: v.string(), state: v.picklist(DAY_STATES) })),
});
export type CalendarEvents = v.InferOutput<typeof CalendarEventsSchema>;

/** The calendar's block and unblock (HC §7: dateFrom, dateTo, unitId); days as BlockRequestSchema. */
export const CalendarBlockRequestSchema = v.pipe(
  v.object({ unitId: v.pipe(v.string(), v.minLength(1, 'is required')), dateFrom: isoDate, dateTo: v.optional(isoDate) }),
  v.forward(v.check((r) => r.dateTo === undefined || r.dateFrom <= r.dateTo, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check((r) => r.dateTo === undefined || days({ dateFrom: r.dateFrom, dateTo: r.dateTo }) < MAX_RANGE_DAYS, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);

/** The answer of the block and unblock calls: the unit's unavailabilities over the days named. */
export const UnavailabilityListSchema = v.array(UnavailabilitySchema);
