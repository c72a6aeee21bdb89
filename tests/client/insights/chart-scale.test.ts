import { describe, expect, it } from 'vitest';
import { axisTicks, barLength, niceAxisMax, nightShares, shareOf } from '../../../src/client/features/insights/statistics/chart-scale';

// The statistics charts' arithmetic: round axis maxima, ticks, bar lengths and stacked shares.

describe('niceAxisMax', () => {
  it('rounds up to four steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceAxisMax(1234.56)).toBe(2000); // step 500
    expect(niceAxisMax(950)).toBe(1000); // step 250
    expect(niceAxisMax(400)).toBe(400); // exactly four steps of 100
    expect(niceAxisMax(401)).toBe(800); // step 200
    expect(niceAxisMax(0.3)).toBe(0.4); // binary noise does not push it past 0.4
    expect(niceAxisMax(0.93)).toBe(1);
    expect(niceAxisMax(7, { ticks: 5 })).toBe(10); // step 2
  });

  it('gives counts whole steps, and an empty chart an axis of one per step', () => {
    expect(niceAxisMax(3, { whole: true })).toBe(4);
    expect(niceAxisMax(9, { whole: true })).toBe(20); // 2.5 is no count: step 5
    expect(niceAxisMax(9)).toBe(10); // step 2.5 for amounts
    expect(niceAxisMax(0.4, { whole: true })).toBe(4);
    expect(niceAxisMax(0)).toBe(4);
    expect(niceAxisMax(Number.NaN)).toBe(4);
  });
});

describe('axisTicks and barLength', () => {
  it('spaces the ticks evenly from 0 to the maximum', () => {
    expect(axisTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(axisTicks(0.4)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(axisTicks(10, 2)).toEqual([0, 5, 10]);
  });

  it('scales a value to the chart height, never past it nor below zero', () => {
    expect(barLength(500, 2000, 160)).toBe(40);
    expect(barLength(3000, 2000, 160)).toBe(160);
    expect(barLength(-5, 2000, 160)).toBe(0);
    expect(barLength(5, 0, 160)).toBe(0);
  });
});

describe('shares', () => {
  it('shares a whole, and has none without one', () => {
    expect(shareOf(3, 4)).toBe(0.75);
    expect(shareOf(0, 0)).toBeNull();
  });

  it('stacks a month as booked, other channels and closed shares of its nights', () => {
    expect(nightShares({ nights: 30, bookedNights: 15, externalNights: 6, closedNights: 3 })).toEqual({ booked: 0.5, external: 0.2, closed: 0.1 });
    // Figures that overlap never stack past the month.
    const over = nightShares({ nights: 10, bookedNights: 8, externalNights: 8, closedNights: 4 });
    expect(over).toEqual({ booked: 0.6, external: 0, closed: 0.4 });
    expect(nightShares({ nights: 0, bookedNights: 0, externalNights: 0, closedNights: 0 })).toEqual({ booked: 0, external: 0, closed: 0 });
  });
});
