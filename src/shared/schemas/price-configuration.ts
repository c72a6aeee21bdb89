import * as v from 'valibot';
import { realDay } from './calendar-day';
import { NIGHTLY_PRICE_MAX, NIGHTLY_PRICE_MIN } from '../domain/publishability';

// Price and availability of a unit (HC §3 "Price and availability defaults",
// HC §5 bounds, HC §9 defaults). PUT replaces it, PATCH merges (RFC 7386) and validates the result.

export const AMOUNT_CAP = 1_000_000;
export const STAY_MIN = 1;
export const STAY_MAX = 365;
export const EXTRA_GUEST_PRICE_MIN = 1;
export const EXTRA_GUEST_PRICE_MAX = 10000;
export const TAX_VALUE_MAX = 10000;
/** A tax's name as guests read it on the bill ("Tourist tax"). */
export const TAX_NAME_MAX = 60;
export const DISCOUNT_MIN = 1;
export const DISCOUNT_MAX = 99;
/** HC §9: preparation time 0, 1 or 2 nights; HC §5: minimum notice same day, 1, 2, 3 or 7 days. */
export const PREPARATION_TIMES = [0, 1, 2] as const;
export const MIN_NOTICE_DAYS = [0, 1, 2, 3, 7] as const;
/** HC §5: the share paid online at booking, in percent. */
export const PAYMENT_PREFERENCES = [100, 50, 30] as const;

/** Reasons of the checks across fields, so a browser can put them in its own words. */
export const PRICE_RULE = {
  maxBelowMin: 'must not be below minStay',
  checkInOrder: 'must not be before checkInFrom',
  dateOrder: 'must not be before dateFrom',
  customNeedsNights: 'a custom discount needs minNights',
  noDays: 'choose at least one day',
  repeatedDays: 'days must not repeat',
} as const;

