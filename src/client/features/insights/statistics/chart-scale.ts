// The arithmetic of the statistics charts (AS §2.7): a round axis maximum with
// evenly spaced ticks, bar heights on that axis, and the shares the occupancy bars stack. Pure, so
// the charts only draw and the rules are tested on their own.

/** Ticks above zero on every axis (0 is drawn too). */
export const AXIS_TICKS = 4;

/**
 * The smallest round maximum (tick step 1, 2, 2.5 or 5 × 10^n, times `ticks`) at or above `max`.
 * Counts get whole steps (never 2.5 requests); an empty chart still gets an axis of one step each.
 */
export function niceAxisMax(max: number, options: { ticks?: number; whole?: boolean } = {}): number {
  const ticks = options.ticks ?? AXIS_TICKS;
  const whole = options.whole ?? false;
  if (!Number.isFinite(max) || max <= 0) return ticks;
  const rough = max / ticks;
  let magnitude = 10 ** Math.floor(Math.log10(rough));
  for (;;) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = factor * magnitude;
      if (whole && (step < 1 || !Number.isInteger(step))) continue;
      // A hair of tolerance: 0.1 * 3 is 0.30000000000000004.
      if (step * ticks >= max - max * 1e-9) return roundFloat(step * ticks);
    }
    magnitude *= 10;
  }
}

/** 0, one step, …, the maximum: `ticks` + 1 values. */
export function axisTicks(axisMax: number, ticks = AXIS_TICKS): number[] {
  return Array.from({ length: ticks + 1 }, (_, i) => roundFloat((axisMax / ticks) * i));
}

/** How far up `height` a value reaches on an axis from 0 to `axisMax` (clamped to the chart). */
export function barLength(value: number, axisMax: number, height: number): number {
  if (axisMax <= 0 || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(height, (value / axisMax) * height);
}

/** part / whole, or null when there is no whole to share (formatted as "–", never as 0 %). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export interface NightShares {
  booked: number;
  external: number;
  closed: number;
}

/** A month's nights split into booked here, taken by other channels and closed: shares of all its nights, stacked to at most 1. */
export function nightShares(month: { nights: number; bookedNights: number; externalNights: number; closedNights: number }): NightShares {
  if (month.nights <= 0) return { booked: 0, external: 0, closed: 0 };
  const closed = Math.min(1, month.closedNights / month.nights);
  const booked = Math.min(1 - closed, month.bookedNights / month.nights);
  const external = Math.min(1 - closed - booked, month.externalNights / month.nights);
  return { booked: roundFloat(booked), external: roundFloat(Math.max(0, external)), closed: roundFloat(closed) };
}

/** Drops binary noise (0.30000000000000004 -> 0.3) without rounding real figures. */
const roundFloat = (value: number) => Math.round(value * 1e9) / 1e9;
