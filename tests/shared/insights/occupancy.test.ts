import { describe, expect, it } from 'vitest';
import { occupancyOfYear } from '../../../src/shared/domain/insights/occupancy';
import { nightsInMonth, nightsInYear } from '../../../src/shared/domain/insights/calendar-year';

// Nights of a unit per month: split across month and year boundaries, each night counted once
// (booked over closed over external).

const none = { booked: [], closed: [], external: [] };
const month = (r: ReturnType<typeof occupancyOfYear>, m: number) => r.months[m - 1];

describe('calendar', () => {
  it('knows the nights of months and years, leap years included', () => {
    expect([2024, 2025, 2100, 2000].map((y) => nightsInMonth(y, 2))).toEqual([29, 28, 28, 29]);
    expect([2024, 2025].map(nightsInYear)).toEqual([366, 365]);
    expect([1, 4, 12].map((m) => nightsInMonth(2025, m))).toEqual([31, 30, 31]);
  });
});

describe('occupancy of a year', () => {
  it('always answers twelve months with their nights, and null rates only when nothing is available', () => {
    const r = occupancyOfYear(2024, none);
    expect(r.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(month(r, 2)).toEqual({ month: 2, nights: 29, closedNights: 0, availableNights: 29, bookedNights: 0, externalNights: 0, rate: 0, rateWithExternal: 0 });
    expect(r.total.nights).toBe(366);
    const closedAll = occupancyOfYear(2025, { ...none, closed: [{ from: '2025-02-01', to: '2025-03-01' }] });
    expect(month(closedAll, 2)).toMatchObject({ closedNights: 28, availableNights: 0, rate: null, rateWithExternal: null });
  });

  it('splits a stay across months: the check-out day is not a night', () => {
    const r = occupancyOfYear(2024, { ...none, booked: [{ from: '2024-02-27', to: '2024-03-03' }] });
    expect([month(r, 2).bookedNights, month(r, 3).bookedNights]).toEqual([3, 2]); // 27, 28, 29 Feb (leap) and 1, 2 Mar
    expect(month(r, 2).rate).toBe(Number((3 / 29).toFixed(4)));
    const common = occupancyOfYear(2025, { ...none, booked: [{ from: '2025-02-27', to: '2025-03-03' }] });
    expect([month(common, 2).bookedNights, month(common, 3).bookedNights]).toEqual([2, 2]);
  });

  it('keeps only the nights of the asked year of a stay over new year', () => {
    const stay = { from: '2024-12-29', to: '2025-01-04' };
    const before = occupancyOfYear(2024, { ...none, booked: [stay] });
    const after = occupancyOfYear(2025, { ...none, booked: [stay] });
    expect(month(before, 12).bookedNights).toBe(3);
    expect(before.total.bookedNights).toBe(3);
    expect(month(after, 1).bookedNights).toBe(3);
    expect(after.total.bookedNights).toBe(3);
  });

  it('counts a night once: booked wins over closed, closed over external', () => {
    const r = occupancyOfYear(2025, {
      booked: [{ from: '2025-06-10', to: '2025-06-15' }, { from: '2025-06-12', to: '2025-06-14' }], // overlapping stays: 5 nights
      closed: [{ from: '2025-06-14', to: '2025-06-20' }], // 14 is booked: 5 closed nights (15..19)
      external: [{ from: '2025-06-01', to: '2025-06-25' }], // everything not booked or closed: 24 - 5 - 5 = 14
    });
    expect(month(r, 6)).toEqual({
      month: 6,
      nights: 30,
      closedNights: 5,
      availableNights: 25,
      bookedNights: 5,
      externalNights: 14,
      rate: 0.2,
      rateWithExternal: 0.76,
    });
    expect(r.total).toMatchObject({ month: 0, nights: 365, closedNights: 5, availableNights: 360, bookedNights: 5, externalNights: 14 });
  });
});
