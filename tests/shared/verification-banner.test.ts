import { describe, expect, it } from 'vitest';
import { canShowVerificationBanner, verificationBannerState } from '../../src/shared/domain/verification-banner';
import { userInfo } from './user-info-fixture';

const noSubscription = { ...userInfo().features, isSubscriptionEnabled: false };

describe('when the verification banner may show (AS §2.10, AS §6)', () => {
  it.each([
    ['subscription host on a page', userInfo(), '/calendar', true],
    ['subscription host on the homepage', userInfo(), '/', false],
    ['inside the verification flow', userInfo(), '/verification/identity', false],
    ['commission host who never started', userInfo({ commercialModel: 'commission', features: noSubscription }), '/calendar', false],
    ['commission host who initiated verification', userInfo({ commercialModel: 'commission', features: noSubscription, kycInitiated: true }), '/properties', true],
    ['nobody signed in', null, '/calendar', false],
    ['staff on their own pages', userInfo({ isStaff: true, isImpersonating: false }), '/staff', false],
    ['staff acting for a subscription host', userInfo({ isStaff: true, isImpersonating: true }), '/calendar', true],
  ])('%s', (_name, user, path, expected) => {
    expect(canShowVerificationBanner(user, path)).toBe(expected);
  });
});

describe('what each verification state shows (AS §4)', () => {
  it.each([
    ['required', 'warning', 'verify'],
    ['start', 'info', 'verify'],
    ['collecting_data', 'info', 'verify'],
    ['in_progress', 'info', null],
    ['failed', 'error', 'verify'],
    ['expired', 'error', 'mail'],
  ] as const)('%s: %s tone, action %s', (tier, tone, action) => {
    expect(verificationBannerState(tier)).toEqual({ tier, tone, action });
  });

  it('shows nothing once verification is completed', () => {
    expect(verificationBannerState('completed')).toBeNull();
  });
});
