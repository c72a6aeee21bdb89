import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween, daysToNights, eachDay, nightsToDays } from '../../../src/shared/domain/availability/dates';
import { blockNights, nightsOf, normaliseNights, unblockNights, type Nights } from '../../../src/shared/domain/availability/nights';

const BASE = '2027-02-20'; // crosses the end of February and of a month on purpose
const rangeArb = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 15 })).map(([start, len]): Nights => ({ from: addDays(BASE, start), to: addDays(BASE, start + len) }));
const blocksArb = fc.array(rangeArb, { maxLength: 8 }).map(normaliseNights);
const nightSet = (ranges: readonly Nights[]) => new Set(nightsOf(ranges));
const isNormalised = (ranges: readonly Nights[]) => ranges.every((r, i) => r.from < r.to && (i === 0 || ranges[i - 1].to < r.from));

describe('day arithmetic', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2027-03-30', '2027-04-02')).toBe(3);
    expect(eachDay('2027-12-30', '2028-01-01')).toEqual(['2027-12-30', '2027-12-31', '2028-01-01']);
  });

  it('days and nights convert both ways (a day range always has its last night)', () => {
    expect(daysToNights({ dateFrom: '2027-05-01', dateTo: '2027-05-01' })).toEqual({ from: '2027-05-01', to: '2027-05-02' });
    fc.assert(fc.property(rangeArb, (r) => {
      expect(daysToNights(nightsToDays(r))).toEqual(r);
    }));
  });
});

describe('manual blocks', () => {
  it('normalising keeps every night and leaves no overlapping or touching ranges', () => {
    fc.assert(
      fc.property(fc.array(rangeArb, { maxLength: 10 }), (ranges) => {
        const out = normaliseNights(ranges);
        expect(isNormalised(out)).toBe(true);
        expect(nightSet(out)).toEqual(nightSet(ranges));
      }),
    );
  });

  it('block adds exactly the range and stays normalised', () => {
    fc.assert(
      fc.property(blocksArb, rangeArb, (blocks, range) => {
        const out = blockNights(blocks, range);
        expect(isNormalised(out)).toBe(true);
        expect(nightSet(out)).toEqual(new Set([...nightSet(blocks), ...nightSet([range])]));
      }),
    );
  });

  it('unblock removes exactly the range and stays normalised', () => {
    fc.assert(
      fc.property(blocksArb, rangeArb, (blocks, range) => {
        const out = unblockNights(blocks, range);
        expect(isNormalised(out)).toBe(true);
        const cut = nightSet([range]);
        expect(nightSet(out)).toEqual(new Set([...nightSet(blocks)].filter((n) => !cut.has(n))));
      }),
    );
  });

  it('block then unblock of days that were open restores the blocks', () => {
    fc.assert(
      fc.property(blocksArb, rangeArb, (blocks, range) => {
        const open = unblockNights(blocks, range); // make sure the range was open
        expect(unblockNights(blockNights(open, range), range)).toEqual(open);
      }),
    );
  });

  it('touching blocks merge; unblocking the middle splits', () => {
    expect(blockNights([{ from: '2027-05-01', to: '2027-05-03' }], { from: '2027-05-03', to: '2027-05-04' })).toEqual([{ from: '2027-05-01', to: '2027-05-04' }]);
    expect(unblockNights([{ from: '2027-05-01', to: '2027-05-05' }], { from: '2027-05-02', to: '2027-05-03' })).toEqual([
      { from: '2027-05-01', to: '2027-05-02' },
      { from: '2027-05-03', to: '2027-05-05' },
    ]);
  });

  it('nightsOf clips to a window of days', () => {
    expect(nightsOf([{ from: '2027-05-01', to: '2027-05-05' }], { first: '2027-05-02', last: '2027-05-03' })).toEqual(['2027-05-02', '2027-05-03']);
  });
});

describe('block range rules', () => {
  const today = '2027-03-10';
  it('needs a start; the end may be left out; closing refuses the past, opening does not', async () => {
    const { blockRangeProblems } = await import('../../../src/shared/domain/availability/block-range');
    expect(blockRangeProblems({ dateFrom: '' }, { today, closing: true })).toEqual({ dateFrom: 'required' });
    expect(blockRangeProblems({ dateFrom: '2027-03-10', dateTo: '' }, { today, closing: true })).toEqual({});
    expect(blockRangeProblems({ dateFrom: '2027-03-09' }, { today, closing: true })).toEqual({ dateFrom: 'past' });
    expect(blockRangeProblems({ dateFrom: '2027-03-09' }, { today, closing: false })).toEqual({});
    expect(blockRangeProblems({ dateFrom: '2027-03-12', dateTo: '2027-03-11' }, { today, closing: true })).toEqual({ dateTo: 'endBeforeStart' });
    expect(blockRangeProblems({ dateFrom: '2027-03-12', dateTo: '2028-06-11' }, { today, closing: true })).toEqual({ dateTo: 'tooLong' });
    expect(blockRangeProblems({ dateFrom: '12/03/2027' }, { today, closing: true })).toEqual({ dateFrom: 'format' });
  });
});
