import { describe, expect, it } from 'vitest';
import { RELOAD_AFTER_VISIBLE_MS, shouldReloadOnVisible } from '../../src/shared/domain/page-reload';

const H = 3_600_000;
const loaded = Date.UTC(2026, 0, 1);

describe('shouldReloadOnVisible (AS §4, AS §9: 12 hours)', () => {
  it('uses 43,200,000 ms', () => expect(RELOAD_AFTER_VISIBLE_MS).toBe(43_200_000));

  it.each([
    ['just loaded', 0, false],
    ['one hour', H, false],
    ['exactly 12 hours is not more than 12 hours', 12 * H, false],
    ['12 hours and 1 ms', 12 * H + 1, true],
    ['two days', 48 * H, true],
    ['clock went backwards', -H, false],
  ])('%s', (_name, elapsed, expected) => {
    expect(shouldReloadOnVisible(loaded, loaded + elapsed)).toBe(expected);
  });

  it('never reloads on a broken clock value', () => {
    expect(shouldReloadOnVisible(Number.NaN, loaded)).toBe(false);
    expect(shouldReloadOnVisible(loaded, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
