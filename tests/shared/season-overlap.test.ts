import { describe, expect, it } from 'vitest';
import { overlappingSeasons, seasonCovers, seasonsOverlap, type SeasonRange } from '../../src/shared/domain/season-overlap';

const once = (dateFrom: string, dateTo: string): SeasonRange => ({ dateFrom, dateTo, recurrence: 'one-time' });
const yearly = (dateFrom: string, dateTo: string): SeasonRange => ({ dateFrom, dateTo, recurrence: 'recurring' });

describe('season overlap (HC §5)', () => {
  it.each([
    [once('2026-07-01', '2026-07-31'), once('2026-07-31', '2026-08-10'), true],
    [once('2026-07-01', '2026-07-30'), once('2026-07-31', '2026-08-10'), false],
    [once('2026-07-01', '2026-07-31'), once('2027-07-01', '2027-07-31'), false],
    [yearly('2026-07-01', '2026-07-31'), once('2030-07-15', '2030-07-20'), true],
    [yearly('2026-12-20', '2027-01-06'), once('2028-01-02', '2028-01-03'), true],
    [yearly('2026-12-20', '2027-01-06'), yearly('2026-01-07', '2026-12-19'), false],
    [yearly('2026-12-20', '2027-01-06'), yearly('2020-01-06', '2020-01-06'), true],
    [once('2026-01-01', '2027-01-01'), yearly('2026-05-01', '2026-05-02'), true],
  ])('%o and %o overlap: %s', (a, b, expected) => {
    expect(seasonsOverlap(a, b)).toBe(expected);
    expect(seasonsOverlap(b, a)).toBe(expected);
  });

  it('lists every conflicting pair', () => {
    expect(overlappingSeasons([once('2026-01-01', '2026-01-10'), once('2026-02-01', '2026-02-10'), once('2026-01-05', '2026-02-02')])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('a recurring season covers the same month-days every year, across New Year too', () => {
    expect(seasonCovers(yearly('2026-12-20', '2027-01-06'), '2031-01-03')).toBe(true);
    expect(seasonCovers(yearly('2026-12-20', '2027-01-06'), '2031-01-07')).toBe(false);
    expect(seasonCovers(once('2026-12-20', '2027-01-06'), '2031-01-03')).toBe(false);
  });
});
