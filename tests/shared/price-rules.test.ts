import { expect, it } from 'vitest';
import { priceRuleIssues } from '../../src/shared/domain/price-rules';

// The cross-entry rules the server refuses a save with and the pricing forms show while typing.

it('names each entry involved: a service listed twice, the later of two overlapping seasons, a season maximum below its minimum', () => {
  const issues = priceRuleIssues({
    extraCharges: [{ type: 'cleaning' }, { type: 'towels' }, { type: 'cleaning' }],
    seasonsPricing: [
      { dateFrom: '2026-07-01', dateTo: '2026-08-31', recurrence: 'one-time' },
      { dateFrom: '2026-12-20', dateTo: '2027-01-06', recurrence: 'recurring', minStay: 7, maxStay: 5 },
      { dateFrom: '2030-08-30', dateTo: '2030-09-05', recurrence: 'recurring' },
    ],
  });
  expect(issues.map(({ name, code, index, other }) => ({ name, code, index, other }))).toEqual([
    { name: 'extraCharges.2.type', code: 'listedTwice', index: 2, other: undefined },
    { name: 'seasonsPricing.2.dateFrom', code: 'seasonOverlap', index: 2, other: 0 },
    { name: 'seasonsPricing.1.maxStay', code: 'maxBelowMin', index: 1, other: undefined },
  ]);
});

it('finds nothing wrong in distinct services and seasons that only touch by a day apart', () => {
  expect(
    priceRuleIssues({
      extraCharges: [{ type: 'cleaning' }, { type: 'towels' }],
      seasonsPricing: [
        { dateFrom: '2026-07-01', dateTo: '2026-07-31', recurrence: 'one-time' },
        { dateFrom: '2026-08-01', dateTo: '2026-08-31', recurrence: 'one-time' },
      ],
    }),
  ).toEqual([]);
});
