import { MAX_RANGE_DAYS } from '../../schemas/availability';
import { daysBetween } from './dates';

// What a request to close or open days must satisfy (HC §4 Unavailabilities: a start is
// needed, the end defaults to the start). Shared so the form says it before the server does.

export type BlockRangeProblem = 'required' | 'format' | 'past' | 'endBeforeStart' | 'tooLong';
export type BlockRangeProblems = Partial<Record<'dateFrom' | 'dateTo', BlockRangeProblem>>;

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Problems of days [dateFrom, dateTo || dateFrom]; closing (not opening) refuses days before today. */
export function blockRangeProblems(range: { dateFrom: string; dateTo?: string }, options: { today: string; closing: boolean }): BlockRangeProblems {
  const { dateFrom } = range;
  const dateTo = range.dateTo || undefined;
  if (!dateFrom) return { dateFrom: 'required' };
  if (!isDay(dateFrom)) return { dateFrom: 'format' };
  if (dateTo !== undefined && !isDay(dateTo)) return { dateTo: 'format' };
  if (options.closing && dateFrom < options.today) return { dateFrom: 'past' };
  if (dateTo !== undefined && dateTo < dateFrom) return { dateTo: 'endBeforeStart' };
  if (dateTo !== undefined && daysBetween(dateFrom, dateTo) >= MAX_RANGE_DAYS) return { dateTo: 'tooLong' };
  return {};
}
