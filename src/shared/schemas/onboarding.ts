import * as v from 'valibot';
import { noDirectionControls } from './text';
import { BIC_PATTERN, IBAN_PROBLEM_REASONS, ibanProblem, normaliseIban } from '../domain/iban';
import { STATE_MAX_LENGTH } from '../domain/tax-details';
import { IDENTITY_CHECK_STATUSES, VERIFICATION_STATUSES } from '../domain/identity-check';
import { EU_MEMBER_STATES, PHONE_TYPES, PROFILE_TYPES } from '../domain/company-details';

// Identity and payout onboarding (AS §2.2, AS §3, AS §5, AS §7 "Onboarding under
// /api/app/user/onboarding/"). One schema per call, shared by the server (validation) and the
// browser (answers). The spec names the calls but not their bodies: the shapes are ours, built
// from the fields of AS §3.

const text = (max: number, what = 'is required') => v.pipe(v.string(), v.trim(), v.minLength(1, what), v.maxLength(max, `must be at most ${max} characters`), noDirectionControls());
const country = v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter country code'));

/** A date of birth: ISO date, a real day, and an adult (18 or older). */
const birthDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'must be a real date'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    const adult = new Date();
    adult.setUTCFullYear(adult.getUTCFullYear() - 18);
    return d <= adult && d.getUTCFullYear() >= 1900;
  }, 'must be the birth date of an adult (18 or older)'),
);

export const AddressSchema = v.object({
  country,
  city: text(100),
  street: text(200),
  houseNumberOrName: text(50),
  postalCode: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{2,12}$/, 'must be 2 to 12 letters, digits, spaces or dashes')),
  /** AS §5: cut to 3 characters (the browser cuts it too; the server accepts no longer value). */
  stateOrProvince: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STATE_MAX_LENGTH, `must be at most ${STATE_MAX_LENGTH} characters`))),
});
export type Address = v.InferOutput<typeof AddressSchema>;

const TaxIdentificationSchema = v.object({ id: text(30), countryIsoCode: country });

/** Tax details (AS §3) as sent: the form's rules of AS §5 are applied by shared/domain/tax-details.ts. */
const taxEntries = {
  countryIssueTaxId: country,
  taxIdentifications: v.pipe(v.array(TaxIdentificationSchema), v.maxLength(3, 'at most 3 tax identifications')),
  userHasVatId: v.boolean(),
  vatId: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}[A-Z0-9+*]{2,13}$/i, 'must be a VAT number with its country prefix, e.g. DE123456789'))),
};

export const IndividualDetailsSchema = v.object({
  firstName: text(100),
  lastName: text(100),
  birthDate,
  nationality: country,
  address: AddressSchema,
  ...taxEntries,
});
export type IndividualDetails = v.InferOutput<typeof IndividualDetailsSchema>;

const email = v.pipe(v.string(), v.trim(), v.email('must be an e-mail address'), v.maxLength(200, 'must be at most 200 characters'));
const optionalEmail = v.optional(v.union([v.literal(''), email], 'must be an e-mail address'));

export const CompanyDetailsSchema = v.pipe(
  v.object({
    legalBusinessName: text(200),
    registrationNumber: text(50),
    phoneNumber: v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d ()/-]*\d[\d ()/-]*$/, 'must be a phone number'), v.maxLength(32, 'must be at most 32 characters')),
    phoneType: v.optional(v.picklist(PHONE_TYPES, `must be one of ${PHONE_TYPES.join(', ')}`), 'mobile'),
    accountEmail: email,
    /** Where guests and partners write to the business, and where invoices and statements go. */
    businessEmail: optionalEmail,
    accountingEmail: optionalEmail,
    address: AddressSchema,
    /** The principal place of business, when it is not the address above. */
    principalAddressSameAsAddress: v.optional(v.boolean('must be true or false'), true),
    principalAddress: v.optional(AddressSchema),
    /** A permanent establishment in the EU: yes, no, or not stated (null). */
    euPermanentEstablishment: v.optional(v.nullable(v.boolean('must be true, false or null')), null),
    /** The EU member states of those establishments. */
    euMemberStates: v.optional(v.pipe(v.array(v.picklist(EU_MEMBER_STATES, 'must be an EU member state')), v.maxLength(EU_MEMBER_STATES.length)), []),
    ...taxEntries,
  }),
  v.forward(
    v.check((c) => c.principalAddressSameAsAddress || c.principalAddress !== undefined, 'is required when the principal place of business is elsewhere'),
    ['principalAddress'],
  ),
  v.forward(v.check((c) => c.euPermanentEstablishment !== true || c.euMemberStates.length > 0, 'name at least one EU member state'), ['euMemberStates']),
  // Only what the answers say is kept: no second address when it is the same, no states without an establishment.
  v.transform(({ principalAddress, euMemberStates, ...c }) => ({
    ...c,
    ...(!c.principalAddressSameAsAddress && principalAddress ? { principalAddress } : {}),
    euMemberStates: c.euPermanentEstablishment === true ? [...new Set(euMemberStates)].sort() : [],
  })),
);
export type CompanyDetails = v.InferOutput<typeof CompanyDetailsSchema>;

export const OwnerSchema = v.object({
  firstName: text(100),
  lastName: text(100),
  birthDate,
  nationality: country,
  /** Share of the company, 0 (a signatory without shares) to 100. */
  ownershipPercent: v.pipe(v.number('must be a number'), v.minValue(0, 'must be 0 or more'), v.maxValue(100, 'must be at most 100')),
  /** Signs for the company (a signatory); a share above 0 makes the owner a shareholder. */
  isSignatory: v.optional(v.boolean('must be true or false'), false),
});
export type Owner = v.InferOutput<typeof OwnerSchema>;
export const MAX_OWNERS = 10;

