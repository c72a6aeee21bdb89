import { describe, expect, it } from 'vitest';
import { holdOfStay, isExported, refusalsOf, refusedNights, type Hold } from '../../../src/shared/domain/availability/night-holds';

const NOW = new Date('2027-01-10T12:00:00Z');
const wanted = { from: '2027-03-01', to: '2027-03-04' }; // nights 1, 2, 3 March

const hold = (kind: Hold['kind'], from: string, to: string, extra: Partial<Hold> = {}): Hold => ({ kind, from, to, ...extra });

describe('holdOfStay: what a stay row holds', () => {
  it('bookings until cancelled; booked inquiries; open inquiries; pending requests until they expire', () => {
    expect(holdOfStay({ kind: 'booking', status: 'CONFIRMED' }, NOW)).toBe('stay');
    expect(holdOfStay({ kind: 'booking', status: 'COMPLETED' }, NOW)).toBe('stay');
    expect(holdOfStay({ kind: 'booking', status: 'CANCELLED' }, NOW)).toBeNull();
    expect(holdOfStay({ kind: 'inquiry', status: 'confirmed' }, NOW)).toBe('stay');
    expect(holdOfStay({ kind: 'inquiry', status: 'in_review_collection' }, NOW)).toBe('stay');
    expect(holdOfStay({ kind: 'inquiry', status: 'requested' }, NOW)).toBe('inquiry');
    expect(holdOfStay({ kind: 'inquiry', status: 'action_needed' }, NOW)).toBe('inquiry');
    expect(holdOfStay({ kind: 'inquiry', status: 'rejected' }, NOW)).toBeNull();
    expect(holdOfStay({ kind: 'request', status: 'REQUESTED', expirationTime: '2027-01-10T12:00:01Z' }, NOW)).toBe('request');
    expect(holdOfStay({ kind: 'request', status: 'REQUESTED', expirationTime: null }, NOW)).toBe('request');
    // At its expiration time a request no longer holds anything, before any job marks it EXPIRED.
    expect(holdOfStay({ kind: 'request', status: 'REQUESTED', expirationTime: NOW }, NOW)).toBeNull();
    expect(holdOfStay({ kind: 'request', status: 'CONFIRMED' }, NOW)).toBeNull();
  });
});

describe('refusalsOf: which holds refuse which write', () => {
  const all = [
    hold('stay', '2027-03-03', '2027-03-06', { code: 'HP-STAY01' }),
    hold('request', '2027-02-27', '2027-03-02', { code: 'HP-REQ001' }),
    hold('inquiry', '2027-03-01', '2027-03-02', { code: 'HP-INQ001' }),
    hold('closed', '2027-03-02', '2027-03-03'),
    hold('imported', '2027-02-20', '2027-03-02', { feedId: 'f1', feedName: 'Airbnb' }),
  ];
  const kinds = (write: Parameters<typeof refusalsOf>[0]) => refusalsOf(write, wanted, all).map((r) => r.hold.kind);

  it('a guest is refused by every hold; a confirm by stays, closed nights and imports; a close by stays only; an import by none', () => {
    expect(kinds('guest')).toEqual(['stay', 'request', 'inquiry', 'closed', 'imported']);
    expect(kinds('confirm')).toEqual(['stay', 'closed', 'imported']);
    expect(kinds('close')).toEqual(['stay']);
    expect(kinds('import')).toEqual([]);
  });

  it('names the shared nights of each holder, and all of them once', () => {
    const refusals = refusalsOf('confirm', wanted, all);
    expect(refusals.map((r) => r.nights)).toEqual([['2027-03-03'], ['2027-03-02'], ['2027-03-01']]);
    expect(refusedNights(refusals)).toEqual(['2027-03-01', '2027-03-02', '2027-03-03']);
  });

  it('touching is not sharing: a stay checking out on the check-in day refuses nothing', () => {
    expect(refusalsOf('confirm', wanted, [hold('stay', '2027-02-25', '2027-03-01'), hold('closed', '2027-03-04', '2027-03-05')])).toEqual([]);
  });

  it('a confirm keeps the preparation time free around stays and imports, not around closed nights', () => {
    const near = [hold('stay', '2027-03-05', '2027-03-08'), hold('imported', '2027-02-26', '2027-03-01'), hold('closed', '2027-03-04', '2027-03-06')];
    expect(refusalsOf('confirm', wanted, near)).toEqual([]);
    expect(refusalsOf('confirm', wanted, near, { preparationTime: 1 }).map((r) => [r.hold.kind, r.nights])).toEqual([['imported', ['2027-02-28']]]);
    expect(refusalsOf('confirm', wanted, near, { preparationTime: 2 }).map((r) => [r.hold.kind, r.nights])).toEqual([
      ['stay', ['2027-03-05']],
      ['imported', ['2027-02-27', '2027-02-28']],
    ]);
    // A close has no preparation time.
    expect(refusalsOf('close', wanted, near, { preparationTime: 2 })).toEqual([]);
  });

  it('the export feed shows every hold but imported ones', () => {
    expect((['stay', 'request', 'inquiry', 'closed', 'imported'] as const).filter(isExported)).toEqual(['stay', 'request', 'inquiry', 'closed']);
  });
});
