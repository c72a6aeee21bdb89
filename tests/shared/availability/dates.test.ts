import { describe, expect, it } from 'vitest';
import { addDays, nextDay } from '../../../src/shared/domain/availability/dates';

// nextDay is addDays(date, 1) without a Date (the loops over a year of days): the same answer.
describe('nextDay', () => {
  it('answers addDays(d, 1) for every day of 1899 to 2101 (month ends, leap years, 1900 and 2000)', () => {
    const differ: string[] = [];
    for (let t = Date.UTC(1899, 0, 1); t <= Date.UTC(2101, 11, 31); t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      if (nextDay(d) !== addDays(d, 1)) differ.push(d);
    }
    expect(differ).toEqual([]);
  });

  it('answers as addDays for the years at the ends of four digits and for days that are not plain', () => {
    for (const d of ['0000-12-31', '0999-12-31', '9998-12-31', '2026-02-29', '2024-02-30', '2026-04-31']) expect(nextDay(d)).toBe(addDays(d, 1));
    for (const d of ['2026-00-10', '2026-13-01', '2026-0:-05', '2026-1-5', '', 'tomorrow']) expect(() => nextDay(d)).toThrow(RangeError);
  });
});
