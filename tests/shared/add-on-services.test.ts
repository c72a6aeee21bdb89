import { describe, expect, it } from 'vitest';
import { ADD_ON_SERVICES, inServiceOrder } from '../../src/shared/domain/add-on-services';
import { SUBSCRIPTION_PLANS } from '../../src/server/config/subscription-plans';

describe('add-on services of the subscription plans (HC §3)', () => {
  it('lists the eight services of the spec', () => {
    expect(ADD_ON_SERVICES).toEqual(['rankingBoost', 'showPhoneNumberOnWhitelabel', 'displayGuestEmailInMessageCard', 'visibilityBoost', 'banner', 'directEmailMarketing', 'diamond', 'socialPackage']);
  });

  it('orders a plan\'s services as the catalogue does', () => {
    expect(inServiceOrder(['diamond', 'rankingBoost', 'banner'])).toEqual(['rankingBoost', 'banner', 'diamond']);
  });

  it('gives each larger monthly plan every service of the smaller one and more; the largest has all', () => {
    const monthly = SUBSCRIPTION_PLANS.filter((p) => p.periodUnit === 'month').sort((a, b) => a.price - b.price);
    for (let i = 1; i < monthly.length; i++) {
      const smaller = monthly[i - 1]!.services;
      const larger = monthly[i]!.services;
      expect(larger).toEqual(expect.arrayContaining(smaller));
      expect(larger.length).toBeGreaterThan(smaller.length);
    }
    expect(monthly.at(-1)!.services).toEqual([...ADD_ON_SERVICES]);
  });
});
