import { describe, expect, it } from 'vitest';
import { isHeldStay, monthAfter, monthBefore, snippetOf, stayMovements, todaySections } from '../../src/shared/domain/today';

// The Today page's rules (src/shared/domain/today.ts), shared by GET /api/app/today and the page.

describe('todaySections', () => {
  it('requests for commission hosts, inquiries for subscription and hybrid hosts', () => {
    expect(todaySections({ commercialModel: 'commission', biddingTag: null })).toEqual({ requests: true, inquiries: false });
    expect(todaySections({ commercialModel: 'subscription' })).toEqual({ requests: false, inquiries: true });
    expect(todaySections({ commercialModel: 'commission', biddingTag: 7 })).toEqual({ requests: true, inquiries: true });
  });
});

describe('stayMovements', () => {
  const stay = { checkIn: '2026-11-30', checkOut: '2026-12-03' };
  it('arriving today and tomorrow, departing today and tomorrow, staying strictly between', () => {
    expect(stayMovements(stay, '2026-11-30')).toEqual([{ section: 'arrivals', day: 'today' }]);
    expect(stayMovements(stay, '2026-11-29')).toEqual([{ section: 'arrivals', day: 'tomorrow' }]);
    expect(stayMovements(stay, '2026-12-01')).toEqual([{ section: 'staying' }]);
    expect(stayMovements(stay, '2026-12-02')).toEqual([{ section: 'departures', day: 'tomorrow' }, { section: 'staying' }]);
    expect(stayMovements(stay, '2026-12-03')).toEqual([{ section: 'departures', day: 'today' }]);
    expect(stayMovements(stay, '2026-12-04')).toEqual([]);
    expect(stayMovements(stay, '2026-11-28')).toEqual([]);
  });
  it('a one-night stay arriving today leaves tomorrow', () => {
    expect(stayMovements({ checkIn: '2026-12-31', checkOut: '2027-01-01' }, '2026-12-31')).toEqual([
      { section: 'arrivals', day: 'today' },
      { section: 'departures', day: 'tomorrow' },
    ]);
  });
});

describe('isHeldStay', () => {
  it('bookings not cancelled and confirmed inquiries hold nights; requests and open or rejected inquiries do not', () => {
    expect(isHeldStay({ kind: 'booking', status: 'CONFIRMED' })).toBe(true);
    expect(isHeldStay({ kind: 'booking', status: 'COMPLETED' })).toBe(true);
    expect(isHeldStay({ kind: 'booking', status: 'CANCELLED' })).toBe(false);
    expect(isHeldStay({ kind: 'inquiry', status: 'confirmed' })).toBe(true);
    expect(isHeldStay({ kind: 'inquiry', status: 'requested' })).toBe(false);
    expect(isHeldStay({ kind: 'inquiry', status: 'rejected' })).toBe(false);
    expect(isHeldStay({ kind: 'request', status: 'CONFIRMED' })).toBe(false);
  });
});

describe('months and snippets', () => {
  it('steps over the year end', () => {
    expect(monthBefore('2027-01')).toBe('2026-12');
    expect(monthAfter('2026-12')).toBe('2027-01');
    expect(monthBefore('2026-11')).toBe('2026-10');
  });
  it('a snippet is one line, cut with an ellipsis', () => {
    expect(snippetOf('Hello\n  there')).toBe('Hello there');
    expect(snippetOf('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
