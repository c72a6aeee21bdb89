// A unit's rating from its guests' reviews (AS §2.7 "a rating per unit"): how many
// reviews gave each number of stars, their average rounded to one decimal (half up), none
// without reviews. The server counts per star in SQL; the browser shows the same figures.

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** distribution[i] = reviews with i + 1 stars; always RATING_MAX entries. */
export type RatingDistribution = number[];

/** Counts per star from (stars, count) pairs; stars outside 1..5 are ignored. */
export function ratingDistribution(rows: Iterable<{ rating: number; count: number }>): RatingDistribution {
  const distribution = new Array<number>(RATING_MAX).fill(0);
  for (const { rating, count } of rows) {
    if (Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX) distribution[rating - 1] += count;
  }
  return distribution;
}

/**
 * The average stars rounded to one decimal, half up (4.25 -> 4.3), or null without reviews.
 * Computed on whole numbers (ten times the star sum over the count) so 4.35 does not become 4.3.
 */
export function averageRating(distribution: RatingDistribution): number | null {
  let count = 0;
  let stars = 0;
  distribution.forEach((n, i) => {
    count += n;
    stars += n * (i + 1);
  });
  if (count === 0) return null;
  return Math.round((stars * 10) / count) / 10;
}

export function ratingSummary(distribution: RatingDistribution): { average: number | null; count: number; distribution: RatingDistribution } {
  return { average: averageRating(distribution), count: distribution.reduce((a, b) => a + b, 0), distribution: [...distribution] };
}
