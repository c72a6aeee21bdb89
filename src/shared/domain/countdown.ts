// The countdown to a deadline (AS §4 "Countdown": hours and minutes remaining,
// refreshed every 60 s; AS §9 countdown interval 60 s). Pure: the browser's ui/countdown.tsx shows it.

export const COUNTDOWN_INTERVAL_MS = 60_000;

const MINUTE = 60_000;

export type Remaining =
  | { state: 'expired' }
  /** Under a minute left: 'less than a minute', not '0 min'. */
  | { state: 'underMinute' }
  | { state: 'running'; hours: number; minutes: number };

/** Whole hours and minutes left until the deadline (rounded down, so a minute shown is a minute there). */
export function remainingTime(deadline: string | number | Date, now: number): Remaining {
  const end = typeof deadline === 'number' ? deadline : new Date(deadline).getTime();
  const left = end - now;
  if (!Number.isFinite(left) || left <= 0) return { state: 'expired' };
  if (left < MINUTE) return { state: 'underMinute' };
  const total = Math.floor(left / MINUTE);
  return { state: 'running', hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * The largest unit that still says something about a span of time: minutes under an hour, hours
 * under two days, then days; a started minute counts as one. For short texts ("in 5 hr", "3 days
 * ago") where hours and minutes would be too much.
 */
export function largestUnit(ms: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  const minutes = Math.max(1, Math.ceil(Math.abs(ms) / MINUTE));
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { value: hours, unit: 'hour' };
  return { value: Math.floor(hours / 24), unit: 'day' };
}
