import { describe, expect, it } from 'vitest';
import { unitEarningsOfYear } from '../../../src/shared/domain/insights/unit-earnings';

// A unit's earnings per month and currency, with the earnings tab's rounding (commission rounded
// per stay, then summed).

const commissionHost = { commercialModel: 'commission' as const };

describe('unit earnings of a year', () => {
  it('groups stays by check-in month and currency, twelve months each, commission rounded per stay', () => {
    const series = unitEarningsOfYear(
      [
        { checkIn: '2030-03-10', currency: 'EUR', totalAmount: 200.1, plan: 'host_only' }, // 30.015 -> 30.02
        { checkIn: '2030-03-30', currency: 'EUR', totalAmount: 200.1, plan: 'host_only' },
        { checkIn: '2030-12-31', currency: 'EUR', totalAmount: 100, plan: null }, // split, 8 %
        { checkIn: '2030-07-01', currency: 'CHF', totalAmount: 99.99, plan: 'host_only' },
      ],
      commissionHost,
    );
    expect(series.map((s) => s.currency)).toEqual(['CHF', 'EUR']);
    const eur = series[1];
    expect(eur.months).toHaveLength(12);
    expect(eur.months[2]).toEqual({ month: 3, stays: 2, gross: 400.2, commission: 60.04, net: 340.16 });
    expect(eur.months[11]).toEqual({ month: 12, stays: 1, gross: 100, commission: 8, net: 92 });
    expect(eur.months[0]).toEqual({ month: 1, stays: 0, gross: 0, commission: 0, net: 0 });
    expect(eur.total).toEqual({ month: 0, stays: 3, gross: 500.2, commission: 68.04, net: 432.16 });
    expect(series[0].total).toEqual({ month: 0, stays: 1, gross: 99.99, commission: 15, net: 84.99 });
  });

  it('answers no series without stays', () => {
    expect(unitEarningsOfYear([], commissionHost)).toEqual([]);
  });
});
