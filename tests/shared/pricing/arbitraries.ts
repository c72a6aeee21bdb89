import fc from 'fast-check';
import * as v from 'valibot';
import { PriceConfigurationSchema, type PriceConfiguration } from '../../../src/shared/schemas/price-configuration';
import { addDays } from '../../../src/shared/domain/pricing/dates';

// Generators of valid configurations and stays for the pricing properties.

export const config = (over: Record<string, unknown> = {}): PriceConfiguration => v.parse(PriceConfigurationSchema, { nightlyPrice: 100, ...over });

/** Amounts with cents, as a host types them. */
export const amount = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

export const isoDay = fc.integer({ min: 0, max: 3 * 365 }).map((n) => addDays('2026-01-01', n));

const season = fc.record({
  dateFrom: isoDay,
  length: fc.integer({ min: 0, max: 60 }),
  price: amount(10, 5000),
  extraGuestPrice: fc.option(amount(1, 200), { nil: null }),
});

export const configuration = fc
  .record({
    nightlyPrice: amount(10, 5000),
    extraGuestPrice: fc.option(amount(1, 200), { nil: null }),
    extraGuestsCount: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    discounts: fc.array(
      fc.oneof(
        fc.record({ lengthType: fc.constant('weekly' as const), discount: fc.integer({ min: 1, max: 99 }) }),
        fc.record({ lengthType: fc.constant('monthly' as const), discount: fc.integer({ min: 1, max: 99 }) }),
        fc.record({ lengthType: fc.constant('custom' as const), minNights: fc.integer({ min: 1, max: 60 }), discount: amount(1, 99) }),
      ),
      { maxLength: 4 },
    ),
    extraCharges: fc.array(fc.record({ type: fc.constantFrom('cleaning', 'breakfast', 'pets'), chargeType: fc.constantFrom('recurring' as const, 'one_time' as const), price: amount(0, 500) }), { maxLength: 3 }),
    taxes: fc.array(fc.record({ feeType: fc.constantFrom('per_day' as const, 'per_stay' as const, 'per_person' as const, 'per_person_per_day' as const), value: amount(0, 50) }), { maxLength: 3 }),
    // One season at most here: overlapping seasons are refused on save anyway.
    seasons: fc.array(season, { maxLength: 1 }),
    securityDeposit: fc.option(amount(0, 2000), { nil: null }),
  })
  .map(({ seasons, ...rest }) =>
    config({ ...rest, seasonsPricing: seasons.map((s) => ({ dateFrom: s.dateFrom, dateTo: addDays(s.dateFrom, s.length), price: s.price, extraGuestPrice: s.extraGuestPrice })) }),
  );

export const overrides = fc.array(fc.record({ offset: fc.integer({ min: 0, max: 60 }), price: fc.option(amount(10, 5000), { nil: null }) }), { maxLength: 5 });

export const promotions = fc.subarray(['new_listing', 'early_booker', 'last_minute']).map((active) =>
  [
    { type: 'new_listing', discount: 20 },
    { type: 'early_booker', discount: 10 },
    { type: 'last_minute', discount: 15 },
  ].map((p) => ({ type: p.type, status: active.includes(p.type) ? 'ACTIVE' : 'INACTIVE', data: { discount: p.discount } })),
);
