import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boostDays,
  boostEndDate,
  becameEditable,
  boostFlags,
  isAboutToExpire,
  isExpired,
  leadsFlags,
  offeredPlans,
  statusAfterCancellation,
  unitPublishFlags,
} from '../../src/shared/domain/subscription-rules';
import { plansFor } from '../../src/shared/domain/commercial-model-plans';

// The subscription rules of HC §4 and the constants of HC §9.

const now = new Date('2026-11-23T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

describe('expiry', () => {
  it('is expired only once the expiration date is past; none never expires', () => {
    expect(isExpired(hours(-1), now)).toBe(true);
    expect(isExpired(hours(1), now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it('is about to expire within 3 days, never when already expired', () => {
    expect(isAboutToExpire(hours(72), now)).toBe(true);
    expect(isAboutToExpire(hours(73), now)).toBe(false);
    expect(isAboutToExpire(hours(1), now)).toBe(true);
    expect(isAboutToExpire(hours(-1), now)).toBe(false);
    expect(isAboutToExpire(null, now)).toBe(false);
  });

  it('expired and about to expire never hold together', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (h) => !(isExpired(hours(h), now) && isAboutToExpire(hours(h), now))),
    );
  });
});

describe('quota flags', () => {
  it('leads: empty at 0, low at 25% of the total or less', () => {
    expect(leadsFlags(0, 20)).toEqual({ isEmpty: true, isLow: true });
    expect(leadsFlags(5, 20)).toEqual({ isEmpty: false, isLow: true });
    expect(leadsFlags(6, 20)).toEqual({ isEmpty: false, isLow: false });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (total, r) => {
        const remaining = Math.min(r, total);
        expect(leadsFlags(remaining, total).isLow).toBe(remaining * 4 <= total);
      }),
    );
  });

  it('unit publish: low at 5 or fewer remaining', () => {
    expect(unitPublishFlags(5)).toEqual({ isEmpty: false, isLow: true });
    expect(unitPublishFlags(6)).toEqual({ isEmpty: false, isLow: false });
    expect(unitPublishFlags(0)).toEqual({ isEmpty: true, isLow: true });
  });

  it('boost is never low', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (r) => boostFlags(r).isLow === false));
    expect(boostFlags(0).isEmpty).toBe(true);
  });
});

describe('plans', () => {
  const plan = (id: string, period: number, periodUnit: 'month' | 'year' | 'week', boosts: { coins: number; expirationDate: string }[] = []) => ({ id, period, periodUnit, boosts });

  it('converts years to months, keeps monthly plans only, drops expired boosts', () => {
    const offered = offeredPlans(
      [
        plan('m', 1, 'month', [
          { coins: 5, expirationDate: '2026-11-23' },
          { coins: 5, expirationDate: '2026-11-22' },
        ]),
        plan('y', 1, 'year'),
        plan('q', 3, 'month'),
        plan('w', 1, 'week'),
      ],
      now,
    );
    expect(offered).toEqual([plan('m', 1, 'month', [{ coins: 5, expirationDate: '2026-11-23' }])]);
  });

  it('a yearly plan is never offered, whatever its period', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), (n) => offeredPlans([plan('y', n, 'year')], now).length === 0));
  });
});

describe('boost dates', () => {
  it('counts both days and finds the last day back', () => {
    expect(boostDays('2026-12-01', '2026-12-07')).toBe(7);
    fc.assert(fc.property(fc.integer({ min: 1, max: 28 }), (days) => boostDays('2027-03-20', boostEndDate('2027-03-20', days)) === days));
  });
});

describe('commercial model plans', () => {
  it('fit the host: subscription plans, commission plans, the hybrid one of its bidding tag', () => {
    expect(plansFor({ commercialModel: 'subscription' })).toEqual(['subscription', 'subscription_2']);
    expect(plansFor({ commercialModel: 'commission', biddingTag: null })).toEqual(['split', 'host_only', 'host_only_14_5']);
    expect(plansFor({ commercialModel: 'commission', biddingTag: 13 })).toEqual(['split', 'host_only', 'host_only_14_5', 'hybrid_13']);
    expect(plansFor({ commercialModel: 'commission', biddingTag: 5 })).not.toContain('hybrid_5');
  });
});

describe('cancellation and editable units', () => {
  it('cancelling a trial makes it active; other statuses stay', () => {
    expect(statusAfterCancellation('in_trial')).toBe('active');
    expect(statusAfterCancellation('active')).toBe('active');
  });

  it('a unit becomes editable when its internal status enters (active, cancelled)', () => {
    expect(becameEditable('in_progress', 'active')).toBe(true);
    expect(becameEditable(null, 'cancelled')).toBe(true);
    expect(becameEditable('active', 'cancelled')).toBe(false);
    expect(becameEditable('in_trial', 'in_progress')).toBe(false);
  });
});
