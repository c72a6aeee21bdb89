import type { OnboardingSection } from '../schemas/onboarding';
import type { ListingFlow } from './listing-steps';

// Which steps of a unit's wizard a host does NOT see (AS §2.2 "Section visibility
// during onboarding", AS §6 "Identity verification is used only when initiated or subscription is
// enabled"; HC §2 onboarding-only steps, HC §6). Pure and table-driven: each row names the
// condition and the step ids it hides; a step is excluded when any row applies. The onboarding
// variant itself (onboarding-only steps gone once onboarding is finished) is applied separately by
// visibleSteps in listing-steps.ts.

export interface StepVisibilityFacts {
  /** The multi-unit wizard has no combined identity-and-payout steps, so B2B hosts keep the separate ones there. */
  flow: ListingFlow;
  commercialModel: 'subscription' | 'commission';
  hostType: 'individual' | 'company';
  /** The host started identity verification (user info kycInitiated). */
  kycInitiated: boolean;
  /** Feature flag isSubscriptionEnabled. */
  subscriptionEnabled: boolean;
  /** Feature flag isB2B: the combined identity-and-payout-details steps replace the separate ones. */
  isB2B: boolean;
  /** The unit's listing verification, summarised (null: not known). */
  listingVerification: 'verified' | 'pending' | null;
}

interface VisibilityRow {
  /** Why, in words (shown in the tests' names). */
  rule: string;
  applies: (f: StepVisibilityFacts) => boolean;
  hides: readonly string[];
}

const PAYOUT = ['payout-info', 'payout-upload'];
const IDENTITY_AND_PAYOUT = ['identity-and-payout-details-upload', 'identity-and-payout-details-payout', 'identity-and-payout-details-payout-document'];
const PERSONAL_DETAILS = ['personal-details-info', 'personal-details-owner'];
const VERIFICATION = ['verification-info', 'verification-owner', 'verification-upload'];

export const STEP_VISIBILITY_RULES: readonly VisibilityRow[] = [
  {
    rule: 'subscription hosts pay by plan: no commission model, payout or personal details',
    applies: (f) => f.commercialModel === 'subscription',
    hides: ['commission-model', ...PAYOUT, ...IDENTITY_AND_PAYOUT, ...PERSONAL_DETAILS],
  },
  { rule: 'commission hosts choose no subscription plan or boost', applies: (f) => f.commercialModel === 'commission', hides: ['subscription-plan', 'subscription-boost'] },
  { rule: 'only companies have owners', applies: (f) => f.hostType !== 'company', hides: ['verification-owner', 'personal-details-owner'] },
  {
    rule: 'identity verification is used only when initiated or subscription is enabled',
    applies: (f) => !f.kycInitiated && !f.subscriptionEnabled,
    hides: VERIFICATION,
  },
  {
    rule: 'business-to-business hosts upload identity and payout together (single-unit wizard, the one that has those steps)',
    applies: (f) => f.isB2B && f.flow === 'single-unit',
    hides: ['verification-upload', ...PAYOUT],
  },
  { rule: 'other hosts have no combined identity-and-payout steps', applies: (f) => !f.isB2B, hides: IDENTITY_AND_PAYOUT },
  { rule: 'a verified or validated listing hides its status step', applies: (f) => f.listingVerification === 'verified', hides: ['listing-verification-status'] },
];

/** The step ids excluded for a host and unit, sorted (ids of the other flow are harmless). */
export function excludedSteps(facts: StepVisibilityFacts): string[] {
  const hidden = new Set(STEP_VISIBILITY_RULES.filter((r) => r.applies(facts)).flatMap((r) => r.hides));
  return [...hidden].sort();
}

/** Several platforms' statuses -> one: verified once one is verified/validated and none is waiting. */
export function summariseListingVerification(statuses: readonly string[]): StepVisibilityFacts['listingVerification'] {
  if (statuses.length === 0) return null;
  const done = statuses.some((s) => s === 'verified' || s === 'validated');
  const waiting = statuses.some((s) => s === 'submitted' || s === 'not_started');
  return done && !waiting ? 'verified' : 'pending';
}

/** Each onboarding step and the section of data it fills in. */
export const STEP_SECTIONS: Readonly<Record<string, OnboardingSection>> = {
  'verification-info': 'identity-details',
  'personal-details-info': 'identity-details',
  'verification-owner': 'owners',
  'personal-details-owner': 'owners',
  'verification-upload': 'identity-documents',
  'identity-and-payout-details-upload': 'identity-documents',
  'payout-info': 'bank-account',
  'identity-and-payout-details-payout': 'bank-account',
  'payout-upload': 'payout-documents',
  'identity-and-payout-details-payout-document': 'payout-documents',
};

const SECTION_ORDER: readonly OnboardingSection[] = ['identity-details', 'owners', 'identity-documents', 'bank-account', 'payout-documents'];

/**
 * The sections a host must complete before onboarding may finish: those of the onboarding steps the
 * host sees (listing verification plays no part; the single-unit catalogue holds every onboarding step).
 */
export function requiredSections(facts: Omit<StepVisibilityFacts, 'listingVerification' | 'flow'>): OnboardingSection[] {
  const excluded = new Set(excludedSteps({ ...facts, flow: 'single-unit', listingVerification: null }));
  const needed = new Set(Object.entries(STEP_SECTIONS).filter(([step]) => !excluded.has(step)).map(([, section]) => section));
  return SECTION_ORDER.filter((s) => needed.has(s));
}