export const BusinessDetailsSaveSchema = v.pipe(
  v.object({
    company: v.optional(CompanyDetailsSchema),
    owners: v.optional(v.pipe(v.array(OwnerSchema), v.minLength(1, 'add at least one owner'), v.maxLength(MAX_OWNERS, `at most ${MAX_OWNERS} owners`))),
  }),
  v.check((b) => b.company !== undefined || b.owners !== undefined, 'send company, owners or both'),
);
export type BusinessDetailsSave = v.InferOutput<typeof BusinessDetailsSaveSchema>;

/** The answer: the owners, and the shareholder and signatory lists read from them (shared/domain/company-details.ts). */
export const BusinessDetailsSchema = v.object({
  company: v.nullable(CompanyDetailsSchema),
  owners: v.array(OwnerSchema),
  shareholders: v.array(OwnerSchema),
  signatories: v.array(OwnerSchema),
});
export type BusinessDetails = v.InferOutput<typeof BusinessDetailsSchema>;

export const IbanSchema = v.pipe(
  v.string(),
  v.transform(normaliseIban),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = ibanProblem(dataset.value);
    if (problem) addIssue({ message: IBAN_PROBLEM_REASONS[problem] });
  }),
);

export const BankAccountInputSchema = v.object({
  holderName: text(140),
  iban: IbanSchema,
  bic: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(BIC_PATTERN, 'must be a BIC of 8 or 11 letters and digits'))])),
});
export type BankAccountInput = v.InferInput<typeof BankAccountInputSchema>;
export const MAX_BANK_ACCOUNTS = 3;
export const BankAccountsSaveSchema = v.object({
  accounts: v.pipe(v.array(BankAccountInputSchema), v.minLength(1, 'add a bank account'), v.maxLength(MAX_BANK_ACCOUNTS, `at most ${MAX_BANK_ACCOUNTS} bank accounts`)),
});

export const BankAccountSchema = v.object({
  id: v.string(),
  holderName: v.string(),
  iban: v.string(),
  bic: v.nullable(v.string()),
  countryCode: v.string(),
  isDefault: v.boolean(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
export const BankAccountsSchema = v.object({ accounts: v.array(BankAccountSchema) });

// Documents (multipart: documents[0][file], documents[0][kind], documents[0][subject], ...).
export const DOCUMENT_KINDS = ['id-card', 'passport', 'driving-licence', 'company-registration', 'bank-statement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_UPLOAD = 4;
/** The whole multipart body: every file at its limit plus room for headers and boundaries. */
export const DOCUMENT_UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES * MAX_DOCUMENTS_PER_UPLOAD + 256 * 1024;
/** Whose document: the host (or the company itself), or an owner by index ("owner:0"). */
export const DocumentSubjectSchema = v.pipe(v.string(), v.regex(/^(host|owner:\d{1,2})$/, 'must be host or owner:<index>'));

export const HostDocumentSchema = v.object({
  id: v.string(),
  kind: v.picklist(DOCUMENT_KINDS),
  subject: v.string(),
  fileName: v.string(),
  mimeType: v.string(),
  byteSize: v.number(),
  createdAt: v.string(),
});
export type HostDocument = v.InferOutput<typeof HostDocumentSchema>;
export const DocumentUploadAnswerSchema = v.object({ uploaded: v.array(HostDocumentSchema), documents: v.array(HostDocumentSchema) });

// Sections of onboarding: what must be complete before onboarding can finish.
export const ONBOARDING_SECTIONS = ['identity-details', 'owners', 'identity-documents', 'bank-account', 'payout-documents'] as const;
export type OnboardingSection = (typeof ONBOARDING_SECTIONS)[number];

export const OnboardingStateSchema = v.object({
  onboardingStatus: v.picklist(['in_progress', 'finished']),
  requiredSections: v.array(v.picklist(ONBOARDING_SECTIONS)),
  completedSections: v.array(v.picklist(ONBOARDING_SECTIONS)),
});
export type OnboardingState = v.InferOutput<typeof OnboardingStateSchema>;

export const OnboardingConfigurationSchema = v.object({
  ...OnboardingStateSchema.entries,
  /** The host's legal form as a company profile type (AS §3): Business for a company, else Individual. */
  profileType: v.picklist(PROFILE_TYPES),
  documentKinds: v.array(v.picklist(DOCUMENT_KINDS)),
  acceptedMimeTypes: v.array(v.string()),
  maxFileBytes: v.number(),
  maxFilesPerUpload: v.number(),
  noTaxIdCountries: v.array(v.string()),
  noVatCountries: v.array(v.string()),
  documents: v.array(HostDocumentSchema),
});
export type OnboardingConfiguration = v.InferOutput<typeof OnboardingConfigurationSchema>;

export const IndividualDetailsAnswerSchema = v.object({ details: v.nullable(IndividualDetailsSchema) });

// KYC (identity verification) status, AS §3 "Verification statuses" and
// "Identity check statuses", AS §4 banner.
export { VERIFICATION_STATUSES } from '../domain/identity-check';
/** The banner type (AS §4 "Verification banner"). */
export const VERIFICATION_TIERS = ['required', 'start', 'collecting_data', 'in_progress', 'completed', 'failed', 'expired'] as const;
export const KycStatusSchema = v.object({
  status: v.picklist(VERIFICATION_STATUSES),
  tier: v.picklist(VERIFICATION_TIERS),
  /** The identity check's own status (shared/domain/identity-check.ts). */
  check: v.picklist(IDENTITY_CHECK_STATUSES),
  /** Why staff refused the documents; present only while the status is VERIFICATION_FAILED. */
  reason: v.optional(v.string()),
});
export const KycStartedAtSchema = v.object({ startedAt: v.nullable(v.string()) });
