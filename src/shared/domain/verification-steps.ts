import type { PublicSettings } from '../schemas/app-settings';
import type { DocumentKind, OnboardingSection } from '../schemas/onboarding';
import { excludedSteps, type StepVisibilityFacts } from './listing-step-visibility';

// The standalone verification flow (/verification/{step}, AS §2.1, AS §2.2, AS §6): its
// steps in order per kind of host, which of them a host sees, and which are complete. Pure.
//
// Visibility reuses the listing wizard's rules (listing-step-visibility.ts) instead of copying
// them: every step here names the onboarding steps of the wizard that collect the same data, and
// it is visible when at least one of them is (so commission-only payout, owners only for
// companies, identity verification only when initiated or subscription is enabled, and the B2B
// combined steps all mean what they mean in the wizard). On top, the three settings flags of
// GET /api/public/settings switch whole groups off (VERIFICATION_SETTING_RULES below).

export type VerificationHostType = 'individual' | 'company';
export type VerificationForm = 'identity' | 'owners' | 'documents' | 'bank-account';

export interface VerificationStep {
  /** The URL segment after /verification/ (AS §2.2). */
  id: string;
  form: VerificationForm;
  /** Documents steps: which purpose of the documents form. */
  purpose?: 'identity' | 'payout';
  /** Documents steps: the kinds of document this step asks for (a company's registration vs. an owner's ID). */
  documentKinds?: readonly DocumentKind[];
  /** The onboarding section the step fills in (GET getConfiguration completedSections). */
  section: OnboardingSection;
  /** The listing wizard's onboarding steps that collect the same data: visible when one of them is. */
  listingSteps: readonly string[];
  /** Visible only together with this step (an owner's ID needs the owners). */
  needs?: string;
}

const ID_KINDS: readonly DocumentKind[] = ['id-card', 'passport', 'driving-licence'];
const IDENTITY_INFO = ['verification-info', 'personal-details-info'];
const ID_UPLOAD = ['verification-upload', 'identity-and-payout-details-upload'];
const OWNERS = ['verification-owner', 'personal-details-owner'];
const BANK = ['payout-info', 'identity-and-payout-details-payout'];
const BANK_DOCUMENT = ['payout-upload', 'identity-and-payout-details-payout-document'];

const payoutInfo: VerificationStep = { id: 'payout-info', form: 'bank-account', section: 'bank-account', listingSteps: BANK };
const payoutUpload: VerificationStep = { id: 'payout-upload', form: 'documents', purpose: 'payout', documentKinds: ['bank-statement'], section: 'payout-documents', listingSteps: BANK_DOCUMENT };

/** AS §2.2, in order. */
export const VERIFICATION_STEPS: Readonly<Record<VerificationHostType, readonly VerificationStep[]>> = {
  individual: [
    { id: 'identity', form: 'identity', section: 'identity-details', listingSteps: IDENTITY_INFO },
    { id: 'upload-id', form: 'documents', purpose: 'identity', documentKinds: ID_KINDS, section: 'identity-documents', listingSteps: ID_UPLOAD },
    payoutInfo,
    payoutUpload,
  ],
  company: [
    { id: 'identity/info', form: 'identity', section: 'identity-details', listingSteps: IDENTITY_INFO },
    { id: 'document-upload', form: 'documents', purpose: 'identity', documentKinds: ['company-registration'], section: 'identity-documents', listingSteps: ID_UPLOAD },
    { id: 'owner/info', form: 'owners', section: 'owners', listingSteps: OWNERS },
    { id: 'owner-upload/id', form: 'documents', purpose: 'identity', documentKinds: ID_KINDS, section: 'identity-documents', listingSteps: ID_UPLOAD, needs: 'owner/info' },
    payoutInfo,
    payoutUpload,
  ],
};

export type VerificationSettings = Pick<PublicSettings, 'verificationEnabled' | 'payoutEnabled' | 'personalDetailsUploadEnabled'>;

/** What decides the steps a host sees: the wizard's facts (no flow, no listing) and the settings flags. */
export interface VerificationFacts extends Omit<StepVisibilityFacts, 'flow' | 'listingVerification'> {
  settings: VerificationSettings;
}

interface SettingRow {
  rule: string;
  applies: (f: VerificationFacts) => boolean;
  /** Listing wizard step ids switched off (the flow's steps follow through listingSteps). */
  hides: readonly string[];
}

