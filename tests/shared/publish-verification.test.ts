import { describe, expect, it } from 'vitest';
import { identityVerificationRequired, publishAwaitsIdentityVerification } from '../../src/shared/domain/publish-verification';
import { publicSettings } from '../../src/server/config/settings';
import type { VerificationStatus } from '../../src/shared/domain/identity-check';

const on = { verificationEnabled: true, personalDetailsUploadEnabled: true };
const facts = (over: Partial<Parameters<typeof publishAwaitsIdentityVerification>[0]> = {}) => ({
  kycInitiated: false,
  subscriptionEnabled: true,
  settings: on,
  verificationStatus: 'VERIFICATION_REQUIRED' as VerificationStatus,
  unitStatus: 'IN_PROGRESS' as const,
  ...over,
});

describe('when the flags require identity verification before publishing', () => {
  it.each([
    ['subscriptions enabled', { subscriptionEnabled: true }, true],
    ['verification initiated', { subscriptionEnabled: false, kycInitiated: true }, true],
    ['neither (a commission host who never started)', { subscriptionEnabled: false, kycInitiated: false }, false],
    ['verification switched off in the settings', { settings: { ...on, verificationEnabled: false } }, false],
    ['identity uploads switched off: it could never be handed in', { settings: { ...on, personalDetailsUploadEnabled: false } }, false],
  ])('%s', (_rule, over, required) => {
    expect(identityVerificationRequired(facts(over))).toBe(required);
  });

  it("the portal's own settings require it for a subscription host", () => {
    expect(identityVerificationRequired(facts({ settings: publicSettings }))).toBe(true);
  });
});

describe('whether a publish waits for it', () => {
  it.each([
    ['VERIFICATION_NEVER_STARTED', true],
    ['VERIFICATION_REQUIRED', true],
    ['VERIFICATION_COLLECTING_DATA', true],
    ['VERIFICATION_EXPIRED', true],
    ['VERIFICATION_FAILED', true],
    ['VERIFICATION_IN_PROGRESS', false],
    ['VERIFICATION_COMPLETED', false],
  ] as const)('%s: waits %s', (status, waits) => {
    expect(publishAwaitsIdentityVerification(facts({ verificationStatus: status }))).toBe(waits);
  });

  it('only a listing never published before waits', () => {
    for (const unitStatus of ['UNPUBLISHED', 'PUBLISHED', 'REJECTED_BY_STAFF', 'APPROVED'] as const) {
      expect(publishAwaitsIdentityVerification(facts({ unitStatus }))).toBe(false);
    }
    expect(publishAwaitsIdentityVerification(facts({ unitStatus: 'IN_PROGRESS' }))).toBe(true);
  });

  it('a host whose flags do not require it never waits', () => {
    expect(publishAwaitsIdentityVerification(facts({ subscriptionEnabled: false, verificationStatus: 'VERIFICATION_NEVER_STARTED' }))).toBe(false);
  });
});
