import { describe, expect, it } from 'vitest';
import { seasonDateRange, withSeasonRanges } from '../../src/shared/domain/season-range';

describe('season dateRange (HC §3)', () => {
  it('is the ISO 8601 interval of the two days', () => {
    expect(seasonDateRange({ dateFrom: '2026-12-20', dateTo: '2027-01-06' })).toBe('2026-12-20/2027-01-06');
  });

  it('is added to every season of an answered configuration, the rest untouched', () => {
    const cfg = { nightlyPrice: 100, seasonsPricing: [{ id: 's1', dateFrom: '2026-07-01', dateTo: '2026-07-31', price: 150 }] };
    expect(withSeasonRanges(cfg)).toEqual({ nightlyPrice: 100, seasonsPricing: [{ id: 's1', dateFrom: '2026-07-01', dateTo: '2026-07-31', price: 150, dateRange: '2026-07-01/2026-07-31' }] });
    expect(cfg.seasonsPricing[0]).not.toHaveProperty('dateRange');
  });
});
