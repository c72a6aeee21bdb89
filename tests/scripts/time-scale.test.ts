import { describe, expect, it } from 'vitest';
import { parseTimeScale } from '../support/time-scale';

describe('TEST_TIME_SCALE', () => {
  it('is 1 when unset or empty, and the number given otherwise', () => {
    expect(parseTimeScale(undefined)).toBe(1);
    expect(parseTimeScale('')).toBe(1);
    expect(parseTimeScale('3')).toBe(3);
    expect(parseTimeScale('1.5')).toBe(1.5);
  });

  it('refuses what is no number from 1 to 10, naming the variable', () => {
    for (const bad of ['three', '0.5', '0', '-2', '11', 'Infinity']) {
      expect(() => parseTimeScale(bad), bad).toThrow(/TEST_TIME_SCALE must be a number from 1 to 10/);
    }
  });
});
