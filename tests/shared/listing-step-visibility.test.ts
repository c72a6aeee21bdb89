import { describe, expect, it } from 'vitest';
import { excludedSteps, requiredSections, STEP_VISIBILITY_RULES, summariseListingVerification, type StepVisibilityFacts } from '../../src/shared/domain/listing-step-visibility';
import { LISTING_STEPS, visibleSteps } from '../../src/shared/domain/listing-steps';

const base: StepVisibilityFacts = { flow: 'single-unit', commercialModel: 'commission', hostType: 'individual', kycInitiated: false, subscriptionEnabled: false, isB2B: false, listingVerification: null };
const onboardingShown = (facts: Partial<StepVisibilityFacts>, flow: 'single-unit' | 'multi-unit' = 'single-unit') =>
  visibleSteps({ flow, onboardingFinished: false, firstUnit: true, excluded: excludedSteps({ ...base, flow, ...facts }) })
    .filter((s) => s.onboardingOnly || s.id.startsWith('subscription') || s.id.startsWith('listing-verification'))
    .map((s) => s.id);

describe('which steps a host sees', () => {
  // One row per kind of host: the onboarding-relevant steps of the single-unit wizard it shows.
  it.each<[string, Partial<StepVisibilityFacts>, string[]]>([
    ['commission individual', {}, ['listing-verification', 'listing-verification-status', 'commission-model', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services', 'payout-info', 'payout-upload', 'personal-details-info']],
    ['commission company', { hostType: 'company' }, ['listing-verification', 'listing-verification-status', 'commission-model', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services', 'payout-info', 'payout-upload', 'personal-details-info', 'personal-details-owner']],
    [
      'commission company, B2B, KYC initiated',
      { hostType: 'company', isB2B: true, kycInitiated: true },
      ['listing-verification', 'listing-verification-status', 'commission-model', 'verification-info', 'verification-owner', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services', 'identity-and-payout-details-upload', 'identity-and-payout-details-payout', 'identity-and-payout-details-payout-document', 'personal-details-info', 'personal-details-owner'],
    ],
    ['subscription individual, subscription enabled', { commercialModel: 'subscription', subscriptionEnabled: true }, ['listing-verification', 'listing-verification-status', 'subscription-plan', 'subscription-boost', 'verification-info', 'verification-upload', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services']],
    ['subscription individual, verification never initiated', { commercialModel: 'subscription' }, ['listing-verification', 'listing-verification-status', 'subscription-plan', 'subscription-boost', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services']],
    ['verified listing', { listingVerification: 'verified' }, ['listing-verification', 'commission-model', 'commercial-model', 'commercial-model-plan', 'commercial-model-plan-services', 'payout-info', 'payout-upload', 'personal-details-info']],
  ])('%s', (_name, facts, shown) => {
    expect(onboardingShown(facts)).toEqual(shown);
  });

  it('subscription hosts never see payout steps, in either flow', () => {
    for (const flow of ['single-unit', 'multi-unit'] as const) {
      for (const hostType of ['individual', 'company'] as const) {
        const shown = onboardingShown({ commercialModel: 'subscription', hostType, kycInitiated: true, isB2B: true }, flow);
        expect(shown.filter((id) => id.startsWith('payout') || id.startsWith('identity-and-payout') || id.startsWith('personal-details'))).toEqual([]);
      }
    }
  });

  it('a B2B host keeps the separate upload and payout steps in the multi-unit wizard, which has no combined ones', () => {
    expect(onboardingShown({ hostType: 'company', isB2B: true, kycInitiated: true }, 'multi-unit')).toEqual([
      'commission-model',
      'verification-info',
      'verification-owner',
      'verification-upload',
      'personal-details-info',
      'personal-details-owner',
      'payout-info',
      'payout-upload',
    ]);
  });

  it('every step a rule hides exists in a catalogue (no typo hides nothing)', () => {
    const known = new Set(Object.values(LISTING_STEPS).flatMap((steps) => steps.map((s) => s.id)));
    for (const row of STEP_VISIBILITY_RULES) for (const id of row.hides) expect(known, `${row.rule}: ${id}`).toContain(id);
  });

  it('summarises several platforms: verified only when one is verified and none is waiting', () => {
    expect(summariseListingVerification([])).toBeNull();
    expect(summariseListingVerification(['validated', 'not_listed'])).toBe('verified');
    expect(summariseListingVerification(['verified', 'submitted'])).toBe('pending');
    expect(summariseListingVerification(['not_listed'])).toBe('pending');
  });

  it('derives the sections onboarding needs from the same rule', () => {
    const facts = { commercialModel: 'commission', hostType: 'company', kycInitiated: false, subscriptionEnabled: false, isB2B: false } as const;
    expect(requiredSections(facts)).toEqual(['identity-details', 'owners', 'bank-account', 'payout-documents']);
    expect(requiredSections({ ...facts, isB2B: true })).toEqual(['identity-details', 'owners', 'identity-documents', 'bank-account', 'payout-documents']);
    expect(requiredSections({ ...facts, commercialModel: 'subscription', hostType: 'individual' })).toEqual([]);
    expect(requiredSections({ ...facts, commercialModel: 'subscription', hostType: 'individual', subscriptionEnabled: true })).toEqual(['identity-details', 'identity-documents']);
  });
});
