import { describe, expect, it } from 'vitest';
import { earningOf, earningsCsv, effectivePlan, roundCents, totalsByCurrency } from '../../src/shared/domain/earnings';

// The one rounding rule of the earnings tab, shared by the server's answer and the browser's CSV.

describe('earnings rule', () => {
  it('rounds half away from zero to cents, despite binary floats', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(30.015)).toBe(30.02);
    expect(roundCents(144.99855)).toBe(145);
    expect(roundCents(-2.675)).toBe(-2.68);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
  });

  it("takes the plan's commission from the rounded gross; net is gross minus that commission", () => {
    expect(earningOf(1234.56, 'host_only')).toEqual({ gross: 1234.56, commissionPercent: 15, commission: 185.18, net: 1049.38 });
    expect(earningOf(999.99, 'host_only_14_5')).toEqual({ gross: 999.99, commissionPercent: 14.5, commission: 145, net: 854.99 });
    expect(earningOf(321.45, 'subscription')).toEqual({ gross: 321.45, commissionPercent: 0, commission: 0, net: 321.45 });
    expect(earningOf(100.004, 'hybrid_7')).toEqual({ gross: 100, commissionPercent: 7, commission: 7, net: 93 });
  });

  it("bills a property without a plan at its host's first plan", () => {
    expect(effectivePlan(null, { commercialModel: 'commission' })).toBe('split');
    expect(effectivePlan(undefined, { commercialModel: 'subscription' })).toBe('subscription');
    expect(effectivePlan('nonsense', { commercialModel: 'commission' })).toBe('split');
    expect(effectivePlan('hybrid_13', { commercialModel: 'commission' })).toBe('hybrid_13');
  });

  it('totals per currency without adding currencies together', () => {
    const lines = [
      { currency: 'EUR', gross: 0.1, commission: 0.01, net: 0.09 },
      { currency: 'EUR', gross: 0.2, commission: 0.02, net: 0.18 },
      { currency: 'CHF', gross: 10, commission: 1, net: 9 },
    ];
    expect(totalsByCurrency(lines)).toEqual([
      { currency: 'CHF', count: 1, gross: 10, commission: 1, net: 9 },
      { currency: 'EUR', count: 2, gross: 0.3, commission: 0.03, net: 0.27 },
    ]);
  });

  it('writes CSV cells quoted where needed and formulas defused', () => {
    // The portal's CSV rule (tests/shared/csv.test.ts): byte order mark first, `,` unless asked for `;`.
    expect(earningsCsv(['a', 'b'], [['x,y', '=SUM(A1)'], ['say "hi"', 12.5]])).toBe('\uFEFFa,b\r\n"x,y",\'=SUM(A1)\r\n"say ""hi""",12.5\r\n');
    expect(earningsCsv(['a', 'b'], [['x,y', '=SUM(A1)']], 'semicolon')).toBe('\uFEFFa;b\r\n"x,y";\'=SUM(A1)\r\n');
  });
});
