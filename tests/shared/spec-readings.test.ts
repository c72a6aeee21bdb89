import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CalendarPriceConfigurationSchema, PriceConfigurationSchema } from '../../src/shared/schemas/price-configuration';
import { PagedSearchQuerySchema } from '../../src/shared/schemas/pagination';
import { UnitPatchSchema } from '../../src/shared/schemas/unit';
import { BOOKING_CANCEL_REASONS, INQUIRY_REJECT_REASONS, REQUEST_REJECT_REASONS } from '../../src/shared/domain/bookings/reasons';
import { DEFAULT_MINIMUM_NOTICE_DAYS, MINIMUM_NOTICE_DAYS } from '../../src/server/config/properties-configuration/booking-windows';

// The readings the README's "Spec notes" choose where the two specs disagree or leave a value's
// use unshown, held on the shared schemas both the server and the browser validate with. The
// figures are written out: a changed bound fails here.

const issues = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i)}: ${i.message}`);
const config = (over: Record<string, unknown>) => issues(PriceConfigurationSchema, { nightlyPrice: 100, ...over });
const day = (over: Record<string, unknown>) => issues(CalendarPriceConfigurationSchema, { dateFrom: '2027-03-01', dateTo: '2027-03-01', ...over });

describe('nightly price: 10 to 10000 (HC §5, HC §9), not 1 to 1,000,000', () => {
  it('the unit price and a season price', () => {
    expect(config({ nightlyPrice: 10 })).toEqual([]);
    expect(config({ nightlyPrice: 10000 })).toEqual([]);
    expect(config({ nightlyPrice: 9.99 })).toEqual(['nightlyPrice: must be at least 10']);
    expect(config({ nightlyPrice: 1 })).toEqual(['nightlyPrice: must be at least 10']);
    expect(config({ nightlyPrice: 10000.01 })).toEqual(['nightlyPrice: must be at most 10000']);
    expect(config({ nightlyPrice: 1_000_000 })).toEqual(['nightlyPrice: must be at most 10000']);
    const season = { dateFrom: '2027-07-01', dateTo: '2027-07-31', price: 10001 };
    expect(config({ seasonsPricing: [season] })).toEqual(['seasonsPricing.0.price: must be at most 10000']);
  });

  it('a calendar day’s price', () => {
    expect(day({ price: 10 })).toEqual([]);
    expect(day({ price: 1 })).toEqual(['price: must be at least 10']);
    expect(day({ price: 10001 })).toEqual(['price: must be at most 10000']);
  });
});

describe('1,000,000 is the cap of the other money amounts (AS §5, AS §9)', () => {
  it('security deposit and extra charges reach 1,000,000 and no further', () => {
    expect(config({ securityDeposit: 1_000_000 })).toEqual([]);
    expect(config({ securityDeposit: 1_000_000.01 })).toEqual(['securityDeposit: must be at most 1000000']);
    expect(config({ extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 1_000_000 }] })).toEqual([]);
    expect(config({ extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 1_000_001 }] })).toEqual(['extraCharges.0.price: must be at most 1000000']);
  });
});

describe('stays 1 to 365 nights; 9999 is not a stay bound', () => {
  it('on the unit and on a calendar day', () => {
    expect(config({ minStay: 365, maxStay: 365 })).toEqual([]);
    expect(config({ minStay: 366, maxStay: 366 })).toEqual(['minStay: must be at most 365', 'maxStay: must be at most 365']);
    expect(config({ minStay: 9999, maxStay: 9999 })).toEqual(['minStay: must be at most 365', 'maxStay: must be at most 365']);
    expect(config({ minStay: 0 })).toEqual(['minStay: must be at least 1']);
    expect(day({ minimalLengthOfStay: 365 })).toEqual([]);
    expect(day({ minimalLengthOfStay: 9999 })).toEqual(['minimalLengthOfStay: must be at most 365']);
  });

  it('guests 1 to 99, not 9999', () => {
    expect(issues(UnitPatchSchema, { guests: 99 })).toEqual([]);
    expect(issues(UnitPatchSchema, { guests: 9999 })).toHaveLength(1);
    expect(issues(UnitPatchSchema, { guests: 9999 })[0]).toMatch(/^guests: /);
    expect(config({ extraGuestsCount: 99 })).toEqual([]);
    expect(config({ extraGuestsCount: 9999 })).toEqual(['extraGuestsCount: must be at most 99']);
  });
});

describe('minimum notice: the main list (same day, 1, 2, 3, 7 days; 2 by default)', () => {
  it('offers and accepts same day and 1 day, which only the alternative list disables', () => {
    expect([MINIMUM_NOTICE_DAYS, DEFAULT_MINIMUM_NOTICE_DAYS]).toEqual([[0, 1, 2, 3, 7], 2]);
    for (const days of [0, 1, 2, 3, 7]) expect(config({ minDaysOfNotice: days })).toEqual([]);
    expect(config({ minDaysOfNotice: 4 })).toHaveLength(1);
    expect(v.parse(PriceConfigurationSchema, { nightlyPrice: 100 }).minDaysOfNotice).toBe(2);
  });
});

describe('100 is the largest page a list call may ask for', () => {
  it('limit 100 passes, 101 is refused by name', () => {
    expect(issues(PagedSearchQuerySchema, { limit: '100' })).toEqual([]);
    expect(issues(PagedSearchQuerySchema, { limit: '101' })).toEqual(['limit: limit must be at most 100']);
  });
});

describe('rejection reasons as both specs list them', () => {
  it('inquiries and booking requests have their own five; cancelling has its own list', () => {
    expect(INQUIRY_REJECT_REASONS).toEqual(['OUTDATED_BOOKING_CALENDAR', 'OVERBOOKING', 'RATES_MISMATCH', 'PROPERTY_HAS_DAMAGE', 'OTHER']);
    expect(REQUEST_REJECT_REASONS).toEqual(['OUTDATED_BOOKING_CALENDAR', 'RATES_MISMATCH', 'PROPERTY_IN_BAD_CONDITION', 'SELF_MANAGED_BOOKING', 'OTHER']);
    expect(BOOKING_CANCEL_REASONS).toContain('OTHER');
    expect(BOOKING_CANCEL_REASONS).not.toEqual(REQUEST_REJECT_REASONS);
  });
});
