import type { DayState } from '../../schemas/availability';
import { nextDay } from './dates';
import { normaliseNights, type Nights } from './nights';

// HC §4 Calendar marking: a day is blocked when any event holds its night; a range of days is
// blocked when every day is, available when none is, and mixed (no single state) otherwise.

/** The state of every day first..last (both included), given the nights events hold. */
export function dayStates(taken: readonly Nights[], first: string, last: string): { date: string; state: DayState }[] {
  const ranges = normaliseNights(taken);
  const out: { date: string; state: DayState }[] = [];
  let i = 0;
  for (let d = first; d <= last; d = nextDay(d)) {
    while (i < ranges.length && ranges[i].to <= d) i++;
    out.push({ date: d, state: i < ranges.length && ranges[i].from <= d ? 'blocked' : 'available' });
  }
  return out;
}

export type MarkingState = DayState | 'mixed';

/** The state of a marked range of days: blocked, available, or mixed; an empty range is available. */
export function markingState(states: readonly DayState[]): MarkingState {
  const blocked = states.filter((s) => s === 'blocked').length;
  if (blocked === 0) return 'available';
  return blocked === states.length ? 'blocked' : 'mixed';
}

/** Whether [from, to) shares a night with any of the ranges (normalised: sorted, apart). */
export function sharesNight(ranges: readonly Nights[], r: Nights): boolean {
  // Binary search for the last range starting before r ends.
  let lo = 0;
  let hi = ranges.length - 1;
  let idx = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].from < r.to) {
      idx = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return idx >= 0 && ranges[idx].to > r.from;
}
