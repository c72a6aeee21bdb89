import { describe, expect, it } from 'vitest';
import { neverOccursReason } from '../../../src/shared/domain/calendar/recurrence-rule';

// Repeat rules that name only dates no year has: refused before a rule iterator steps for ever.
describe('neverOccursReason', () => {
  it('refuses day 30 or 31 in February only, and day 31 in 30-day months only', () => {
    expect(neverOccursReason({ byMonth: [2], byMonthDay: [30] })).toBe('February has no day 30');
    expect(neverOccursReason({ byMonth: [2], byMonthDay: [-30, 31] })).toBe('February has no day -30 and 31');
    expect(neverOccursReason({ byMonth: [4, 6, 9, 11], byMonthDay: [31] })).toBe('April, June, September and November have no day 31');
  });

  it('accepts a rule that some year matches: the 29th of February, one fitting month or day among others', () => {
    expect(neverOccursReason({ byMonth: [2], byMonthDay: [29] })).toBeUndefined();
    expect(neverOccursReason({ byMonth: [2, 3], byMonthDay: [30] })).toBeUndefined();
    expect(neverOccursReason({ byMonth: [2], byMonthDay: [30, 1] })).toBeUndefined();
    expect(neverOccursReason({ byMonthDay: [31] })).toBeUndefined();
    expect(neverOccursReason({ byMonth: [2] })).toBeUndefined();
    expect(neverOccursReason({})).toBeUndefined();
  });

  it('refuses a day of the year that never falls in the rule’s months, in leap years or not', () => {
    expect(neverOccursReason({ byMonth: [2], byYearDay: [1] })).toBe('day 1 of the year never falls in February');
    expect(neverOccursReason({ byMonth: [1], byYearDay: [-1] })).toBe('day -1 of the year never falls in January');
    // Day 60 is 1 March, or 29 February in a leap year.
    expect(neverOccursReason({ byMonth: [2], byYearDay: [60] })).toBeUndefined();
    expect(neverOccursReason({ byMonth: [12], byYearDay: [366] })).toBeUndefined();
  });

  it('refuses values that name no month or day at all, naming the part', () => {
    expect(neverOccursReason({ byMonth: [13] })).toBe('BYMONTH 13 is not a month (1 to 12)');
    expect(neverOccursReason({ byMonthDay: [32] })).toMatch(/^BYMONTHDAY 32 /);
    expect(neverOccursReason({ byMonthDay: [0] })).toMatch(/^BYMONTHDAY 0 /);
    expect(neverOccursReason({ byYearDay: [-367] })).toMatch(/^BYYEARDAY -367 /);
  });
});