const num = (min: number, max: number) => v.pipe(v.number(), v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`));
const int = (min: number, max: number) => v.pipe(num(min, max), v.integer('must be a whole number'));
const isoDate = v.pipe(v.string(), v.isoDate('must be a date yyyy-MM-dd'), realDay());
/** HH:mm, or the sentinel notSet (null in forms, HC §3). */
export const TimeSchema = v.union([v.literal('notSet'), v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm or notSet'))]);
// Day 0 is Sunday, as in Date.getDay(). A unit nobody can arrive at or leave on cannot be booked.
const weekdays = v.pipe(
  v.array(int(0, 6)),
  v.minLength(1, PRICE_RULE.noDays),
  v.maxLength(7),
  v.check((d) => new Set(d).size === d.length, PRICE_RULE.repeatedDays),
);

export const ExtraChargeSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(40)),
  chargeType: v.picklist(['recurring', 'one_time']),
  price: num(0, AMOUNT_CAP),
});

export const DiscountSchema = v.pipe(
  v.object({
    lengthType: v.picklist(['weekly', 'monthly', 'custom']),
    minNights: v.optional(v.nullable(int(STAY_MIN, STAY_MAX))),
    discount: num(DISCOUNT_MIN, DISCOUNT_MAX),
  }),
  v.forward(v.check((d) => d.lengthType !== 'custom' || d.minNights != null, PRICE_RULE.customNeedsNights), ['minNights']),
);

export const TAX_FEE_TYPES = ['per_day', 'per_stay', 'per_person', 'per_person_per_day'] as const;
export const TaxSchema = v.object({
  category: v.optional(v.literal('local_tax'), 'local_tax'),
  // Optional: taxes saved before it existed stay valid, and a nameless tax is billed by its fee type.
  name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(TAX_NAME_MAX, `must be at most ${TAX_NAME_MAX} characters`)))),
  feeType: v.picklist(TAX_FEE_TYPES),
  value: num(0, TAX_VALUE_MAX),
});

const SeasonEntries = v.object({
  id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  dateFrom: isoDate,
  dateTo: isoDate,
  recurrence: v.optional(v.picklist(['one-time', 'recurring']), 'one-time'),
  price: num(NIGHTLY_PRICE_MIN, NIGHTLY_PRICE_MAX),
  minStay: v.optional(v.nullable(int(STAY_MIN, STAY_MAX))),
  maxStay: v.optional(v.nullable(int(STAY_MIN, STAY_MAX))),
  extraGuestPrice: v.optional(v.nullable(num(EXTRA_GUEST_PRICE_MIN, EXTRA_GUEST_PRICE_MAX))),
  checkInDays: v.optional(weekdays),
  checkOutDays: v.optional(weekdays),
});
export const SeasonSchema = v.pipe(SeasonEntries, v.forward(v.check((s) => s.dateFrom <= s.dateTo, PRICE_RULE.dateOrder), ['dateTo']));
export type Season = v.InferOutput<typeof SeasonSchema>;
/** A season as answered: with its dateRange, "dateFrom/dateTo" (shared/domain/season-range.ts). */
export const SeasonViewSchema = v.object({ ...SeasonEntries.entries, dateRange: v.string() });

const PriceConfigurationEntries = v.object({
    nightlyPrice: num(NIGHTLY_PRICE_MIN, NIGHTLY_PRICE_MAX),
    minStay: v.optional(int(STAY_MIN, STAY_MAX), 1),
    maxStay: v.optional(int(STAY_MIN, STAY_MAX), 365),
    extraGuestPrice: v.optional(v.nullable(num(EXTRA_GUEST_PRICE_MIN, EXTRA_GUEST_PRICE_MAX)), null),
    extraGuestsCount: v.optional(v.nullable(int(1, 99)), null),
    checkInFrom: v.optional(TimeSchema, '15:00'),
    checkInTo: v.optional(TimeSchema, '21:00'),
    checkOutTo: v.optional(TimeSchema, '11:00'),
    checkInDays: v.optional(weekdays, [0, 1, 2, 3, 4, 5, 6]),
    checkOutDays: v.optional(weekdays, [0, 1, 2, 3, 4, 5, 6]),
    extraCharges: v.optional(v.pipe(v.array(ExtraChargeSchema), v.maxLength(40)), []),
    discounts: v.optional(v.pipe(v.array(DiscountSchema), v.maxLength(20)), []),
    taxes: v.optional(v.pipe(v.array(TaxSchema), v.maxLength(20)), []),
    seasonsPricing: v.optional(v.pipe(v.array(SeasonSchema), v.maxLength(100)), []),
    securityDeposit: v.optional(v.nullable(num(0, AMOUNT_CAP)), null),
    preparationTime: v.optional(v.picklist(PREPARATION_TIMES), 0),
    minDaysOfNotice: v.optional(v.picklist(MIN_NOTICE_DAYS), 2),
    paymentPreference: v.optional(v.picklist(PAYMENT_PREFERENCES), 100),
});

export const PriceConfigurationSchema = v.pipe(
  PriceConfigurationEntries,
  v.forward(v.check((p) => p.minStay <= p.maxStay, PRICE_RULE.maxBelowMin), ['maxStay']),
  v.forward(
    v.check((p) => p.checkInFrom === 'notSet' || p.checkInTo === 'notSet' || p.checkInFrom <= p.checkInTo, PRICE_RULE.checkInOrder),
    ['checkInTo'],
  ),
);
export type PriceConfiguration = v.InferOutput<typeof PriceConfigurationSchema>;

/** GET/PUT/PATCH answer: the unit's configuration (defaults filled in) and whether it was ever saved. */
export const PriceConfigurationViewSchema = v.object({
  unitId: v.string(),
  saved: v.boolean(),
  ...PriceConfigurationEntries.entries,
  seasonsPricing: v.array(SeasonViewSchema),
});
export type PriceConfigurationView = v.InferOutput<typeof PriceConfigurationViewSchema>;

/** A merge patch (RFC 7386): any JSON object; the merged result is validated as a whole. */
export const PriceConfigurationMergePatchSchema = v.record(v.string(), v.unknown());

const MAX_RANGE_DAYS = 366;
const rangeEntries = {
  dateFrom: isoDate,
  dateTo: isoDate,
};
const rangeOk = (r: { dateFrom: string; dateTo: string }) => r.dateFrom <= r.dateTo;
const rangeShort = (r: { dateFrom: string; dateTo: string }) => (Date.parse(r.dateTo) - Date.parse(r.dateFrom)) / 86_400_000 < MAX_RANGE_DAYS;

export const PriceListQuerySchema = v.pipe(
  v.object(rangeEntries),
  v.forward(v.check(rangeOk, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check(rangeShort, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);

/** Per-day overrides over [dateFrom, dateTo] (both included); null clears a value. */
export const CalendarPriceConfigurationSchema = v.pipe(
  v.object({
    ...rangeEntries,
    price: v.optional(v.nullable(num(NIGHTLY_PRICE_MIN, NIGHTLY_PRICE_MAX))),
    minimalLengthOfStay: v.optional(v.nullable(int(STAY_MIN, STAY_MAX))),
    maximalLengthOfStay: v.optional(v.nullable(int(STAY_MIN, STAY_MAX))),
  }),
  v.forward(v.check(rangeOk, 'must not be before dateFrom'), ['dateTo']),
  v.forward(v.check(rangeShort, `at most ${MAX_RANGE_DAYS} days at a time`), ['dateTo']),
);

export const PriceListSchema = v.object({
  unitId: v.string(),
  items: v.array(
    v.object({
      date: v.string(),
      price: v.number(),
      minimalLengthOfStay: v.number(),
      maximalLengthOfStay: v.number(),
      source: v.picklist(['default', 'season', 'day']),
    }),
  ),
});
