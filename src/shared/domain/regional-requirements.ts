// Regional requirements of a listing (HC §3 "Invalid fields"): the registration
// number a region gives holiday rentals and the host's national identification code. Only the
// countries below ask for them; everywhere else the step has no fields. Patterns are checked on
// the normalised value (upper case, no spaces).

export type RegionalFieldName = 'registrationNumber' | 'nationalIdentificationCode';

export interface RegionalFieldRule {
  name: RegionalFieldName;
  required: boolean;
  pattern: string;
  example: string;
}

const rule = (name: RegionalFieldName, required: boolean, pattern: string, example: string): RegionalFieldRule => ({ name, required, pattern, example });

export const REGIONAL_REQUIREMENTS: Readonly<Record<string, readonly RegionalFieldRule[]>> = {
  // Italy: the national identification code (CIN) of the rental, and the host's codice fiscale.
  IT: [rule('registrationNumber', true, '^IT\\d{6}[A-Z][A-Z0-9]{9}$', 'IT058091C2ISMB9TY8'), rule('nationalIdentificationCode', true, '^[A-Z]{6}\\d{2}[A-Z]\\d{2}[A-Z]\\d{3}[A-Z]$', 'RSSMRA85T10A562S')],
  // France: the 13-character number of the town hall's declaration; only some towns demand it.
  FR: [rule('registrationNumber', false, '^\\d{5}[0-9A-Z]{8}$', '75056123456AB')],
  // Portugal: the Alojamento Local registration.
  PT: [rule('registrationNumber', true, '^\\d{1,7}/AL$', '123456/AL')],
};

export const regionalRulesOf = (countryCode: string | null | undefined): readonly RegionalFieldRule[] =>
  REGIONAL_REQUIREMENTS[(countryCode ?? '').toUpperCase()] ?? [];

export const normaliseRegionalValue = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase();

export interface RegionalIssue {
  name: RegionalFieldName;
  reason: 'required' | 'format';
}

/**
 * Every problem of the values against the country's rules. `forPublishing` false checks formats
 * only (a host may save the step half done); true also names required fields that are empty.
 */
export function regionalIssues(
  countryCode: string | null | undefined,
  values: Partial<Record<RegionalFieldName, string | null>>,
  forPublishing: boolean,
): RegionalIssue[] {
  const rules = regionalRulesOf(countryCode);
  const issues: RegionalIssue[] = [];
  for (const r of rules) {
    const value = normaliseRegionalValue(values[r.name]);
    if (!value) {
      if (forPublishing && r.required) issues.push({ name: r.name, reason: 'required' });
    } else if (!new RegExp(r.pattern).test(value)) issues.push({ name: r.name, reason: 'format' });
  }
  // registrationNumber sorts first (HC §3).
  return issues.sort((a, b) => (a.name === b.name ? 0 : a.name === 'registrationNumber' ? -1 : 1));
}

/**
 * What "Copy from unit …" may take from another unit of the same property: the national
 * identification code is the host's own tax code, the same for every rental they let. The
 * registration number is issued to one rental, so each unit needs its own and it is never copied.
 */
export const COPYABLE_REGIONAL_FIELDS: readonly RegionalFieldName[] = ['nationalIdentificationCode'];
