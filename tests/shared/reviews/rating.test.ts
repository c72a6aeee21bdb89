import { describe, expect, it } from 'vitest';
import { averageRating, ratingDistribution, ratingSummary } from '../../../src/shared/domain/reviews/rating';

describe('unit rating', () => {
  it('has no average without reviews', () => {
    expect(ratingSummary(ratingDistribution([]))).toEqual({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
  });

  it('counts reviews per star (1 first) and ignores stars outside 1..5', () => {
    expect(ratingDistribution([{ rating: 5, count: 3 }, { rating: 1, count: 2 }, { rating: 5, count: 1 }, { rating: 0, count: 9 }, { rating: 6, count: 9 }, { rating: 2.5, count: 9 }])).toEqual([2, 0, 0, 0, 4]);
  });

  it('rounds the average to one decimal, half up, without binary drift', () => {
    expect(averageRating([0, 0, 0, 1, 1])).toBe(4.5);
    expect(averageRating([0, 0, 1, 1, 1])).toBe(4);
    expect(averageRating([0, 0, 0, 3, 1])).toBe(4.3); // 4.25 -> 4.3
    expect(averageRating([0, 0, 0, 13, 7])).toBe(4.4); // 4.35 -> 4.4 (4.35 * 10 is 43.4999... in floating point)
    expect(averageRating([1, 0, 0, 0, 2])).toBe(3.7); // 11/3 = 3.666...
    expect(averageRating([1, 1, 0, 0, 0])).toBe(1.5);
  });

  it('sums the count', () => {
    expect(ratingSummary([1, 2, 3, 4, 5]).count).toBe(15);
  });
});
