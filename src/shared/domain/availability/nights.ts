import { nextDay } from './dates';

// Sets of nights as ranges [from, to) (to exclusive, like a check-out). Manual blocks are kept
// normalised: sorted, and no two overlapping or touching (the table's exclusion constraint
// refuses overlaps; merging touching ones too keeps one row per closed stretch).

export interface Nights {
  from: string;
  to: string;
}

/** Sorted, with overlapping or touching ranges joined; empty ranges dropped. */
export function normaliseNights(ranges: readonly Nights[]): Nights[] {
  const sorted = ranges.filter((r) => r.from < r.to).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const out: Nights[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.from <= last.to) {
      if (r.to > last.to) last.to = r.to;
    } else out.push({ from: r.from, to: r.to });
  }
  return out;
}

/** Add the nights of `range` to normalised `blocks`. */
export function blockNights(blocks: readonly Nights[], range: Nights): Nights[] {
  return normaliseNights([...blocks, range]);
}

/** Remove the nights of `range` from `blocks`, cutting the ones it covers in part. */
export function unblockNights(blocks: readonly Nights[], range: Nights): Nights[] {
  const out: Nights[] = [];
  for (const b of blocks) {
    if (b.to <= range.from || b.from >= range.to) {
      out.push({ ...b });
      continue;
    }
    if (b.from < range.from) out.push({ from: b.from, to: range.from });
    if (b.to > range.to) out.push({ from: range.to, to: b.to });
  }
  return normaliseNights(out);
}

/** Every night of the ranges, as yyyy-MM-dd of the evening the guest sleeps there. */
export function nightsOf(ranges: readonly Nights[], within?: { first: string; last: string }): string[] {
  const out: string[] = [];
  for (const r of ranges) {
    const start = within && within.first > r.from ? within.first : r.from;
    for (let d = start; d < r.to && (!within || d <= within.last); d = nextDay(d)) out.push(d);
  }
  return out;
}
