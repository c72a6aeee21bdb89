import { ADDRESS_FIELD_MAX_LENGTH, ALWAYS_REQUIRED_ADDRESS_FIELDS, addressFormOf, stateCodesOf, type AddressFieldName } from './address-forms';
import { STATE_OR_PROVINCE_MAX_LENGTH } from './country-states';

// Validation of a postal address against its country's form. Pure, so the listing form in the
// browser and the location call on the server give the same verdict.

export interface AddressInput {
  countryCode?: string | null;
  city?: string | null;
  street?: string | null;
  houseNumberOrName?: string | null;
  postalCode?: string | null;
  stateOrProvince?: string | null;
}

export interface Address {
  countryCode: string;
  city: string;
  street: string;
  houseNumberOrName: string;
  postalCode: string | null;
  stateOrProvince: string | null;
}

/** Stable codes; the browser translates them, the server puts them in invalidParams. */
export type AddressIssueReason = 'required' | 'unknownCountry' | 'tooLong' | 'postalCodeFormat' | 'unknownState';

export interface AddressIssue {
  name: 'countryCode' | AddressFieldName;
  reason: AddressIssueReason;
}

export type AddressVerdict = { valid: true; address: Address } | { valid: false; issues: AddressIssue[] };

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Postal codes are compared in their usual written form: upper case, single spaces. */
export function normalisePostalCode(value: string | null | undefined): string {
  return clean(value).toUpperCase();
}

/** AS §5: a state or province is cut to 3 characters. */
export function normaliseStateOrProvince(value: string | null | undefined): string {
  return clean(value).toUpperCase().slice(0, STATE_OR_PROVINCE_MAX_LENGTH);
}

/**
 * Every issue of the address at once (so a 400 can name every field), or the normalised address.
 * The country decides: the fields its form has, which of them are required, the postal code
 * pattern and the state list. countryCode, city, street and houseNumberOrName are always required.
 */
export function validateAddress(countryCode: string | null | undefined, input: AddressInput): AddressVerdict {
  const country = clean(countryCode).toUpperCase();
  if (!country) return { valid: false, issues: [{ name: 'countryCode', reason: 'required' }] };
  const form = addressFormOf(country);
  if (!form) return { valid: false, issues: [{ name: 'countryCode', reason: 'unknownCountry' }] };

  const issues: AddressIssue[] = [];
  const values: Record<AddressFieldName, string> = {
    street: clean(input.street),
    houseNumberOrName: clean(input.houseNumberOrName),
    city: clean(input.city),
    postalCode: normalisePostalCode(input.postalCode),
    stateOrProvince: normaliseStateOrProvince(input.stateOrProvince),
  };
  const required = new Set<string>(ALWAYS_REQUIRED_ADDRESS_FIELDS);
  for (const field of form.fields) if (field.required) required.add(field.name);

  for (const name of Object.keys(values) as AddressFieldName[]) {
    const value = values[name];
    if (!value) {
      if (required.has(name)) issues.push({ name, reason: 'required' });
      continue;
    }
    // stateOrProvince is already cut to its length; the others are refused, not truncated.
    if (value.length > ADDRESS_FIELD_MAX_LENGTH[name]) issues.push({ name, reason: 'tooLong' });
  }

  if (values.postalCode && !new RegExp(form.postalCode.pattern).test(values.postalCode)) {
    issues.push({ name: 'postalCode', reason: 'postalCodeFormat' });
  }
  const states = stateCodesOf(country);
  if (states && values.stateOrProvince && !states.includes(values.stateOrProvince)) {
    issues.push({ name: 'stateOrProvince', reason: 'unknownState' });
  }

  if (issues.length) return { valid: false, issues };
  return {
    valid: true,
    address: {
      countryCode: country,
      city: values.city,
      street: values.street,
      houseNumberOrName: values.houseNumberOrName,
      postalCode: values.postalCode || null,
      // A country whose form has no state keeps no state: an autocomplete's "Bayern" means nothing here.
      stateOrProvince: states ? values.stateOrProvince || null : null,
    },
  };
}
