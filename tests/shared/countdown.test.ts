import { describe, expect, it } from 'vitest';
import { largestUnit, remainingTime } from '../../src/shared/domain/countdown';

// AS §4 "Countdown": hours and minutes left until a deadline.
const deadline = '2026-11-23T12:00:00Z';
const before = (ms: number) => Date.parse(deadline) - ms;
const MIN = 60_000;

describe('remainingTime', () => {
  it.each([
    [5 * 60 * MIN + 12 * MIN, { state: 'running', hours: 5, minutes: 12 }],
    // A started minute is not shown as a whole one: 12 min 59 s reads 12 min.
    [12 * MIN + 59_000, { state: 'running', hours: 0, minutes: 12 }],
    [60 * MIN, { state: 'running', hours: 1, minutes: 0 }],
    [50 * 60 * MIN + MIN, { state: 'running', hours: 50, minutes: 1 }],
    [MIN, { state: 'running', hours: 0, minutes: 1 }],
    [59_999, { state: 'underMinute' }],
    [1, { state: 'underMinute' }],
    [0, { state: 'expired' }],
    [-5 * MIN, { state: 'expired' }],
  ])('%d ms before the deadline -> %o', (ms, expected) => {
    expect(remainingTime(deadline, before(ms))).toEqual(expected);
  });

  it('takes a date, an ISO text or epoch milliseconds, and calls an unreadable deadline expired', () => {
    const now = before(90 * MIN);
    expect(remainingTime(new Date(deadline), now)).toEqual(remainingTime(deadline, now));
    expect(remainingTime(Date.parse(deadline), now)).toEqual({ state: 'running', hours: 1, minutes: 30 });
    expect(remainingTime('not a date', now)).toEqual({ state: 'expired' });
  });
});

describe('largestUnit', () => {
  it.each([
    [30_000, { value: 1, unit: 'minute' }],
    [59 * MIN, { value: 59, unit: 'minute' }],
    [60 * MIN, { value: 1, unit: 'hour' }],
    [47 * 60 * MIN + 59 * MIN, { value: 47, unit: 'hour' }],
    [48 * 60 * MIN, { value: 2, unit: 'day' }],
    // A span in the past ("3 days ago") is measured the same way.
    [-80 * 60 * MIN, { value: 3, unit: 'day' }],
  ])('%d ms -> %o', (ms, expected) => {
    expect(largestUnit(ms)).toEqual(expected);
  });
});