const commissionCompany = (f: VerificationFacts) => f.hostType === 'company' && f.commercialModel === 'commission';

/**
 * The settings flags (AS §2.2 "settings flags for verification, payout and personal-details
 * uploads"; "company-type hosts on commission see owner verification; others see per-flag sections").
 */
export const VERIFICATION_SETTING_RULES: readonly SettingRow[] = [
  { rule: 'verification switched off: no identity verification details or documents', applies: (f) => !f.settings.verificationEnabled, hides: ['verification-info', 'verification-upload'] },
  {
    rule: 'verification switched off: no owner verification, except for companies on commission',
    applies: (f) => !f.settings.verificationEnabled && !commissionCompany(f),
    hides: ['verification-owner'],
  },
  { rule: 'payout switched off: no bank account or bank statement', applies: (f) => !f.settings.payoutEnabled, hides: [...BANK, ...BANK_DOCUMENT] },
  { rule: 'personal-details uploads switched off: no identity documents', applies: (f) => !f.settings.personalDetailsUploadEnabled, hides: ID_UPLOAD },
];

/** The wizard's steps hidden for this host: the wizard's own rules plus the settings rows. */
function hiddenListingSteps(facts: VerificationFacts): Set<string> {
  const { settings: _settings, ...wizardFacts } = facts;
  const hidden = new Set(excludedSteps({ ...wizardFacts, flow: 'single-unit', listingVerification: null }));
  for (const row of VERIFICATION_SETTING_RULES) if (row.applies(facts)) row.hides.forEach((id) => hidden.add(id));
  return hidden;
}

/** The flow's steps this host sees, in order. */
export function visibleVerificationSteps(facts: VerificationFacts): VerificationStep[] {
  const hidden = hiddenListingSteps(facts);
  const shown = VERIFICATION_STEPS[facts.hostType].filter((s) => s.listingSteps.some((id) => !hidden.has(id)));
  return shown.filter((s) => !s.needs || shown.some((o) => o.id === s.needs));
}

export function verificationStep(hostType: VerificationHostType, id: string): VerificationStep | undefined {
  return VERIFICATION_STEPS[hostType].find((s) => s.id === id);
}

/** What the server holds: GET getConfiguration's completedSections and the kinds of document on file. */
export interface VerificationProgress {
  completedSections: readonly OnboardingSection[];
  documentKinds: readonly DocumentKind[];
}

/**
 * A step is complete when its section is; a documents step also needs a document of its own
 * kinds (a company's registration does not complete the owner's ID step, although both count
 * for the section identity-documents).
 */
export function isStepComplete(step: VerificationStep, progress: VerificationProgress): boolean {
  if (!progress.completedSections.includes(step.section)) return false;
  return !step.documentKinds || step.documentKinds.some((k) => progress.documentKinds.includes(k));
}

/** The ids of the given steps that are complete, in the steps' order. */
export function completedVerificationSteps(steps: readonly VerificationStep[], progress: VerificationProgress): string[] {
  return steps.filter((s) => isStepComplete(s, progress)).map((s) => s.id);
}

// Moving between steps: the chart (machines/verification-flow) sequences these.

/** Where the flow opens: the step the address names when the host sees it, else the first one. */
export function landingVerificationStep(steps: readonly string[], requested: string | null): string | null {
  if (requested && steps.includes(requested)) return requested;
  return steps[0] ?? null;
}

export function nextVerificationStep(steps: readonly string[], current: string): string | null {
  const i = steps.indexOf(current);
  return i >= 0 && i + 1 < steps.length ? steps[i + 1] : null;
}

/**
 * Where the flow goes once a step is done: the next step; after the last, the first step still
 * open (a host who came in by a deep link); null when every step is complete (success).
 */
export function followingVerificationStep(steps: readonly string[], completed: readonly string[], current: string): string | null {
  return nextVerificationStep(steps, current) ?? steps.find((s) => !completed.includes(s)) ?? null;
}

export function previousVerificationStep(steps: readonly string[], current: string): string | null {
  const i = steps.indexOf(current);
  return i > 0 ? steps[i - 1] : null;
}

/** A step may be opened directly when it is complete, or when every step before it is (the first open one). */
export function canOpenVerificationStep(steps: readonly string[], completed: readonly string[], target: string): boolean {
  const i = steps.indexOf(target);
  return i >= 0 && (completed.includes(target) || steps.slice(0, i).every((s) => completed.includes(s)));
}
