import { describe, expect, it } from 'vitest';
import {
  canOpenVerificationStep,
  completedVerificationSteps,
  followingVerificationStep,
  landingVerificationStep,
  VERIFICATION_SETTING_RULES,
  VERIFICATION_STEPS,
  visibleVerificationSteps,
  type VerificationFacts,
} from '../../src/shared/domain/verification-steps';

const ON = { verificationEnabled: true, payoutEnabled: true, personalDetailsUploadEnabled: true };
const facts = (over: Partial<VerificationFacts> = {}, settings: Partial<VerificationFacts['settings']> = {}): VerificationFacts => ({
  commercialModel: 'commission',
  hostType: 'individual',
  kycInitiated: true,
  subscriptionEnabled: false,
  isB2B: false,
  ...over,
  settings: { ...ON, ...settings },
});
const ids = (f: VerificationFacts) => visibleVerificationSteps(f).map((s) => s.id);

describe('verification steps in order (AS §2.2)', () => {
  it('individual and company catalogues', () => {
    expect(VERIFICATION_STEPS.individual.map((s) => s.id)).toEqual(['identity', 'upload-id', 'payout-info', 'payout-upload']);
    expect(VERIFICATION_STEPS.company.map((s) => s.id)).toEqual(['identity/info', 'document-upload', 'owner/info', 'owner-upload/id', 'payout-info', 'payout-upload']);
  });
  it('a commission host with verification started sees every step of its kind', () => {
    expect(ids(facts())).toEqual(['identity', 'upload-id', 'payout-info', 'payout-upload']);
    expect(ids(facts({ hostType: 'company' }))).toEqual(['identity/info', 'document-upload', 'owner/info', 'owner-upload/id', 'payout-info', 'payout-upload']);
  });
});

describe('visibility rules reused from the listing wizard', () => {
  it('payout sections only for commission hosts', () => {
    expect(ids(facts({ commercialModel: 'subscription', subscriptionEnabled: true }))).toEqual(['identity', 'upload-id']);
  });
  it('identity verification only when initiated or subscription enabled (subscription host: nothing at all)', () => {
    expect(ids(facts({ commercialModel: 'subscription', kycInitiated: false }))).toEqual([]);
    expect(ids(facts({ commercialModel: 'subscription', kycInitiated: true }))).toEqual(['identity', 'upload-id']);
  });
  it('a commission host not yet initiated keeps the personal details and payout, without identity documents', () => {
    expect(ids(facts({ kycInitiated: false }))).toEqual(['identity', 'payout-info', 'payout-upload']);
  });
  it('company-type hosts on commission see owner verification, even before verification is initiated', () => {
    expect(ids(facts({ hostType: 'company', kycInitiated: false }))).toContain('owner/info');
  });
  it('a subscription company sees owners only through identity verification', () => {
    expect(ids(facts({ hostType: 'company', commercialModel: 'subscription', subscriptionEnabled: true }))).toEqual(['identity/info', 'document-upload', 'owner/info', 'owner-upload/id']);
  });
  it('B2B hosts keep their uploads and payout here (the combined steps of the wizard collect the same data)', () => {
    expect(ids(facts({ isB2B: true }))).toEqual(['identity', 'upload-id', 'payout-info', 'payout-upload']);
  });
  it('individuals never see owner steps', () => {
    expect(ids(facts()).some((id) => id.startsWith('owner'))).toBe(false);
  });
});

describe('settings rules (one test per row)', () => {
  const rows = Object.fromEntries(VERIFICATION_SETTING_RULES.map((r) => [r.rule, r]));
  it('has exactly the rows tested here', () => {
    expect(Object.keys(rows)).toHaveLength(4);
  });
  it(VERIFICATION_SETTING_RULES[0].rule, () => {
    // Subscription host: identity verification is all it has; switched off, nothing is left.
    expect(ids(facts({ commercialModel: 'subscription', subscriptionEnabled: true }, { verificationEnabled: false }))).toEqual([]);
    // Commission individual: the personal details stay (a per-flag section of its own); no identity documents.
    expect(ids(facts({}, { verificationEnabled: false }))).toEqual(['identity', 'payout-info', 'payout-upload']);
  });
  it(VERIFICATION_SETTING_RULES[1].rule, () => {
    expect(ids(facts({ hostType: 'company', commercialModel: 'subscription', subscriptionEnabled: true }, { verificationEnabled: false }))).toEqual([]);
    expect(ids(facts({ hostType: 'company' }, { verificationEnabled: false }))).toEqual(['identity/info', 'owner/info', 'payout-info', 'payout-upload']);
  });
  it(VERIFICATION_SETTING_RULES[2].rule, () => {
    expect(ids(facts({}, { payoutEnabled: false }))).toEqual(['identity', 'upload-id']);
    expect(ids(facts({ isB2B: true }, { payoutEnabled: false }))).toEqual(['identity', 'upload-id']);
  });
  it(VERIFICATION_SETTING_RULES[3].rule, () => {
    expect(ids(facts({}, { personalDetailsUploadEnabled: false }))).toEqual(['identity', 'payout-info', 'payout-upload']);
    // The owner's ID goes with the uploads; the owners themselves stay.
    expect(ids(facts({ hostType: 'company' }, { personalDetailsUploadEnabled: false }))).toEqual(['identity/info', 'owner/info', 'payout-info', 'payout-upload']);
  });
});

describe('completion', () => {
  const company = visibleVerificationSteps(facts({ hostType: 'company' }));
  it('a step is complete when its section is, documents steps when a document of their kinds is on file', () => {
    expect(completedVerificationSteps(company, { completedSections: ['identity-details', 'identity-documents'], documentKinds: ['company-registration'] })).toEqual(['identity/info', 'document-upload']);
    expect(completedVerificationSteps(company, { completedSections: ['identity-documents', 'owners'], documentKinds: ['passport'] })).toEqual(['owner/info', 'owner-upload/id']);
    expect(completedVerificationSteps(company, { completedSections: ['bank-account', 'payout-documents'], documentKinds: ['bank-statement'] })).toEqual(['payout-info', 'payout-upload']);
    expect(completedVerificationSteps(company, { completedSections: [], documentKinds: ['bank-statement'] })).toEqual([]);
  });
});

describe('moving between steps', () => {
  const steps = ['a', 'b', 'c'];
  it('lands on the named step when shown, else the first', () => {
    expect(landingVerificationStep(steps, 'b')).toBe('b');
    expect(landingVerificationStep(steps, 'x')).toBe('a');
    expect(landingVerificationStep(steps, null)).toBe('a');
    expect(landingVerificationStep([], 'a')).toBeNull();
  });
  it('after a step: the next; after the last: the first open one, or none (success)', () => {
    expect(followingVerificationStep(steps, [], 'a')).toBe('b');
    expect(followingVerificationStep(steps, ['c'], 'c')).toBe('a');
    expect(followingVerificationStep(steps, ['a', 'b', 'c'], 'c')).toBeNull();
  });
  it('opens a completed step or the first open one, never one beyond', () => {
    expect(canOpenVerificationStep(steps, ['c'], 'c')).toBe(true);
    expect(canOpenVerificationStep(steps, ['a'], 'b')).toBe(true);
    expect(canOpenVerificationStep(steps, ['a'], 'c')).toBe(false);
    expect(canOpenVerificationStep(steps, [], 'z')).toBe(false);
  });
});
