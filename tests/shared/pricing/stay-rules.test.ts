import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightPrices } from '../../../src/shared/domain/pricing/night-prices';
import { nightsToCheck, stayProblems, type StayRulesContext } from '../../../src/shared/domain/pricing/stay-rules';
import { addDays } from '../../../src/shared/domain/pricing/dates';
import type { PriceConfiguration } from '../../../src/shared/schemas/price-configuration';
import { config, isoDay } from './arbitraries';

const TODAY = '2026-03-02'; // a Monday

function problems(cfg: PriceConfiguration, checkIn: string, checkOut: string, opts: Partial<StayRulesContext> & { guests?: number } = {}) {
  const { guests = 2, ...ctx } = opts;
  return stayProblems(
    { checkIn, checkOut, guests },
    {
      days: nightPrices(cfg, { dateFrom: checkIn, dateTo: checkOut }),
      today: TODAY,
      minDaysOfNotice: cfg.minDaysOfNotice,
      preparationTime: cfg.preparationTime,
      capacity: 4,
      taken: new Set(),
      ...ctx,
    },
  );
}
const codes = (p: { code: string }[]) => p.map((x) => x.code);

describe('stay rules', () => {
  it('allows a plain stay', () => {
    expect(problems(config({ minDaysOfNotice: 2 }), '2026-03-10', '2026-03-12')).toEqual([]);
  });

  it('needs the check-in day’s minimum and maximum stay (season values on its days)', () => {
    const cfg = config({ minStay: 2, maxStay: 10, seasonsPricing: [{ dateFrom: '2026-07-01', dateTo: '2026-07-31', price: 100, minStay: 5 }] });
    expect(problems(cfg, '2026-03-10', '2026-03-11')).toEqual([{ field: 'checkOut', code: 'minStay', nights: 1, minStay: 2 }]);
    expect(problems(cfg, '2026-03-10', '2026-03-21')).toEqual([{ field: 'checkOut', code: 'maxStay', nights: 11, maxStay: 10 }]);
    expect(codes(problems(cfg, '2026-07-01', '2026-07-04'))).toEqual(['minStay']);
    // Starting the day before the season, the default minimum decides.
    expect(problems(cfg, '2026-06-30', '2026-07-03')).toEqual([]);
  });

  it('checks the check-in and check-out weekdays (0 = Sunday)', () => {
    const cfg = config({ checkInDays: [6], checkOutDays: [6] });
    // 2026-03-14 is a Saturday, 2026-03-15 a Sunday.
    expect(problems(cfg, '2026-03-14', '2026-03-21')).toEqual([]);
    expect(problems(cfg, '2026-03-15', '2026-03-22')).toEqual([
      { field: 'checkIn', code: 'checkInDay', weekday: 0, allowed: [6] },
      { field: 'checkOut', code: 'checkOutDay', weekday: 0, allowed: [6] },
    ]);
    // A season's days override on the check-out day.
    const summer = config({ checkOutDays: [6], seasonsPricing: [{ dateFrom: '2026-03-22', dateTo: '2026-03-22', price: 50, checkOutDays: [0] }] });
    expect(problems(summer, '2026-03-15', '2026-03-22')).toEqual([]);
  });

  it('needs the minimum notice from today, and never a past check-in', () => {
    const cfg = config({ minDaysOfNotice: 3 });
    expect(problems(cfg, '2026-03-04', '2026-03-08')).toEqual([{ field: 'checkIn', code: 'tooSoon', minDaysOfNotice: 3, earliest: '2026-03-05' }]);
    expect(problems(cfg, '2026-03-05', '2026-03-08')).toEqual([]);
    expect(problems(config({ minDaysOfNotice: 0 }), TODAY, '2026-03-04')).toEqual([]);
    expect(problems(config({ minDaysOfNotice: 0 }), '2026-03-01', '2026-03-04')).toEqual([{ field: 'checkIn', code: 'inPast' }]);
  });

  it('limits guests to the unit’s capacity', () => {
    expect(problems(config(), '2026-03-10', '2026-03-12', { guests: 5 })).toEqual([{ field: 'guests', code: 'overCapacity', guests: 5, capacity: 4 }]);
    expect(problems(config(), '2026-03-10', '2026-03-12', { guests: 5, capacity: null })).toEqual([]);
  });

  it('refuses taken nights; the check-out day itself may be taken', () => {
    const taken = new Set(['2026-03-11', '2026-03-13']);
    expect(problems(config(), '2026-03-10', '2026-03-13', { taken })).toEqual([{ field: 'checkIn', code: 'unavailable', dates: ['2026-03-11'] }]);
    expect(problems(config(), '2026-03-12', '2026-03-13', { taken })).toEqual([]);
  });

  it('keeps the preparation time free before check-in and after check-out', () => {
    const cfg = config({ preparationTime: 2 });
    const taken = new Set(['2026-03-07', '2026-03-15']);
    expect(codes(problems(cfg, '2026-03-10', '2026-03-14', { taken }))).toEqual(['preparationAfter']);
    expect(codes(problems(cfg, '2026-03-09', '2026-03-13', { taken }))).toEqual(['preparationBefore']);
    expect(problems(cfg, '2026-03-11', '2026-03-13', { taken })).toEqual([]);
    expect(nightsToCheck({ checkIn: '2026-03-10', checkOut: '2026-03-14' }, 2)).toEqual({ dateFrom: '2026-03-08', dateTo: '2026-03-15' });
    expect(nightsToCheck({ checkIn: '2026-03-10', checkOut: '2026-03-14' }, 0)).toEqual({ dateFrom: '2026-03-10', dateTo: '2026-03-13' });
  });

  it('a stay is free exactly when none of its nights (and preparation nights) is taken', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 20 }), fc.constantFrom(0, 1, 2), fc.array(fc.integer({ min: -5, max: 25 }), { maxLength: 6 }), (from, n, prep, offsets) => {
        const checkIn = addDays(from, 400);
        const checkOut = addDays(checkIn, n);
        const taken = new Set(offsets.map((o) => addDays(checkIn, o)));
        const found = problems(config({ preparationTime: prep, minDaysOfNotice: 0 }), checkIn, checkOut, { taken });
        const range = nightsToCheck({ checkIn, checkOut }, prep);
        const blocking = [...taken].some((d) => d >= range.dateFrom && d <= range.dateTo);
        expect(found.length > 0).toBe(blocking);
      }),
    );
  });
});
