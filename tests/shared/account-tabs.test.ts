import { describe, expect, it } from 'vitest';
import { isAccountTab, visibleAccountTabs } from '../../src/shared/domain/account-tabs';
import { userInfo } from './user-info-fixture';

const features = userInfo().features;

describe('which /account tabs a host sees (AS §2.5, AS §6)', () => {
  it.each([
    ['subscription host', { commercialModel: 'subscription' as const }, false, ['profile', 'billing', 'localization', 'notifications']],
    ['commission host', { commercialModel: 'commission' as const }, false, ['profile', 'billing', 'payout', 'pricing', 'localization', 'notifications']],
    ['hybrid commission host: no pricing', { commercialModel: 'commission' as const, isHybrid: true }, false, ['profile', 'billing', 'payout', 'localization', 'notifications']],
    ['subscription pro user: pricing, no payout', { features: { ...features, isUserProEnabled: true } }, false, ['profile', 'billing', 'pricing', 'localization', 'notifications']],
    ['checkout enabled: payment', { features: { ...features, isSubscriptionCheckoutEnabled: true } }, false, ['profile', 'billing', 'payment', 'localization', 'notifications']],
    ['earnings setting on', {}, true, ['profile', 'billing', 'earnings', 'localization', 'notifications']],
    [
      'commission host with everything on',
      { commercialModel: 'commission' as const, features: { ...features, isSubscriptionCheckoutEnabled: true } },
      true,
      ['profile', 'billing', 'payout', 'pricing', 'payment', 'earnings', 'localization', 'notifications'],
    ],
  ])('%s', (_name, overrides, earningDetailsEnabled, expected) => {
    expect(visibleAccountTabs(userInfo(overrides), { earningDetailsEnabled })).toEqual(expected);
  });

  it('knows the tab names of the route table only', () => {
    expect(isAccountTab('payout')).toBe(true);
    expect(isAccountTab('logout')).toBe(false);
    expect(isAccountTab(undefined)).toBe(false);
  });
});
