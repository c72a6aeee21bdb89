// Company profile and company tax details (AS §3): the profile type a host's legal
// form is sent as, the EU member states a company may name, and the shareholder and signatory
// lists read from the company's owners. Shared by the server (answers, rules) and the forms.

export const PROFILE_TYPES = ['Business', 'Individual'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

/** A company account is a Business profile, any other host an Individual one. */
export const profileTypeOf = (hostType: 'company' | 'individual'): ProfileType => (hostType === 'company' ? 'Business' : 'Individual');

/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR). */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export const isEuMemberState = (code: string) => (EU_MEMBER_STATES as readonly string[]).includes(code.toUpperCase());

export const PHONE_TYPES = ['mobile', 'landline'] as const;

interface OwnerLike {
  ownershipPercent: number;
  isSignatory?: boolean;
}

/** Shareholders hold a share of the company; signatories sign for it (with or without a share). */
export function companyRoles<O extends OwnerLike>(owners: readonly O[]): { shareholders: O[]; signatories: O[] } {
  return { shareholders: owners.filter((o) => o.ownershipPercent > 0), signatories: owners.filter((o) => o.isSignatory === true) };
}
