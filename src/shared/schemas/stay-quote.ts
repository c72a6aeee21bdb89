import * as v from 'valibot';
import { realDay } from './calendar-day';

// Stay quote API (HC §3 discounts, taxes, extra services, promotions).
// checkIn is the first night, checkOut the day the guest leaves (its night is not in the stay),
// as calendar events count stays (see ./availability.ts).

export const QUOTE_MAX_NIGHTS = 365;
export const QUOTE_MAX_GUESTS = 99;

const isoDate = v.pipe(v.string(), v.isoDate('must be a date yyyy-MM-dd'), realDay());
const nightsOf = (r: { checkIn: string; checkOut: string }) => (Date.parse(r.checkOut) - Date.parse(r.checkIn)) / 86_400_000;

/** Query strings are text: guests arrives as "2". Defaults to 1 guest. */
const guests = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${QUOTE_MAX_GUESTS}`),
    v.transform(Number),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(QUOTE_MAX_GUESTS, `must be at most ${QUOTE_MAX_GUESTS}`),
  ),
  '1',
);

/** The query's fields alone: what the OpenAPI document lists as its parameters. */
export const StayQuoteQueryFieldsSchema = v.object({ checkIn: isoDate, checkOut: isoDate, guests });

export const StayQuoteQuerySchema = v.pipe(
  StayQuoteQueryFieldsSchema,
  v.forward(v.check((r) => r.checkIn < r.checkOut, 'must be after checkIn'), ['checkOut']),
  v.forward(v.check((r) => !(nightsOf(r) > QUOTE_MAX_NIGHTS), `a stay is at most ${QUOTE_MAX_NIGHTS} nights`), ['checkOut']),
);
export type StayQuoteQuery = v.InferOutput<typeof StayQuoteQuerySchema>;

export const STAY_PROBLEM_CODES = [
  'inPast',
  'tooSoon',
  'checkInDay',
  'checkOutDay',
  'minStay',
  'maxStay',
  'overCapacity',
  'unavailable',
  'preparationBefore',
  'preparationAfter',
] as const;

export const StayProblemSchema = v.looseObject({
  field: v.picklist(['checkIn', 'checkOut', 'guests']),
  code: v.picklist(STAY_PROBLEM_CODES),
});

export const QuoteLineSchema = v.object({
  kind: v.picklist(['accommodation', 'extraGuests', 'discount', 'extraCharge', 'tax']),
  code: v.string(),
  name: v.optional(v.string()),
  quantity: v.number(),
  rate: v.nullable(v.number()),
  percent: v.nullable(v.number()),
  amount: v.number(),
  /**
   * Only in the public quote (named in its hl): an extra charge's service as the properties
   * configuration names it (a type it does not know: as stored). The stored quote of a stay and
   * the host's price check carry codes only; their readers name them.
   */
  label: v.optional(v.string()),
});
export type QuoteLineView = v.InferOutput<typeof QuoteLineSchema>;

export const StayQuoteBreakdownSchema = v.object({
  nights: v.number(),
  nightly: v.array(v.object({ date: v.string(), price: v.number(), source: v.picklist(['default', 'season', 'day']) })),
  accommodation: v.number(),
  extraGuests: v.number(),
  discount: v.nullable(v.object({ code: v.string(), percent: v.number(), amount: v.number() })),
  extraCharges: v.number(),
  taxes: v.number(),
  lines: v.array(QuoteLineSchema),
  total: v.number(),
  deposit: v.nullable(v.number()),
  currency: v.literal('EUR'),
});

export const StayQuoteSchema = v.object({
  unitId: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  guests: v.number(),
  nights: v.number(),
  bookable: v.boolean(),
  problems: v.array(StayProblemSchema),
  quote: StayQuoteBreakdownSchema,
});
export type StayQuoteView = v.InferOutput<typeof StayQuoteSchema>;
export type StayProblemView = v.InferOutput<typeof StayProblemSchema> & Record<string, unknown>;
