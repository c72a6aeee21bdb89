import { describe, expect, it } from 'vitest';
import { median, performanceOfYear, requestOutcome, type PerformanceStay } from '../../../src/shared/domain/insights/performance';

// What became of a unit's requests and inquiries, how fast the host answered, bookings made and
// cancelled, by month.

const at = (iso: string) => new Date(iso);
const stay = (over: Partial<PerformanceStay>): PerformanceStay => ({
  kind: 'request',
  status: 'REQUESTED',
  createdAt: at('2030-01-10T10:00:00Z'),
  decidedAt: null,
  updatedAt: at('2030-01-10T10:00:00Z'),
  bookingType: null,
  sourceRequestId: null,
  cancelledBy: null,
  ...over,
});

describe('request outcome', () => {
  it('maps request and inquiry statuses', () => {
    expect(['REQUESTED', 'CONFIRMED', 'REJECTED', 'EXPIRED'].map((status) => requestOutcome({ kind: 'request', status }))).toEqual(['open', 'converted', 'rejected', 'expired']);
    expect(
      ['requested', 'action_needed', 'confirmed', 'in_review_collection', 'review_collected', 'no_review_collected', 'expired_checkout', 'rejected'].map((status) =>
        requestOutcome({ kind: 'inquiry', status }),
      ),
    ).toEqual(['open', 'open', 'converted', 'converted', 'converted', 'converted', 'expired', 'rejected']);
    expect(requestOutcome({ kind: 'booking', status: 'CONFIRMED' })).toBeNull();
  });

  it('takes the median of the middle two for an even count', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([10, 1, 4, 2])).toBe(3);
  });
});

describe('performance of a year', () => {
  const stays: PerformanceStay[] = [
    stay({ status: 'CONFIRMED', createdAt: at('2030-01-10T10:00:00Z'), decidedAt: at('2030-01-10T11:00:00Z') }), // 60 min
    stay({ status: 'REJECTED', createdAt: at('2030-01-20T10:00:00Z'), decidedAt: at('2030-01-21T12:00:00Z') }), // 26 h
    stay({ status: 'EXPIRED', createdAt: at('2030-02-01T10:00:00Z') }),
    stay({ status: 'REQUESTED', createdAt: at('2030-12-31T23:00:00Z') }),
    stay({ kind: 'inquiry', status: 'review_collected', createdAt: at('2030-02-05T08:00:00Z'), decidedAt: at('2030-02-05T08:30:00Z') }), // 30 min
    stay({ status: 'CONFIRMED', createdAt: at('2029-12-31T23:00:00Z'), decidedAt: at('2030-01-01T01:00:00Z') }), // last year's: not counted
    stay({ kind: 'booking', status: 'CONFIRMED', bookingType: 'onLine', createdAt: at('2030-03-01T09:00:00Z') }),
    stay({ kind: 'booking', status: 'CANCELLED', bookingType: 'onRequest', sourceRequestId: 'r1', cancelledBy: 'guest', createdAt: at('2030-01-10T11:00:00Z'), decidedAt: at('2030-04-02T09:00:00Z') }),
    stay({ kind: 'booking', status: 'CANCELLED', bookingType: 'onLine', cancelledBy: 'owner', createdAt: at('2030-05-01T09:00:00Z'), decidedAt: null, updatedAt: at('2030-05-03T09:00:00Z') }),
    // Made last year, cancelled this year: a cancellation of this year's months, not of this year's bookings.
    stay({ kind: 'booking', status: 'CANCELLED', bookingType: 'onLine', cancelledBy: 'guest', createdAt: at('2029-11-01T09:00:00Z'), decidedAt: at('2030-06-01T09:00:00Z') }),
  ];
  const p = performanceOfYear(2030, stays);

  it('counts requests and inquiries received in the year by what became of them', () => {
    expect(p.requests).toEqual({ received: 5, converted: 2, rejected: 1, expired: 1, open: 1, conversionRate: 0.5 });
    expect(p.months[0]).toEqual({ month: 1, requests: 2, converted: 1, bookings: 1, cancellations: 0 });
    expect(p.months[1]).toEqual({ month: 2, requests: 2, converted: 1, bookings: 0, cancellations: 0 });
    expect(p.months[11].requests).toBe(1);
  });

  it('measures the answers: median minutes and the share within 24 hours (expiries are no answer)', () => {
    expect(p.response).toEqual({ answered: 3, medianMinutes: 60, within24HoursRate: 0.6667 });
  });

  it('counts bookings made (instant, from requests) and their cancellations by who cancelled', () => {
    expect(p.bookings).toEqual({ made: 3, instant: 2, fromRequests: 1, cancelled: 2, cancelledByGuest: 1, cancelledByHost: 1, cancellationRate: 0.6667 });
    expect(p.months.map((m) => m.cancellations)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('answers nulls when nothing was decided or made', () => {
    const empty = performanceOfYear(2031, stays);
    expect(empty.requests.conversionRate).toBeNull();
    expect(empty.response).toEqual({ answered: 0, medianMinutes: null, within24HoursRate: null });
    expect(empty.bookings.cancellationRate).toBeNull();
    expect(empty.months).toHaveLength(12);
  });
});
