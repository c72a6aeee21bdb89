import * as v from 'valibot';

// Statistics of one unit (AS §2.1 /insights/{tab}/{unitId}, AS §2.7, AS §6): earnings,
// occupancy and performance, each for one calendar year, computed by the server from the stays,
// closed dates and imported calendars it holds. The spec names no calls for them: these are ours,
// GET /api/app/insights/{unitId}/{earnings|occupancy|performance}?year=YYYY.
// Every answer has all twelve months (zeros where nothing happened), so charts and their tables
// never guess at gaps, and `years` lists the years the unit has stays in (newest first) for the
// year picker.

export const INSIGHTS_FIRST_YEAR = 2000;

export const InsightsQuerySchema = v.object({
  year: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}$/, 'year must be a four-digit year'),
      v.transform(Number),
      v.minValue(INSIGHTS_FIRST_YEAR, `year must be ${INSIGHTS_FIRST_YEAR} or later`),
      v.maxValue(2100, 'year must be 2100 or earlier'),
    ),
  ),
});

const base = { unitId: v.string(), year: v.number(), years: v.array(v.number()) };

export const MoneyMonthSchema = v.object({
  month: v.number(),
  /** Stays whose check-in falls in the month (the account earnings tab's rule). */
  stays: v.number(),
  gross: v.number(),
  commission: v.number(),
  net: v.number(),
});
export type MoneyMonth = v.InferOutput<typeof MoneyMonthSchema>;

/** Earnings per month, one series per currency (amounts of different currencies are never added). */
export const UnitEarningsSchema = v.object({
  ...base,
  currencies: v.array(v.object({ currency: v.string(), months: v.array(MoneyMonthSchema), total: MoneyMonthSchema })),
});
export type UnitEarnings = v.InferOutput<typeof UnitEarningsSchema>;

export const OccupancyMonthSchema = v.object({
  month: v.number(),
  /** Nights of the month. */
  nights: v.number(),
  /** Nights the host closed (closed dates); they are not available. */
  closedNights: v.number(),
  /** nights - closedNights. */
  availableNights: v.number(),
  /** Nights sold through the portal (bookings and confirmed inquiries, cancelled ones left out). */
  bookedNights: v.number(),
  /** Nights taken by imported calendars (other channels), not closed by hand and not booked here. */
  externalNights: v.number(),
  /** bookedNights / availableNights, 0..1; null when nothing was available. */
  rate: v.nullable(v.number()),
  /** (bookedNights + externalNights) / availableNights, 0..1; null when nothing was available. */
  rateWithExternal: v.nullable(v.number()),
});
export type OccupancyMonth = v.InferOutput<typeof OccupancyMonthSchema>;

export const UnitOccupancySchema = v.object({ ...base, months: v.array(OccupancyMonthSchema), total: OccupancyMonthSchema });
export type UnitOccupancy = v.InferOutput<typeof UnitOccupancySchema>;

export const PerformanceMonthSchema = v.object({
  month: v.number(),
  /** Booking requests and inquiries received (by creation date). */
  requests: v.number(),
  /** Of those, how many became a booking / were confirmed. */
  converted: v.number(),
  /** Bookings made in the month (instant or from a request). */
  bookings: v.number(),
  /** Bookings cancelled in the month. */
  cancellations: v.number(),
});
export type PerformanceMonth = v.InferOutput<typeof PerformanceMonthSchema>;

/**
 * What the portal knows of how a unit sells (views are not recorded): requests and their
 * conversion, how fast the host answers, and cancellations.
 */
export const UnitPerformanceSchema = v.object({
  ...base,
  months: v.array(PerformanceMonthSchema),
  requests: v.object({
    received: v.number(),
    converted: v.number(),
    rejected: v.number(),
    expired: v.number(),
    /** Still waiting for the host. */
    open: v.number(),
    /** converted / (received - open); null when none was decided. */
    conversionRate: v.nullable(v.number()),
  }),
  response: v.object({
    /** Requests and inquiries the host answered. */
    answered: v.number(),
    /** Median minutes from receipt to the host's answer; null when none was answered. */
    medianMinutes: v.nullable(v.number()),
    /** Share of answers within 24 hours, 0..1; null when none was answered. */
    within24HoursRate: v.nullable(v.number()),
  }),
  bookings: v.object({
    made: v.number(),
    instant: v.number(),
    fromRequests: v.number(),
    cancelled: v.number(),
    cancelledByGuest: v.number(),
    cancelledByHost: v.number(),
    /** cancelled / made; null without bookings. */
    cancellationRate: v.nullable(v.number()),
  }),
});
export type UnitPerformance = v.InferOutput<typeof UnitPerformanceSchema>;
