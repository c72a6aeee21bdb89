import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nightPrices } from '../../../src/shared/domain/pricing/night-prices';
import { addDays } from '../../../src/shared/domain/pricing/dates';
import { seasonCovers } from '../../../src/shared/domain/season-overlap';
import { config, configuration, isoDay, overrides } from './arbitraries';

describe('night prices (override > season > default)', () => {
  it('gives every day of the range once, in order, from the right source', () => {
    fc.assert(
      fc.property(configuration, isoDay, fc.integer({ min: 0, max: 60 }), overrides, (cfg, from, length, days) => {
        const rows = days.map((d) => ({ day: addDays(from, d.offset), price: d.price, minimalLengthOfStay: null, maximalLengthOfStay: null }));
        const items = nightPrices(cfg, { dateFrom: from, dateTo: addDays(from, length) }, rows);
        expect(items.map((i) => i.date)).toEqual(Array.from({ length: length + 1 }, (_, k) => addDays(from, k)));
        for (const item of items) {
          const row = rows.filter((r) => r.day === item.date).at(-1);
          const season = cfg.seasonsPricing.find((s) => seasonCovers(s, item.date));
          expect(item.price).toBe(row?.price ?? season?.price ?? cfg.nightlyPrice);
          expect(item.source).toBe(row?.price != null ? 'day' : season ? 'season' : 'default');
        }
      }),
    );
  });

  it('takes stay limits, extra guest price and weekdays from the season on its days', () => {
    const cfg = config({
      nightlyPrice: 80,
      minStay: 2,
      maxStay: 20,
      extraGuestPrice: 10,
      checkInDays: [6],
      seasonsPricing: [{ dateFrom: '2026-08-01', dateTo: '2026-08-31', recurrence: 'recurring', price: 120, minStay: 7, extraGuestPrice: 25, checkInDays: [0] }],
    });
    const [jul, aug] = nightPrices(cfg, { dateFrom: '2030-07-31', dateTo: '2030-08-01' }, [
      { day: '2030-08-01', price: null, minimalLengthOfStay: null, maximalLengthOfStay: 10 },
    ]);
    expect(jul).toMatchObject({ price: 80, minimalLengthOfStay: 2, maximalLengthOfStay: 20, source: 'default', extraGuestPrice: 10, checkInDays: [6] });
    // A recurring season counts every year; the override of maxStay alone makes the day's source 'day'.
    expect(aug).toMatchObject({ price: 120, minimalLengthOfStay: 7, maximalLengthOfStay: 10, source: 'day', extraGuestPrice: 25, checkInDays: [0] });
  });
});
